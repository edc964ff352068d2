import { russianNumberFormat } from './russian-number-format';

// The one format of every score, grade and average the portal shows (tests, interview, essay, lesson tests,
// practice): rounded to the nearest hundredth, as practice grades are given (step 0.01), without trailing zeros:
// 66.666… reads «66,67», 72.5 «72,5» and 100 «100». The statistics tables round the same way and keep their
// two fixed decimals (statistics/components/format.ts).
// Kazakh writes decimals with a comma as Russian does, and browsers often lack Kazakh number data (see
// dates.ts), so both languages format as Russian.
const formatRussian = russianNumberFormat({ minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** A score, grade or percent out of 100 as people read it: «66,67», «72,5», «70». */
export function formatScore(score: number): string {
  return formatRussian(score);
}
