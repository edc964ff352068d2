import { russianNumberFormat } from '@/shared/lib/russian-number-format';

// Both languages write figures as Russian does: «85,50 %», «-0,25».
const twoDecimals = russianNumberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** What a figure shows when there is none (no results of a stage, no attempts). */
export const NO_VALUE = '—';

/** A percent (0–100) with two decimals: «85,50 %»; «—» for none. */
export function formatPercent(value: number | null): string {
  return value === null ? NO_VALUE : `${twoDecimals(value)}\u00a0%`;
}

/** A share (0–1) as a percent with two decimals: 0.8333 → «83,33 %»; «—» for none. */
export function formatShare(value: number | null): string {
  return value === null ? NO_VALUE : formatPercent(value * 100);
}

/** A coefficient (a correlation, a reliability) with two decimals: «0,61», «-0,25»; «—» for none. */
export function formatCoefficient(value: number | null): string {
  return value === null ? NO_VALUE : twoDecimals(value);
}

/** The number part of a percent for a CSV cell, without the sign: «85,50». */
export function formatPercentNumber(value: number): string {
  return twoDecimals(value);
}
