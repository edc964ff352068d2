import { normalizeSearchText, searchWords } from '@expert-portal/contracts';

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
 * The stored `applications.search_text`: the searchable fields folded by libs/contracts'
 * normalizeSearchText (the one source of the rules). The phone is stored with its country code too, so
 * both '7012345678' and '+7 701 234 56 78' find it.
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

/** One `LIKE` pattern per word of the query (every word must match), LIKE's own wildcards escaped. */
export function searchPatterns(query: string): string[] {
  return searchWords(query).map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}
