import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Visible ASCII, 1–128 characters: what a proxy's or a client's id may be to be kept (no spaces). */
const ACCEPTABLE = /^[\x21-\x7e]{1,128}$/;

/** The request's id: the incoming X-Request-Id when it is acceptable, else a new UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given !== undefined && ACCEPTABLE.test(given) ? given : randomUUID();
}
