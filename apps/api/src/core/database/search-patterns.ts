import { searchWords } from '@expert-portal/contracts';

/** One `LIKE` pattern per word of the query (every word must match), LIKE's own wildcards escaped. */
export function searchPatterns(query: string): string[] {
  return searchWords(query).map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}
