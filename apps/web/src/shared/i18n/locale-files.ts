import type { Language } from '@expert-portal/contracts';

/** One namespace's texts in one language, flat keys ('login.title'). */
export type Texts = Record<string, string>;

// One chunk per language and namespace (src/i18n/locales/<language>/<namespace>.json), fetched when a page
// needs it: a visitor downloads the texts of the language they read and the pages they open, not all of both.
const FILES = import.meta.glob<Texts>('../../i18n/locales/*/*.json', { import: 'default' });

/** Every namespace: one per locale file, and the server messages of contracts as `errors`. */
export const NAMESPACES = [
  ...new Set(Object.keys(FILES).map((path) => path.replace(/^.*\/([^/]+)\.json$/, '$1'))),
  'errors',
];

/** What the app loads before its first render; each route loads the rest of what its screens need. */
export const INITIAL_NAMESPACES = ['common'];

/** The texts of `namespace` in `language` (tests replace this module by one that answers at once). */
export function loadTexts(language: Language, namespace: string): Texts | Promise<Texts> {
  // Both languages' messages are one module of contracts, a few kilobytes, asked for by the pages with forms.
  if (namespace === 'errors')
    return import('@expert-portal/contracts/messages').then(({ MESSAGES }) => MESSAGES[language]);
  const load = FILES[`../../i18n/locales/${language}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`No texts for ${language}/${namespace}`));
  return load();
}

// The back office's screens draw with nearly every namespace: each language's texts come as one chunk, one
// request instead of one per namespace.
const ALL_TEXTS: Record<Language, () => Promise<{ TEXTS: Record<string, Texts> }>> = {
  ru: () => import('./all-texts.ru'),
  kk: () => import('./all-texts.kk'),
};

/** Every namespace of `language` but `errors` (contracts' messages, see loadTexts), by namespace. */
export function loadAllTexts(language: Language): Promise<Record<string, Texts>> {
  return ALL_TEXTS[language]().then(({ TEXTS }) => TEXTS);
}
