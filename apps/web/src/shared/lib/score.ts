import { russianNumberFormat } from './russian-number-format';

// The one format of every score, grade and average the portal shows (tests, interview, essay, lesson tests,
// practice): rounded to the nearest hundredth, as practice grades are given (step 0.01), without trailing zeros:
// 66.666… reads «66,67», 72.5 «72,5» and 100 «100». The statistics tables round the same way and keep their
// two fixed decimals (statistics/components/format.ts). Both languages write them as Russian does.

/** A score, grade or percent out of 100 as people read it: «66,67», «72,5», «70». */
export const formatScore = russianNumberFormat({ minimumFractionDigits: 0, maximumFractionDigits: 2 });
