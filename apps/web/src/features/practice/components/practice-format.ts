import { normalizeLanguage, type PracticeCourseDto } from '@expert-portal/contracts';

/** A course's title in the interface language (Kazakh, or Russian for anything else). */
export function courseTitle(course: PracticeCourseDto, language: string): string {
  return (normalizeLanguage(language) === 'kk' && course.title_kk) || course.title;
}

// Practice grades keep hundredths (64,99 fails, 65 passes): shown with a comma in both languages, never rounded.
const GRADE_FORMAT = new Intl.NumberFormat('ru', { maximumFractionDigits: 2 });

/** A practice grade as people read it: «64,99», «65». */
export function formatPracticeGrade(grade: number): string {
  return GRADE_FORMAT.format(grade);
}
