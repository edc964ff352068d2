import { normalizeLanguage, type PracticeCourseDto } from '@expert-portal/contracts';

/** A course's title in the interface language (Kazakh, or Russian for anything else). */
export function courseTitle(course: PracticeCourseDto, language: string): string {
  return (normalizeLanguage(language) === 'kk' && course.title_kk) || course.title;
}
