import { LANGUAGES, normalizeLanguage } from '@expert-portal/contracts';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStoredLanguage, storeLanguage } from './language-storage';
import { INITIAL_NAMESPACES, loadAllTexts, loadTexts, NAMESPACES } from './locale-files';

export const i18n = i18next.createInstance();

/** Reads a namespace's texts from its chunk (at once when they are already in memory, as in tests). */
const localeFiles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const texts = loadTexts(normalizeLanguage(language), namespace);
    if (texts instanceof Promise)
      texts.then(
        (loaded) => callback(null, loaded),
        (error) => callback(error, false),
      );
    else callback(null, texts);
  },
};

/**
 * Resolves once the stored language's first namespaces are in (app/start-app.tsx renders after it). The
 * language is known before anything is drawn, so only its texts are fetched; switching loads the other
 * language's namespaces in use first, then switches, so the page never shows a half-translated screen.
 */
export const i18nReady = i18n
  .use(initReactI18next)
  .use(localeFiles)
  .init({
    lng: readStoredLanguage(),
    // Every key exists in both languages (locales.spec.ts); falling back would fetch Russian for Kazakh readers.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: INITIAL_NAMESPACES,
    defaultNS: 'common',
    // Keys are flat ('login.title'), as in the contracts' server messages ('auth.invalid_credentials').
    keySeparator: false,
    interpolation: { escapeValue: false },
    // Start loading at once rather than on the next tick.
    initAsync: false,
  });

/**
 * Loads the namespaces a screen needs in the current language; `'all'` for the back office's screens, whose
 * texts come as one chunk per language (the other language's, when switched to, namespace by namespace).
 */
export async function loadNamespaces(namespaces: readonly string[] | 'all'): Promise<void> {
  if (namespaces !== 'all') {
    if (namespaces.length) await i18n.loadNamespaces([...namespaces]);
    return;
  }
  const language = normalizeLanguage(i18n.language);
  if (NAMESPACES.filter((namespace) => !i18n.hasResourceBundle(language, namespace)).length > 1) {
    // The texts were parsed for this call alone: i18next keeps them as they are rather than copying each
    // through JSON first (about a third of the task that adds them), as its own backend's loads do.
    for (const [namespace, texts] of Object.entries(await loadAllTexts(language)))
      if (!i18n.hasResourceBundle(language, namespace))
        i18n.addResourceBundle(language, namespace, texts, false, false, { skipCopy: true });
  }
  // What is still missing (the `errors` texts) through the backend; the rest is in already.
  await i18n.loadNamespaces(NAMESPACES);
}

// In the browser only: the build's prerender (src/prerender.tsx) draws pages in each language in turn.
if (typeof document !== 'undefined') {
  const applyLanguage = (language: string) => {
    const normalized = normalizeLanguage(language);
    // Stored again on load as well: a setting kept before the server read the cookie reaches it too.
    storeLanguage(normalized);
    document.documentElement.lang = normalized;
  };
  applyLanguage(i18n.language);
  i18n.on('languageChanged', applyLanguage);
}
