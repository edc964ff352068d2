// The one format of every score, grade, average and percent the portal shows (tests, interview, essay, lesson
// tests, practice, statistics): two decimals, rounded to the nearest hundredth, as the spec gives percent
// values and practice grades (step 0.01): 66.666… reads «66,67» everywhere, and in exports too.
// Kazakh writes decimals with a comma as Russian does, and browsers often lack Kazakh number data (see
// dates.ts), so both languages format as Russian.
const SCORE_FORMAT = new Intl.NumberFormat('ru', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A score, grade or percent out of 100 as people read it: «66,67», «70,00». */
export function formatScore(score: number): string {
  return SCORE_FORMAT.format(score);
}
