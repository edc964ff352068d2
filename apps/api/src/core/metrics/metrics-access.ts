import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** The socket addresses of this host (IPv4, IPv6, and IPv4 as IPv6 on a dual-stack socket). */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a reverse proxy adds: a request carrying one came from elsewhere, through a proxy on this host. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

export interface MetricsRequest {
  socket: { remoteAddress?: string | undefined };
  headers: IncomingHttpHeaders;
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * Whether a request may read /metrics: one from this host (the socket's address, never X-Forwarded-For,
 * which anyone can send) that came through no proxy, or one with `Authorization: Bearer <METRICS_TOKEN>`
 * when a token is configured. Behind a reverse proxy on the same host every request arrives from loopback;
 * the proxy's forwarding headers tell them apart, and the token is the way in for a remote Prometheus.
 */
export function mayReadMetrics(req: MetricsRequest, token: string | undefined): boolean {
  const local =
    LOOPBACK.has(req.socket.remoteAddress ?? '') && PROXY_HEADERS.every((name) => !req.headers[name]);
  if (local) return true;
  if (!token) return false;
  const given = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  // Compared as digests: equal lengths, and no timing hint of how much of the token matched.
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}
