import { normalizeLanguage } from '@expert-portal/contracts';

/** Anything the API names in both languages: a test, a question, an option. */
interface Bilingual {
  title: string;
  title_kz: string;
}

/** The Russian or Kazakh text of `item` in the interface language; the other one when that one is empty. */
export function localTitle(item: Bilingual, language: string): string {
  return normalizeLanguage(language) === 'kk' ? item.title_kz || item.title : item.title || item.title_kz;
}
