import { z } from 'zod';
import { LANGUAGES } from './language';
import { newPasswordSchema, type NewPasswordRequest } from './passwords';
import { dateTimeText } from './primitives';

/** How long a password-setup link stays valid after the account is created or the link is resent. */
export const PASSWORD_SETUP_TTL_HOURS = 72;
/** How long a password-reset link stays valid. */
export const PASSWORD_RESET_TTL_HOURS = 1;

/** The set-password form: the new password twice (the rules of passwords.ts). */
export const passwordSetupSchema = newPasswordSchema;
export type PasswordSetupRequest = NewPasswordRequest;

/** What a valid link shows before the password is set. */
export const passwordSetupInfoSchema = z.object({ username: z.string(), name: z.string() });
export type PasswordSetupInfo = z.infer<typeof passwordSetupInfoSchema>;

/** Why a link answers 410 (`{detail, code}`): already used, or past its 72 hours. */
export type PasswordSetupGoneCode = 'used' | 'expired';

/** A mail as admins read it in the mail log; `sent_via` is `smtp` when it went out, `log` otherwise. */
export const mailLogEntrySchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  email: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  kind: z.string(),
  language: z.enum(LANGUAGES),
  sent_via: z.enum(['smtp', 'log']),
  error: z.string().nullable(),
  created_at: dateTimeText,
});
export type MailLogEntryDto = z.infer<typeof mailLogEntrySchema>;
