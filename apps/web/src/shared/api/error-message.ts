import type { TFunction } from 'i18next';
import { ApiError } from './api-error';

// Generic server messages (contracts' `errors` namespace) for answers that carry no text of their own.
function statusMessageKey(status: number): string {
  if (status === 401) return 'errors:auth.not_authenticated';
  if (status === 403) return 'errors:auth.forbidden';
  if (status === 404) return 'errors:http.not_found';
  if (status === 409) return 'errors:http.conflict';
  if (status === 413) return 'errors:http.too_large';
  if (status === 503) return 'errors:http.unavailable';
  if (status >= 500) return 'errors:http.server_error';
  return 'errors:http.bad_request';
}

/** The text to show for a failed call: the server's own words first, then a message for the failure. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('common:error.unexpected');
  if (error.kind === 'timeout') return t('common:error.timeout');
  if (error.kind === 'network') return t('common:error.network');
  const firstFieldMessage = error.fieldErrors ? Object.values(error.fieldErrors)[0]?.[0] : undefined;
  return error.detail ?? error.errorText ?? firstFieldMessage ?? t(statusMessageKey(error.status));
}
