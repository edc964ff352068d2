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
