/**
 * Redis channel on which a revoked login's id is announced, so that every API process ends that login's open
 * notification streams at once instead of at their next check.
 */
export function sessionRevokedChannel(prefix: string): string {
  return `${prefix}:session-revoked`;
}
