import type { TFunction } from 'i18next';

const UNITS = ['b', 'kb', 'mb', 'gb'] as const;

/** A file size in Б, КБ, МБ or ГБ (spec §9), with one decimal above bytes, in the language's digits. */
export function formatFileSize(bytes: number, t: TFunction, language: string): string {
  let unit = 0;
  let value = bytes;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  return t(`common:size.${UNITS[unit]}`, { value: number });
}
