import type { TFunction } from 'i18next';
import { ApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';

/** A failed load: 401 → the session expired, 403 → 'Доступ запрещён...', else the load failure text. */
export function loadErrorMessage(error: unknown, t: TFunction, fallbackKey: string): string {
  if (error instanceof ApiError && error.kind === 'http') {
    if (error.status === 401) return t('applications:error.sessionExpired');
    if (error.status === 403) return t('applications:error.forbidden');
    return t(fallbackKey);
  }
  return errorMessage(error, t);
}

/**
 * A failed action: the server's own words (a signing 403 answers 'Недостаточно прав для подписания.',
 * a missing reason names the rule), else the action's failure text.
 */
export function actionErrorMessage(error: unknown, t: TFunction, fallbackKey: string): string {
  if (!(error instanceof ApiError)) return t(fallbackKey);
  if (error.kind !== 'http') return errorMessage(error, t);
  if (error.status === 401) return t('applications:error.sessionExpired');
  if (error.status === 403) return error.detail ?? t('applications:error.signForbidden');
  const fieldMessage = error.fieldErrors ? Object.values(error.fieldErrors)[0]?.[0] : undefined;
  return error.detail ?? error.errorText ?? fieldMessage ?? t(fallbackKey);
}
