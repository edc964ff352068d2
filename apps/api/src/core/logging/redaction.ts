/**
 * What is never written to a log: passwords, tokens, the IIN and the bank account (IIK), credentials in
 * headers, request bodies and file content. Logged objects are censored by these pino `redact` paths, at the
 * top level and two levels down; the request serializer logs no headers or body to begin with.
 */
const SECRET_KEYS = [
  'password',
  'new_password',
  'old_password',
  'current_password',
  'password_confirmation',
  'passwordHash',
  'password_hash',
  'token',
  'tokens',
  'access',
  'refresh',
  'access_token',
  'refresh_token',
  'secret',
  'iin',
  'iik',
  'authorization',
  'cookie',
  'set-cookie',
  // Request bodies and uploaded files (multer's buffer), and SQL parameters of a failed query.
  'body',
  'buffer',
  'file',
  'files',
  'content',
  'parameters',
] as const;

/** `key`, `*.key` and `*.*.key`, bracketed where the key is not an identifier. */
function pathsOf(key: string): string[] {
  const name = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  const nested = name.startsWith('[') ? name : `.${name}`;
  return [name, `*${nested}`, `*.*${nested}`];
}

export const REDACT_PATHS: readonly string[] = SECRET_KEYS.flatMap(pathsOf);

export const REDACTED = '[redacted]';
