import { HttpException } from '@nestjs/common';
import type { MessageKey } from '@expert-portal/contracts';

export type FieldErrors = Record<string, MessageKey[]>;

/**
 * An error a caller should read: a message key (answered as `{detail}`) or per-field keys (answered as
 * `{field: [messages]}`), translated into the request's language by the exception filter.
 */
export class AppException extends HttpException {
  constructor(
    status: number,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly fieldErrors?: FieldErrors,
    readonly headers: Record<string, string> = {},
    /** More fields for a `{detail}` answer, e.g. the current state of a 409. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(key, status);
  }

  static fields(fieldErrors: FieldErrors, status = 400): AppException {
    return new AppException(status, 'http.bad_request', {}, fieldErrors);
  }
}
