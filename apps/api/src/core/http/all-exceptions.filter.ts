import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { translate, type Language, type MessageKey } from '@expert-portal/contracts';
import type { Request, Response } from 'express';
import { requestLanguage } from '../i18n/request-language';
import { loggedPath } from '../logging/http-logger';
import { isRedisUnavailable } from '../redis/redis-unavailable';
import { WorkflowError, type WorkflowErrorCode, type WorkflowErrorDetails } from '../workflow/workflow-error';
import { AppException, type FieldErrors } from './app-exception';

const KEY_BY_STATUS: Partial<Record<number, MessageKey>> = {
  400: 'http.bad_request',
  401: 'auth.not_authenticated',
  403: 'auth.forbidden',
  404: 'http.not_found',
  409: 'http.conflict',
  413: 'http.too_large',
  503: 'http.unavailable',
};

/** What an answer the API explains itself is made of: a message key with its params, or per-field keys. */
type AnswerParts = Pick<AppException, 'key' | 'params' | 'fieldErrors' | 'extra'>;

/**
 * The body of an AppException (or of a workflow refusal's answer): `{field: [messages]}` or
 * `{detail, ...extra}`, in the given language.
 */
export function appExceptionBody(exception: AnswerParts, language: Language): Record<string, unknown> {
  if (exception.fieldErrors) {
    return Object.fromEntries(
      Object.entries(exception.fieldErrors).map(([field, keys]) => [
        field,
        keys.map((key) => translate(language, key, exception.params)),
      ]),
    );
  }
  return { detail: translate(language, exception.key, exception.params), ...exception.extra };
}

/** How a workflow refusal answers over HTTP. */
export interface WorkflowErrorAnswer {
  status: number;
  key: MessageKey;
  params: Record<string, string | number>;
  fieldErrors?: FieldErrors;
  extra: Record<string, unknown>;
}

/**
 * The HTTP answer of each workflow error code: the statuses and bodies the API has always given (a 409
 * carries the current state, so a screen can refresh without another call).
 */
export function workflowErrorAnswer(
  code: WorkflowErrorCode,
  details: WorkflowErrorDetails,
): WorkflowErrorAnswer {
  switch (code) {
    case 'not_found':
      return { status: 404, key: 'http.not_found', params: {}, extra: {} };
    case 'forbidden':
      return { status: 403, key: 'auth.forbidden', params: {}, extra: {} };
    case 'invalid_event':
      return {
        status: 400,
        key: 'http.bad_request',
        params: {},
        fieldErrors: details.fieldErrors ?? {},
        extra: {},
      };
    case 'not_allowed':
      return {
        status: 409,
        key: 'workflow.event_not_allowed',
        params: { event: details.event ?? '' },
        extra: { state: details.state, state_path: details.statePath },
      };
    case 'idempotency_conflict':
      return { status: 422, key: 'workflow.idempotency_key_reused', params: {}, extra: {} };
  }
}

/** The HTTP answer of an error the API explains itself. */
export interface ErrorAnswer {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

/**
 * How an error the API explains itself answers, in the given language: an AppException as it says, a
 * workflow refusal by its code (`workflowErrorAnswer`); null for anything else. The filter answers with it,
 * and bulk calls build each item's result with it, so an item fails exactly as a single call would.
 */
export function errorAnswer(error: unknown, language: Language): ErrorAnswer | null {
  if (error instanceof AppException) {
    return { status: error.getStatus(), body: appExceptionBody(error, language), headers: error.headers };
  }
  if (error instanceof WorkflowError) {
    const answer = workflowErrorAnswer(error.code, error.details);
    return { status: answer.status, body: appExceptionBody(answer, language), headers: {} };
  }
  return null;
}

// PostgreSQL's connection failures: the server restarting or shutting down, or no connection at all.
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT']);
// The same failures where node-postgres, its pool or TypeORM give no code: a connection dropped mid-query,
// a pooled client found dead, no free connection in time, the data source not connected (yet or any more).
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error/,
  /^Client was closed and is not queryable/,
  /^timeout exceeded when trying to connect/,
];
const UNAVAILABLE_ERRORS = new Set(['CannotExecuteNotConnectedError', 'ConnectionIsNotSetError']);

function unavailable(
  failure: { code?: unknown; name?: unknown; message?: unknown } | undefined | null,
): boolean {
  const code = String(failure?.code ?? '');
  if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true;
  if (UNAVAILABLE_ERRORS.has(String(failure?.name ?? ''))) return true;
  const message = typeof failure?.message === 'string' ? failure.message : '';
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

// PostgreSQL refusing a value of the request: a number beyond its column's range (22003), text that is no
// number, date or uuid (22P02). Validation bounds what it can; one that still gets through is the request's
// fault, not the server's.
const BAD_VALUE_CODES = new Set(['22003', '22P02']);

function badValue(failure: { code?: unknown; driverError?: { code?: unknown } } | null): boolean {
  return BAD_VALUE_CODES.has(String(failure?.driverError?.code ?? failure?.code ?? ''));
}

/**
 * Failures with an answer of their own: a body too large or not JSON (body-parser's `type`), and the
 * database unreachable for a moment (503 with Retry-After), which must not read as the server's fault.
 */
function knownFailure(exception: unknown): { status: number; key: MessageKey } | null {
  const failure = exception as {
    type?: unknown;
    code?: unknown;
    name?: unknown;
    message?: unknown;
    driverError?: { code?: unknown; message?: unknown };
  } | null;
  if (failure?.type === 'entity.too.large') return { status: 413, key: 'http.body_too_large' };
  if (failure?.type === 'entity.parse.failed') return { status: 400, key: 'http.bad_json' };
  if (unavailable(failure?.driverError ?? failure)) return { status: 503, key: 'http.unavailable' };
  // Redis unreachable where a caller did not say so itself (a queue's enqueue, a publish): 503 too.
  if (isRedisUnavailable(exception)) return { status: 503, key: 'http.unavailable' };
  if (badValue(failure)) return { status: 400, key: 'http.bad_request' };
  return null;
}

/** Answers every error in the two shapes of docs/ARCHITECTURE.md ("API layout"), in the request's language. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const req = host.switchToHttp().getRequest<Request>();
    const res = host.switchToHttp().getResponse<Response>();
    const language = requestLanguage(req);

    const explained = errorAnswer(exception, language);
    if (explained) {
      for (const [name, value] of Object.entries(explained.headers)) res.setHeader(name, value);
      res.status(explained.status).json(explained.body);
      return;
    }

    const known = knownFailure(exception);
    if (known) {
      if (known.status === 503) res.setHeader('Retry-After', '2');
      if (known.key === 'http.bad_request') {
        // Worth a look (a bound validation missed), but no failure of the server. PostgreSQL's message quotes
        // the value it refused: only its code is logged.
        const failure = exception as { code?: unknown; driverError?: { code?: unknown } };
        this.logger.warn({
          msg: `${req.method} ${loggedPath(req.originalUrl)} refused by the database`,
          requestId: req.id ?? null,
          sqlState: String(failure.driverError?.code ?? failure.code ?? ''),
        });
      }
      res.status(known.status).json({ detail: translate(language, known.key) });
      return;
    }

    // Errors of the platform itself (unknown route, multer limits).
    const status = exception instanceof HttpException ? exception.getStatus() : this.statusOf(exception);
    if (status >= 500) {
      // The path without its query or one-time token, and the stack (its message and frames): no request body,
      // no statement parameters, no PostgreSQL `detail` (which quotes the row).
      this.logger.error({
        msg: `${req.method} ${loggedPath(req.originalUrl)} failed`,
        requestId: req.id ?? null,
        stack: exception instanceof Error ? exception.stack : String(exception),
      });
    }
    const key = KEY_BY_STATUS[status] ?? (status >= 500 ? 'http.server_error' : 'http.bad_request');
    res.status(status).json({ detail: translate(language, key) });
  }

  private statusOf(exception: unknown): number {
    const status = (exception as { status?: unknown; statusCode?: unknown } | null)?.status;
    if (typeof status === 'number' && status >= 400 && status < 600) return status;
    return HttpStatus.INTERNAL_SERVER_ERROR;
  }
}
