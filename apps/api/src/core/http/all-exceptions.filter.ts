import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { translate, type Language, type MessageKey } from '@expert-portal/contracts';
import type { Request, Response } from 'express';
import { requestLanguage } from '../i18n/request-language';
import { AppException } from './app-exception';

const KEY_BY_STATUS: Partial<Record<number, MessageKey>> = {
  400: 'http.bad_request',
  401: 'auth.not_authenticated',
  403: 'auth.forbidden',
  404: 'http.not_found',
  409: 'http.conflict',
  413: 'http.too_large',
  503: 'http.unavailable',
};

/** The body of an AppException: `{field: [messages]}` or `{detail, ...extra}`, in the given language. */
export function appExceptionBody(exception: AppException, language: Language): Record<string, unknown> {
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

// PostgreSQL's connection failures: the server restarting or shutting down, or no connection at all.
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT']);

/**
 * Failures with an answer of their own: a body too large or not JSON (body-parser's `type`), and the
 * database unreachable for a moment (503 with Retry-After), which must not read as the server's fault.
 */
function knownFailure(exception: unknown): { status: number; key: MessageKey } | null {
  const failure = exception as { type?: unknown; code?: unknown; driverError?: { code?: unknown } } | null;
  if (failure?.type === 'entity.too.large') return { status: 413, key: 'http.body_too_large' };
  if (failure?.type === 'entity.parse.failed') return { status: 400, key: 'http.bad_json' };
  const code = String(failure?.driverError?.code ?? failure?.code ?? '');
  if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return { status: 503, key: 'http.unavailable' };
  return null;
}

/** Answers every error in the shapes of ARCHITECTURE §3, in the request's language. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const req = host.switchToHttp().getRequest<Request>();
    const res = host.switchToHttp().getResponse<Response>();
    const language = requestLanguage(req);

    if (exception instanceof AppException) {
      for (const [name, value] of Object.entries(exception.headers)) res.setHeader(name, value);
      res.status(exception.getStatus()).json(appExceptionBody(exception, language));
      return;
    }

    const known = knownFailure(exception);
    if (known) {
      if (known.status === 503) res.setHeader('Retry-After', '2');
      res.status(known.status).json({ detail: translate(language, known.key) });
      return;
    }

    // Errors of the platform itself (unknown route, multer limits).
    const status = exception instanceof HttpException ? exception.getStatus() : this.statusOf(exception);
    if (status >= 500) {
      this.logger.error(
        `${req.method} ${req.originalUrl}`,
        exception instanceof Error ? exception.stack : exception,
      );
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
