import { LANGUAGE_COOKIE, normalizeLanguage, type Language } from '@expert-portal/contracts';
import { STORAGE_KEYS } from '@/shared/lib/storage-keys';

const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** The language cookie's value, if the browser has one (not in the build's prerender). */
function languageCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
}

/**
 * The one language setting: `lang`, or `locale` written by older screens, or else the cookie that mirrors them
 * (storage cleared, the cookie kept: the page came drawn in its language); `kk`/`kz` → Kazakh, else Russian.
 */
export function readStoredLanguage(): Language {
  return normalizeLanguage(
    localStorage.getItem(STORAGE_KEYS.lang) ?? localStorage.getItem(STORAGE_KEYS.locale) ?? languageCookie(),
  );
}

/**
 * Keeps the language for the next visit, and tells the server (the public pages come drawn in it). Each is
 * written only when it differs: every page's start stores the language, and a cookie's write goes through
 * the browser's cookie store at once (up to 11 ms of the start's first task, profiled in Lighthouse's run).
 */
export function storeLanguage(language: Language): void {
  if (localStorage.getItem(STORAGE_KEYS.lang) !== language) localStorage.setItem(STORAGE_KEYS.lang, language);
  if (languageCookie() !== language)
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${A_YEAR_IN_SECONDS}; SameSite=Lax`;
}
