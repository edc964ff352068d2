import { searchWords } from '@expert-portal/contracts';

/** `%text%` for LIKE, with the text's own `%`, `_` and `\` matched as themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One `LIKE` pattern per word of the query (every word must match), LIKE's own wildcards escaped. */
export function searchPatterns(query: string): string[] {
  return searchWords(query).map(containsPattern);
}
