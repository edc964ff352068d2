import { normalizeLanguage, type Language } from '@expert-portal/contracts';
import { STORAGE_KEYS } from '@/shared/lib/storage-keys';

/** The one language setting: `lang`, or `locale` written by older screens; `kk`/`kz` → Kazakh, else Russian. */
export function readStoredLanguage(): Language {
  return normalizeLanguage(
    localStorage.getItem(STORAGE_KEYS.lang) ?? localStorage.getItem(STORAGE_KEYS.locale),
  );
}

export function storeLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEYS.lang, language);
}
