import { HttpException } from '@nestjs/common';
import type { MessageKey } from '@expert-portal/contracts';

export type FieldErrors = Record<string, MessageKey[]>;

/** What an AppException may carry besides its status and message key; each part is optional. */
export interface AppExceptionOptions {
  /** Values for the message's placeholders (`{users}`, `{max}`), in the `{detail}` and in field messages. */
  params?: Record<string, string | number>;
  /** Message keys per field: the answer is `{field: [messages]}` instead of `{detail}`. */
  fieldErrors?: FieldErrors;
  /** Response headers, e.g. `Retry-After` of a 429 or 503. */
  headers?: Record<string, string>;
  /** More fields for a `{detail}` answer, e.g. the current state of a 409. */
  extra?: Record<string, unknown>;
}

/**
 * An error a caller should read: a message key (answered as `{detail}`) or per-field keys (answered as
 * `{field: [messages]}`), translated into the request's language by the exception filter.
 */
export class AppException extends HttpException {
  readonly params: Record<string, string | number>;
  readonly fieldErrors?: FieldErrors;
  readonly headers: Record<string, string>;
  readonly extra: Record<string, unknown>;

  constructor(
    status: number,
    readonly key: MessageKey,
    options: AppExceptionOptions = {},
  ) {
    super(key, status);
    this.params = options.params ?? {};
    this.fieldErrors = options.fieldErrors;
    this.headers = options.headers ?? {};
    this.extra = options.extra ?? {};
  }

  static fields(fieldErrors: FieldErrors, status = 400): AppException {
    return new AppException(status, 'http.bad_request', { fieldErrors });
  }
}
