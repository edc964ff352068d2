import { z } from 'zod';
import { LANGUAGES } from './language';
import { dateTimeText } from './primitives';

/** A password chosen on the set-password page is at least this long. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** How long a password-setup link stays valid after the account is created. */
export const PASSWORD_SETUP_TTL_HOURS = 72;

const passwordField = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required', abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: 'password_setup.too_short' })
  .max(PASSWORD_MAX_LENGTH, { error: 'validation.too_long' });

/** The set-password form: the new password twice. */
export const passwordSetupSchema = z
  .object({
    password: passwordField,
    password_confirm: z
      .string({ error: 'validation.required' })
      .min(1, { error: 'validation.required', abort: true }),
  })
  .refine((form) => form.password === form.password_confirm, {
    error: 'password_setup.mismatch',
    path: ['password_confirm'],
    // Compared only once the password itself is acceptable and a confirmation was typed.
    when: ({ value }) => {
      const form = value as { password?: unknown; password_confirm?: unknown };
      return passwordField.safeParse(form.password).success && !!form.password_confirm;
    },
  });
export type PasswordSetupRequest = z.infer<typeof passwordSetupSchema>;

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
