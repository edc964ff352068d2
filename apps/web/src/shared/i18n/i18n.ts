import { LANGUAGES, DEFAULT_LANGUAGE, normalizeLanguage } from '@expert-portal/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStoredLanguage, storeLanguage } from './language-storage';
import { NAMESPACES, resources } from './resources';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: readStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: NAMESPACES,
  defaultNS: 'common',
  // Keys are flat ('login.title'), as in the contracts' server messages ('auth.invalid_credentials').
  keySeparator: false,
  interpolation: { escapeValue: false },
  // Resources are bundled, so initialise synchronously: the first render already has its texts.
  initAsync: false,
  // i18next otherwise advertises itself in every visitor's console.
  showSupportNotice: false,
});

document.documentElement.lang = i18n.language;

i18n.on('languageChanged', (language) => {
  const normalized = normalizeLanguage(language);
  storeLanguage(normalized);
  document.documentElement.lang = normalized;
});
