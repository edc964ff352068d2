import { z } from 'zod';
import { pageQuerySchema } from './pagination';
import { calendarDateSchema, dateTimeText, isCleanText, MAX_INT32 } from './primitives';
import { BACK_OFFICE_ROLES, ROLES } from './roles';

/**
 * An account's status: `active`; `invited` (no password chosen yet); `locked` (after failed logins, until
 * the lock ends or an admin unlocks it); `deactivated` (by an admin, with a reason).
 */
export const ACCOUNT_STATUSES = ['active', 'invited', 'locked', 'deactivated'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

const cleanText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(max, { error: 'validation.too_long', abort: true })
    .refine(isCleanText, { error: 'validation.control_chars' });

/** GET /api/v1/accounts/: filters of the accounts list. */
export const accountListQuerySchema = pageQuerySchema.extend({
  role: z.enum(ROLES).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  search: z.string().trim().max(100, { error: 'validation.too_long' }).refine(isCleanText).optional(),
});
export type AccountListQuery = z.infer<typeof accountListQuerySchema>;

/** An account as the accounts screen lists it. */
export const accountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  /** A demo seed's account (refused at login in production). */
  demo: z.boolean(),
  mfa_enabled: z.boolean(),
  last_login_at: dateTimeText.nullable(),
  created_at: dateTimeText,
  deactivated_at: dateTimeText.nullable(),
  deactivation_reason: z.string().nullable(),
  /** Until when failed logins lock it (status `locked`). */
  locked_until: dateTimeText.nullable(),
});
export type AccountDto = z.infer<typeof accountSchema>;

const emailField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(254, { error: 'validation.too_long', abort: true })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'registration.email' })
  .transform((email) => email.toLowerCase());

/** POST /api/v1/accounts/: a back-office account; its username is the e-mail unless one is given. */
export const accountCreateSchema = z.object({
  name: cleanText(300),
  email: emailField,
  role: z.enum(BACK_OFFICE_ROLES, { error: 'accounts.role_back_office' }),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{10,20}$/, { error: 'registration.phone' })
    .nullish()
    .or(z.literal('').transform(() => null)),
  username: z
    .string()
    .trim()
    .min(3, { error: 'validation.too_short' })
    .max(150, { error: 'validation.too_long' })
    .regex(/^[\p{L}\p{N}._@+-]+$/u, { error: 'accounts.username_chars' })
    .optional(),
});
export type AccountCreateRequest = z.input<typeof accountCreateSchema>;

/** PATCH /api/v1/accounts/{id}/: a back-office account's new role. */
export const accountPatchSchema = z.object({
  role: z.enum(BACK_OFFICE_ROLES, { error: 'accounts.role_back_office' }),
});
export type AccountPatchRequest = z.infer<typeof accountPatchSchema>;

/** Deactivation and reactivation: why. */
export const accountReasonSchema = z.object({ reason: cleanText(500) });
export type AccountReasonRequest = z.infer<typeof accountReasonSchema>;

/** Reactivation: the reason is optional. */
export const accountReactivateSchema = z.object({ reason: cleanText(500).optional() });

/** The vocabulary of the audit trail: account actions, then sign-in outcomes. */
export const AUDIT_ACTIONS = [
  'account_created',
  'invitation_sent',
  'invitation_resent',
  'role_changed',
  'account_deactivated',
  'account_reactivated',
  'account_locked',
  'account_unlocked',
  'password_set',
  'password_reset_requested',
  'password_reset',
  'password_changed',
  'mfa_enrolled',
  'mfa_disabled',
  'mfa_reset',
  'personal_data_erased',
  'login_succeeded',
  'login_failed',
  'login_unknown',
  'login_locked',
  'login_deactivated',
  'mfa_failed',
  'logout',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const idFilter = z.coerce.number().int().min(1).max(MAX_INT32);

/** GET /api/v1/audit-log/: filters (dates are whole days, `to` included). */
export const auditLogQuerySchema = pageQuerySchema.extend({
  actor: idFilter.optional(),
  subject: idFilter.optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

const auditPersonSchema = z.object({ id: z.number().int(), name: z.string(), role: z.enum(ROLES) });

/** One audit entry; never a password, token, code or IIN. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: dateTimeText,
  action: z.enum(AUDIT_ACTIONS),
  /** Who did it: null for the system, the command line or someone not signed in. */
  actor: auditPersonSchema.nullable(),
  /** Whose account: null for a sign-in with an unknown login. */
  subject: auditPersonSchema.nullable(),
  ip: z.string().nullable(),
  request_id: z.string().nullable(),
  /** What else the entry says: roles before and after, a reason, `via: "cli"`, how a login failed. */
  detail: z.record(z.string(), z.string()),
});
export type AuditEntryDto = z.infer<typeof auditEntrySchema>;
