import { Buffer } from 'node:buffer';

function base64Url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An unsigned token shaped like the API's; the client only decodes its payload. */
export function makeAccessToken(userId: number, extra: Record<string, unknown> = {}): string {
  const payload = { token_type: 'access', user_id: userId, jti: `jti-${userId}-${Math.random()}`, ...extra };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}
