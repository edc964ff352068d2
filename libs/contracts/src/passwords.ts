import { z } from 'zod';
import type { MessageKey } from './i18n/messages';

/**
 * Password rules of OWASP ASVS 5.0 V6.2 for every new password (set, reset, change, the CLI): at least 12
 * and at most 128 characters, any Unicode and spaces, no composition rules; not one of the 10,000 most
 * common passwords, and not containing the username, the IIN or the person's name. Passwords set before
 * these rules keep working: only a new password is checked.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
/** How many of a ranked common-password list a password may not be among. */
export const COMMON_PASSWORDS_CHECKED = 10_000;

/** Length in characters as a person counts them (code points), not UTF-16 units. */
export function passwordLength(password: string): number {
  return [...password].length;
}

/** A new password's field: present, then 12–128 characters. */
export const newPasswordField = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required', abort: true })
  .refine((value) => passwordLength(value) >= PASSWORD_MIN_LENGTH, {
    error: 'password.too_short',
    abort: true,
  })
  .refine((value) => passwordLength(value) <= PASSWORD_MAX_LENGTH, { error: 'password.too_long' });

/** Whom a password belongs to: a password may contain none of these. */
export interface PasswordOwner {
  username?: string | null;
  iin?: string | null;
  name?: string | null;
  email?: string | null;
}

// Parts shorter than this (initials, short words of a name) would refuse too much.
const MIN_PERSONAL_PART = 3;

function personalParts(owner: PasswordOwner): string[] {
  const parts = [owner.username, owner.iin, owner.email?.split('@')[0]];
  for (const word of (owner.name ?? '').split(/[\s\-.]+/)) parts.push(word);
  return parts
    .map((part) => (part ?? '').trim().toLowerCase())
    .filter((part) => [...part].length >= MIN_PERSONAL_PART);
}

/**
 * What is wrong with a new password beyond its length, or null. `isCommon` answers for the lower-cased
 * password whether it is among the most common ones (the API's list; the web app's meter loads the same).
 */
export function passwordProblem(
  password: string,
  owner: PasswordOwner,
  isCommon: (lowerCased: string) => boolean,
): MessageKey | null {
  const lower = password.toLowerCase();
  if (isCommon(lower) || isCommon(lower.trim())) return 'password.common';
  if (personalParts(owner).some((part) => lower.includes(part))) return 'password.personal';
  return null;
}

const confirmField = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required', abort: true });

// The repetition is compared only once the password itself is acceptable and a repetition was typed.
const sameTwice: [
  (form: { password: string; password_confirm: string }) => boolean,
  { error: string; path: string[]; when: (payload: { value: unknown }) => boolean },
] = [
  (form) => form.password === form.password_confirm,
  {
    error: 'password.mismatch',
    path: ['password_confirm'],
    when: ({ value }: { value: unknown }) => {
      const form = value as { password?: unknown; password_confirm?: unknown };
      return newPasswordField.safeParse(form.password).success && !!form.password_confirm;
    },
  },
];

/** The set-password and reset forms: the new password twice. */
export const newPasswordSchema = z
  .object({ password: newPasswordField, password_confirm: confirmField })
  .refine(...sameTwice);
export type NewPasswordRequest = z.infer<typeof newPasswordSchema>;

/** Change my password: the current one, then the new one twice. */
export const passwordChangeSchema = z
  .object({
    current_password: z
      .string({ error: 'validation.required' })
      .min(1, { error: 'validation.required' })
      .max(256, { error: 'validation.too_long' }),
    password: newPasswordField,
    password_confirm: confirmField,
  })
  .refine(...sameTwice);
export type PasswordChangeRequest = z.infer<typeof passwordChangeSchema>;
