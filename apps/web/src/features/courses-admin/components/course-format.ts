import { normalizeLanguage } from '@expert-portal/contracts';
import { ApiError } from '@/shared/api/api-error';

/** A course's title in the interface language (Kazakh or Russian), the other one when it is empty. */
export function courseTitle(course: { title: string; title_kk: string }, language: string): string {
  return normalizeLanguage(language) === 'kk'
    ? course.title_kk || course.title
    : course.title || course.title_kk;
}

/**
 * What a failure says after its prefix ('Не удалось создать урок: '): the body's detail, or its
 * field:message pairs joined by ' | '; null when the answer had neither.
 */
export function failureDetail(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.detail ?? error.errorText) return error.detail ?? error.errorText ?? null;
  const pairs = Object.entries(error.fieldErrors ?? {}).map(
    ([field, messages]) => `${field}: ${messages.join(', ')}`,
  );
  return pairs.length > 0 ? pairs.join(' | ') : null;
}
