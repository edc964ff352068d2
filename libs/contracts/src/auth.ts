import { z } from 'zod';
import { ROLES, type Role } from './roles';

export const loginSchema = z.object({
  username: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(150),
  password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(256),
});
export type LoginRequest = z.infer<typeof loginSchema>;

export const refreshSchema = z.object({
  refresh: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
});

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** Claims of an access token; `user_id` is what the original client reads. */
export interface AccessTokenClaims {
  token_type: 'access';
  user_id: number;
  role: Role;
  sid: string;
  jti: string;
}

export const roleResponseSchema = z.object({ role: z.enum(ROLES) });
export type RoleResponse = z.infer<typeof roleResponseSchema>;

/** `POST /token/` for an account with a second factor (or one that must enrol first): 401 with this body. */
export const MFA_CHALLENGE_CODES = ['mfa_required', 'mfa_setup_required'] as const;
export type MfaChallengeCode = (typeof MFA_CHALLENGE_CODES)[number];
export const mfaChallengeSchema = z.object({
  code: z.enum(MFA_CHALLENGE_CODES),
  /** A short-lived challenge for POST /token/mfa/ (and /token/mfa/setup/). */
  mfa_token: z.string(),
  detail: z.string(),
});
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;
/** How long a sign-in's second step may take. */
export const MFA_CHALLENGE_TTL_SECONDS = 300;
/** Wrong codes that end a challenge. */
export const MFA_MAX_ATTEMPTS = 5;
export const MFA_RECOVERY_CODE_COUNT = 10;

const mfaTokenField = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .max(2000);
/** A TOTP code (6 digits) or a recovery code (xxxxx-xxxxx), spaces ignored. */
export const mfaCodeField = z
  .string({ error: 'validation.required' })
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'validation.required', abort: true })
      .max(20, { error: 'mfa.code_format', abort: true })
      .regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, { error: 'mfa.code_format' }),
  );

export const mfaLoginSchema = z.object({ mfa_token: mfaTokenField, code: mfaCodeField });
export type MfaLoginRequest = z.input<typeof mfaLoginSchema>;
export const mfaSetupLoginSchema = z.object({ mfa_token: mfaTokenField });

/** A secret to enrol in an authenticator app: as text, as an otpauth:// address and as a QR code (SVG). */
export const mfaEnrolmentSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_svg: z.string(),
});
export type MfaEnrolment = z.infer<typeof mfaEnrolmentSchema>;

export const mfaCodeSchema = z.object({ code: mfaCodeField });
export type MfaCodeRequest = z.input<typeof mfaCodeSchema>;

/** Single-use recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** The second step's answer: the usual pair, and the recovery codes when it completed an enrolment. */
export const mfaTokenPairSchema = tokenPairSchema.extend({ recovery_codes: z.array(z.string()).optional() });
export type MfaTokenPair = z.infer<typeof mfaTokenPairSchema>;

/** POST /api/v1/password-reset/: a username or an e-mail; always 202. */
export const passwordResetRequestSchema = z.object({
  login: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(254, { error: 'validation.too_long' }),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The signed-in person's own account: whether a second factor is on, and whether their role needs one. */
export const mySecuritySchema = z.object({ mfa_enabled: z.boolean(), mfa_required: z.boolean() });
export type MySecurity = z.infer<typeof mySecuritySchema>;
