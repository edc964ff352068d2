import type { TFunction } from 'i18next';
import { russianNumberFormat } from './russian-number-format';

const UNITS = ['b', 'kb', 'mb', 'gb'] as const;

// Both languages write the number as Russian does: «1,1 КБ».
const formatBytes = russianNumberFormat({ maximumFractionDigits: 0 });
const formatAboveBytes = russianNumberFormat({ maximumFractionDigits: 1 });

/** A file size in Б, КБ, МБ or ГБ, with one decimal above bytes: «1,1 КБ». */
export function formatFileSize(bytes: number, t: TFunction): string {
  let unit = 0;
  let value = bytes;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = (unit === 0 ? formatBytes : formatAboveBytes)(value);
  return t(`common:size.${UNITS[unit]}`, { value: number });
}
