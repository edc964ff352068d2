// Scores may be fractional (8 of 15 answers is 53.33): one decimal place, never rounded up to a pass mark.
// Kazakh writes decimals with a comma as Russian does, and browsers often lack Kazakh number data (see
// dates.ts), so both languages format as Russian.
const SCORE_FORMAT = new Intl.NumberFormat('ru', { maximumFractionDigits: 1, roundingMode: 'trunc' });

/** A score or grade out of 100 as people read it: «53,3», «70». */
export function formatScore(score: number): string {
  return SCORE_FORMAT.format(score);
}

// A practice grade keeps hundredths (64,99 fails, 65 passes): shown with exactly two decimals.
const GRADE_FORMAT = new Intl.NumberFormat('ru', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A grade given with hundredths, as the grader typed it: «64,99», «65,00». */
export function formatGrade(grade: number): string {
  return GRADE_FORMAT.format(grade);
}
