import type { TFunction } from 'i18next';
import { ApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';

/**
 * The server's `detail`, else its `error`, else the default text (also when no tokens came back).
 * When no answer came at all (network, time-out) saying "wrong password" would mislead, so that says so.
 */
export function loginErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.kind !== 'http') return errorMessage(error, t);
  if (error instanceof ApiError) return error.detail ?? error.errorText ?? t('auth:login.error.default');
  return t('auth:login.error.default');
}
