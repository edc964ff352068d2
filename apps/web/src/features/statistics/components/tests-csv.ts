import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { API_DATE_FORMAT } from '@/shared/lib/dates';
import { saveBlob } from '@/shared/lib/save-blob';
import { formatPercentNumber } from './format';
import type { TestRow } from './test-rows';

// Excel opens a CSV as UTF-8 only when it starts with a byte order mark (else Cyrillic and Kazakh letters come
// out garbled), and in the ru and kk locales it splits fields at semicolons, the list separator where the comma
// is the decimal sign.
const BOM = '\uFEFF';
const SEPARATOR = ';';

function cell(text: string): string {
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The tests' table as Excel reads it in ru and kk: headers and names in the interface language. */
export function testsCsv(rows: readonly TestRow[], t: TFunction): string {
  const header = ['name', 'passed', 'failed', 'attempts', 'percent'].map((column) =>
    t(`statistics:tests.column.${column}`),
  );
  const lines = rows.map((row) => [
    row.name,
    String(row.passed),
    String(row.failed),
    String(row.attempts),
    formatPercentNumber(row.percent),
  ]);
  return BOM + [header, ...lines].map((line) => line.map(cell).join(SEPARATOR)).join('\r\n') + '\r\n';
}

/** test-statistics_2026-11-26.csv: the day the file was made. */
export function testsCsvFileName(): string {
  return `test-statistics_${dayjs().format(API_DATE_FORMAT)}.csv`;
}

/** The test statistics are exported as CSV by the browser. */
export function exportTestsCsv(rows: readonly TestRow[], t: TFunction): void {
  saveBlob(new Blob([testsCsv(rows, t)], { type: 'text/csv;charset=utf-8' }), testsCsvFileName());
}
