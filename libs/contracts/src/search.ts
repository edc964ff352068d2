/**
 * Search normalisation: Kazakh and Russian letters fold to base letters; case, accents,
 * hyphens, underscores and dots are ignored; every word of a query must match.
 *
 * This is the one source of truth: the API stores `normalizeSearchText(...)` of an application's searchable
 * fields in `applications.search_text` on insert, and turns a query into words with `searchWords` — so stored
 * text and query always fold alike. The migration that added the column backfilled it with a frozen copy of
 * these rules: changing them needs a new migration that refolds the stored rows.
 */

// Letters that are not a base letter plus a combining mark, so NFD does not fold them.
const FOLDS: Record<string, string> = {
  ә: 'а',
  ғ: 'г',
  қ: 'к',
  ң: 'н',
  ө: 'о',
  ұ: 'у',
  ү: 'у',
  һ: 'х',
  і: 'и',
  // й and ё decompose (и/е + a combining mark) and are folded by the accent rule; listed for clarity.
  й: 'и',
  ё: 'е',
  // Latin letters without a decomposition.
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ı: 'i',
};

const FOLD_PATTERN = new RegExp(`[${Object.keys(FOLDS).join('')}]`, 'g');

/**
 * Folds a text for searching: lower case, accents dropped, Kazakh letters folded to their Russian base,
 * hyphens, underscores and dots removed (so 'Абу-Бакир' and 'абубакир' are the same word), and any other
 * character that is neither a letter, a digit nor '@' read as a space. Words are separated by one space.
 */
export function normalizeSearchText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(FOLD_PATTERN, (letter) => FOLDS[letter])
    .replace(/[-_.\u2010-\u2015\u2212]/g, '')
    .replace(/[^\p{L}\p{N}@]+/gu, ' ')
    .trim();
}

/** The distinct words of a query after normalisation; each must occur in the stored text. */
export function searchWords(query: string): string[] {
  const normalized = normalizeSearchText(query);
  return normalized ? [...new Set(normalized.split(' '))] : [];
}

/** The application fields a back-office search looks in. */
export interface SearchableApplication {
  name: string;
  email: string;
  phone: string;
  iin: string;
  id_number: string;
  workplace: string;
}

/**
 * The stored `applications.search_text`: the searchable fields folded by normalizeSearchText, the one
 * source of the rules (the API writes it; the migration that added the column holds a frozen copy). The
 * phone is stored with its country code too, so both '7012345678' and '+7 701 234 56 78' find it.
 */
export function applicationSearchText(application: SearchableApplication): string {
  return normalizeSearchText(
    [
      application.name,
      application.email,
      `7${application.phone}`,
      application.iin,
      application.id_number,
      application.workplace,
    ].join(' '),
  );
}
