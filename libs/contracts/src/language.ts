/** Interface languages. Internally Kazakh is `kk`; `kz` is accepted wherever a code is read. */
export const LANGUAGES = ['kk', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';

/** `kk` or `kz` select Kazakh; anything else (or nothing) is Russian. */
export function normalizeLanguage(raw: unknown): Language {
  if (typeof raw !== 'string') return DEFAULT_LANGUAGE;
  const code = raw.trim().toLowerCase().slice(0, 2);
  return code === 'kk' || code === 'kz' ? 'kk' : 'ru';
}

/** Reads the first language of an Accept-Language header (`kk-KZ,ru;q=0.8` → kk). */
export function languageFromHeader(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const first = header.split(',')[0]?.split(';')[0] ?? '';
  return normalizeLanguage(first);
}

/**
 * The cookie the web app keeps the interface language in (beside its localStorage setting), so the server can
 * send the public pages already drawn in that language.
 */
export const LANGUAGE_COOKIE = 'lang';
