import { namespacesOf } from './all-texts';

/** Every Kazakh namespace in one chunk (see loadAllTexts in locale-files.ts). */
export const TEXTS = namespacesOf(
  import.meta.glob<string>('../../i18n/locales/kk/*.json', { eager: true, query: '?raw', import: 'default' }),
);
