import { normalizeLanguage } from '@expert-portal/contracts';

/** Anything the API names in both languages: a test, a question, an option. */
interface Bilingual {
  title: string;
  title_kz: string;
}

/** Of a text given in Russian and Kazakh, the one in the interface language; the other when that one is empty. */
export function localText(ru: string, kk: string, language: string): string {
  return normalizeLanguage(language) === 'kk' ? kk || ru : ru || kk;
}

/** The Russian or Kazakh text of `item` in the interface language; the other one when that one is empty. */
export function localTitle(item: Bilingual, language: string): string {
  return localText(item.title, item.title_kz, language);
}

/** What to show of a text written in Russian and, when given, in Kazakh. */
export interface LocalField {
  text: string;
  /** A Kazakh page shows the Russian text: the Kazakh one is empty. */
  fallback: boolean;
}

/**
 * The Kazakh text on Kazakh pages, the Russian one on Russian pages; on a Kazakh page whose Kazakh text is
 * empty, the Russian one, marked as a fallback. Unlike `localText`, a Russian page never shows Kazakh.
 */
export function localField(ru: string, kk: string | null | undefined, language: string): LocalField {
  if (normalizeLanguage(language) !== 'kk') return { text: ru, fallback: false };
  if (kk?.trim()) return { text: kk, fallback: false };
  return { text: ru, fallback: ru.trim() !== '' };
}
