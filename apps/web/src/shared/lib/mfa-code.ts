/**
 * What a second-factor field takes: the 6 digits of an authenticator app, a recovery code (`abcde-fghjk`), or
 * either. The API's rule is contracts' `mfaCodeField` (spaces ignored, the dash optional); these mirror it so
 * the forms know when a code is complete without loading zod.
 */
export type MfaCodeKind = 'app' | 'recovery' | 'any';

const APP_CODE = /^\d{6}$/;
const RECOVERY_CODE = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;

/** The code as sent: without the spaces people type or paste between groups. */
export function normalizeMfaCode(raw: string): string {
  return raw.replace(/\s+/g, '');
}

export function isCompleteMfaCode(raw: string, kind: MfaCodeKind): boolean {
  const code = normalizeMfaCode(raw);
  if (kind === 'app') return APP_CODE.test(code);
  if (kind === 'recovery') return RECOVERY_CODE.test(code);
  return APP_CODE.test(code) || RECOVERY_CODE.test(code);
}
