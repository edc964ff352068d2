import { namespacesOf } from './all-texts';

/** Every Russian namespace in one chunk (see loadAllTexts in locale-files.ts). */
export const TEXTS = namespacesOf(
  import.meta.glob<string>('../../i18n/locales/ru/*.json', { eager: true, query: '?raw', import: 'default' }),
);
