import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Visible ASCII, 1–128 characters: what a proxy's or a client's id may be to be kept (no spaces). */
const ACCEPTABLE = /^[\x21-\x7e]{1,128}$/;

/** The request's id: the incoming X-Request-Id when it is acceptable, else a new UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given !== undefined && ACCEPTABLE.test(given) ? given : randomUUID();
}

/**
 * The id the request log gave a request (`req.id`, set by http-logger.ts: X-Request-Id kept or made), as the audit
 * tables keep it; null without a request or an id.
 */
export function requestIdOf(req: { id?: unknown } | undefined): string | null {
  const id = req?.id;
  return typeof id === 'string' ? id.slice(0, 128) : null;
}
