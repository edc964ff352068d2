import { normalizeSearchText, searchWords, type TestStatistics } from '@expert-portal/contracts';
import { localText } from '@/shared/lib/local-title';

/** A test's row as the tests tab shows it: its name in the interface language, attempts = passed + failed. */
export interface TestRow {
  id: number;
  name: string;
  passed: number;
  failed: number;
  attempts: number;
  percent: number;
}

export const TEST_SORT_COLUMNS = ['name', 'passed', 'failed', 'attempts', 'percent'] as const;
export type TestSortColumn = (typeof TEST_SORT_COLUMNS)[number];

export interface TestSort {
  column: TestSortColumn;
  direction: 'asc' | 'desc';
}

/** Pass percent descending (the server's value). */
export const DEFAULT_TEST_SORT: TestSort = { column: 'percent', direction: 'desc' };

export function testRows(statistics: TestStatistics, language: string): TestRow[] {
  return statistics.tests.map((test) => ({
    id: test.id,
    name: localText(test.title, test.title_kk, language),
    passed: test.passed_count,
    failed: test.failed_count,
    attempts: test.passed_count + test.failed_count,
    percent: test.passed_percent,
  }));
}

/** The rows whose name holds every word of the search (letters folded as the server folds them). */
export function searchTests(rows: readonly TestRow[], search: string): TestRow[] {
  const words = searchWords(search);
  return rows.filter((row) => {
    const name = normalizeSearchText(row.name);
    return words.every((word) => name.includes(word));
  });
}

/** Sorted by the column (then by name, so equal values keep one order); a new array. */
export function sortTests(rows: readonly TestRow[], { column, direction }: TestSort): TestRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  const byName = (a: TestRow, b: TestRow) => a.name.localeCompare(b.name, 'ru');
  return [...rows].sort((a, b) => {
    const order = column === 'name' ? byName(a, b) : a[column] - b[column];
    return order !== 0 ? sign * order : byName(a, b);
  });
}

/** A click on a column's header: the other direction of the same column, or a new column from its natural end. */
export function nextSort(current: TestSort, column: TestSortColumn): TestSort {
  if (current.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: column === 'name' ? 'asc' : 'desc' };
}
