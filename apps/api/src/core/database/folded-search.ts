import { normalizeSearchText, searchWords } from '@expert-portal/contracts';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { searchPatterns } from './search-patterns';

// Russian and Kazakh letters of either case folded as normalizeSearchText folds a query (Kazakh letters, й
// and ё to their base letter), hyphens, underscores and dots dropped: a column then matches every word of a
// query with LIKE, whatever the database's locale makes of lower() on Cyrillic.
const CYRILLIC = [...'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯӘҒҚҢӨҰҮҺІ'].flatMap((letter) => [
  letter,
  letter.toLowerCase(),
]);
const FOLD_FROM = `${CYRILLIC.join('')}-_.`;
const FOLD_TO = CYRILLIC.map(normalizeSearchText).join('');

/**
 * One SQL condition per word of `query` (every word must match): the word occurs in `text` (an SQL
 * expression of the caller's, never request input) folded like the query. The values are appended to
 * `params`; no words, no conditions.
 */
export function foldedWordConditions(text: string, query: string, params: unknown[]): string[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  params.push(FOLD_FROM, FOLD_TO);
  const from = `$${params.length - 1}`;
  const to = `$${params.length}`;
  return words.map((word) => {
    params.push(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    return `translate(lower(${text}), ${from}, ${to}) LIKE $${params.length}`;
  });
}

/**
 * The conditions of `foldedWordConditions` for the typed query builder: one per word of `query`, in the
 * words' order (every word must match), each `text` folded like the query and matched with LIKE; no words,
 * no conditions. The folding and the patterns are bound as parameters.
 */
export function foldedWordMatches(text: Expression<string>, query: string): RawBuilder<SqlBool>[] {
  return searchPatterns(query).map(
    (pattern) => sql<SqlBool>`translate(lower(${text}), ${FOLD_FROM}, ${FOLD_TO}) LIKE ${pattern}`,
  );
}

/**
 * `text` (an SQL expression, never request input) folded as the conditions above fold it, the folding spelled
 * as literals: an expression a generated column or an index can hold, matched with `searchPatterns`.
 */
export function foldedTextSql(text: string): string {
  return `translate(lower(${text}), '${FOLD_FROM}', '${FOLD_TO}')`;
}
