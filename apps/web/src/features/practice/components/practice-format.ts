import { normalizeLanguage, type PracticeCourseDto } from '@expert-portal/contracts';
import { localField } from '@/shared/lib/local-title';

/** A course's title in the interface language (Kazakh, or Russian for anything else). */
export function courseTitle(course: PracticeCourseDto, language: string): string {
  return (normalizeLanguage(language) === 'kk' && course.title_kk) || course.title;
}

/** A task's title in the interface language, as plain text (labels, dialog titles): Russian without Kazakh. */
export function taskTitle(task: { title: string; title_kk: string }, language: string): string {
  return localField(task.title, task.title_kk, language).text;
}
