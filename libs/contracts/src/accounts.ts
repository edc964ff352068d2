import { z } from 'zod';
import { LANGUAGES } from './language';
import { MAIL_KINDS, type MailKind } from './mail';
import { pageQuerySchema } from './pagination';
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

/**
 * Where a mail is: `queued` (waiting for the worker), `sending`, `sent`, `retrying` (a temporary failure: SMTP
 * 4xx, a refused or dropped connection, a timeout; tried again at `next_attempt_at`), `failed` (a permanent
 * answer such as an unknown mailbox, or its attempts used up), or `logged` (no SMTP server is configured: the
 * mail is only in the log).
 */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'retrying', 'failed', 'logged'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The `error` of a mail that was `failed` unsent because its recipient's personal data was erased first. */
export const MAIL_ERASED_ERROR = 'recipient erased';

/**
 * A mail as admins read it in the mail log. `sent_via` is `smtp` once it went out, `log` otherwise (kept for
 * the clients written before `status`); `message_id` is the mail's stable Message-ID header.
 */
export const mailLogEntrySchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  email: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  kind: z.string(),
  language: z.enum(LANGUAGES),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  next_attempt_at: dateTimeText.nullable(),
  sent_at: dateTimeText.nullable(),
  message_id: z.string(),
  sent_via: z.enum(['smtp', 'log']),
  error: z.string().nullable(),
  created_at: dateTimeText,
});
export type MailLogEntryDto = z.infer<typeof mailLogEntrySchema>;

/** GET /api/v1/mail-log/: a page, filtered by state, kind, address or account. */
export const mailLogQuerySchema = pageQuerySchema.extend({
  status: z.enum(MAIL_STATUSES).optional(),
  kind: z.enum(MAIL_KINDS as [MailKind, ...MailKind[]]).optional(),
  /** Part of the address, any case. */
  email: z.string().trim().min(1).max(254).optional(),
  user_id: z.coerce.number().int().positive().optional(),
});
export type MailLogQuery = z.infer<typeof mailLogQuerySchema>;
