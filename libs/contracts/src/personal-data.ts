import { z } from 'zod';
import { pageQuerySchema } from './pagination';
import { calendarDateSchema, dateTimeText, MAX_INT32 } from './primitives';
import { ROLES } from './roles';

/**
 * What a read of someone's personal data returned: an application's card, a list of a person's documents or
 * one of them, a user's card (profile) or photo; one row per export (with its filter and how many people it
 * held), and one per page of a register (the expert register, the certificates), never one per person shown.
 */
export const DATA_ACCESS_KINDS = [
  'application_card',
  'document_list',
  'document_download',
  'profile',
  'photo',
  'export_row',
  'register_row',
] as const;
export type DataAccessKind = (typeof DATA_ACCESS_KINDS)[number];

const idFilter = z.coerce.number().int().min(1).max(MAX_INT32);

/**
 * GET /api/v1/personal-data-access/ (admins): by subject (a user: their account's reads and their
 * application's, from before the account), by actor, by kind and by period (whole days in Kazakhstan's time,
 * `to` included).
 */
export const dataAccessQuerySchema = pageQuerySchema.extend({
  subject: idFilter.optional(),
  actor: idFilter.optional(),
  what: z.enum(DATA_ACCESS_KINDS).optional(),
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
});
export type DataAccessQuery = z.infer<typeof dataAccessQuerySchema>;

const personSchema = z.object({
  id: z.number().int(),
  /** `#<id>` once the account is gone. */
  name: z.string(),
});

/** One read, as admins see it. */
export const dataAccessEntrySchema = z.object({
  id: z.number().int(),
  at: dateTimeText,
  what: z.enum(DATA_ACCESS_KINDS),
  actor: personSchema,
  /** The role the actor read in, at the time. */
  actor_role: z.enum(ROLES),
  /** Whose data: null for an export or a register page, or an application whose applicant has no account. */
  subject: personSchema.nullable(),
  application_id: z.number().int().nullable(),
  /** How many people an export or a register page held. */
  people: z.number().int().nullable(),
  ip: z.string().nullable(),
  request_id: z.string().nullable(),
  /** The file's field, the export's or register's name and its filter. */
  detail: z.record(z.string(), z.string()),
});
export type DataAccessEntryDto = z.infer<typeof dataAccessEntrySchema>;

/** GET /api/v1/users/me/data-access/: paging only. */
export const myDataAccessQuerySchema = pageQuerySchema;
export type MyDataAccessQuery = z.infer<typeof myDataAccessQuerySchema>;

/**
 * One read of the signed-in person's data, as they see it: when, what, and the reader's role; not the
 * reader's name (the portal answers for its staff as the ministry, and an admin gives names on a request).
 */
export const myDataAccessEntrySchema = z.object({
  id: z.number().int(),
  at: dateTimeText,
  what: z.enum(DATA_ACCESS_KINDS),
  actor_role: z.enum(ROLES),
});
export type MyDataAccessEntryDto = z.infer<typeof myDataAccessEntrySchema>;

/** POST /api/v1/users/me/erasure-request/: why, if the person says. */
export const erasureRequestCreateSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(1000, { error: 'validation.too_long' })
    .optional()
    .transform((value) => value || undefined),
});
export type ErasureRequestCreate = z.infer<typeof erasureRequestCreateSchema>;

export const ERASURE_STATUSES = ['pending', 'granted', 'refused'] as const;
export type ErasureStatus = (typeof ERASURE_STATUSES)[number];

/** What an erasure removes of a person (what the portal holds that has no other duty to stay). */
export const ERASABLE_DATA = [
  'profile',
  'contacts',
  'identity',
  'bank_account',
  'application_documents',
  'photo',
  'essays',
  'practice_files',
  'notifications',
  'mail_texts',
] as const;
export type ErasableData = (typeof ERASABLE_DATA)[number];

/**
 * What must stay, and why: an issued certificate (the state register keeps its holder's name and the
 * certificate), a decision in progress (a certificate order being signed: granting waits for it).
 */
export const KEPT_DATA = ['certificate', 'decision_in_progress'] as const;
export type KeptData = (typeof KEPT_DATA)[number];

/** One erasure request, as the person and admins see it. */
export const erasureRequestSchema = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string(), role: z.enum(ROLES) }),
  reason: z.string().nullable(),
  status: z.enum(ERASURE_STATUSES),
  created_at: dateTimeText,
  decided_at: dateTimeText.nullable(),
  decision_reason: z.string().nullable(),
  /** For a pending request: what granting it would erase, and what must be kept. */
  erasable: z.array(z.enum(ERASABLE_DATA)),
  kept: z.array(z.enum(KEPT_DATA)),
});
export type ErasureRequestDto = z.infer<typeof erasureRequestSchema>;

/** GET /api/v1/erasure-requests/: by status (pending first by default: all), paged. */
export const erasureRequestQuerySchema = pageQuerySchema.extend({
  status: z.enum(ERASURE_STATUSES).optional(),
});
export type ErasureRequestQuery = z.infer<typeof erasureRequestQuerySchema>;

/** POST /api/v1/erasure-requests/{id}/decide/: granted or refused, with the reason mailed to the person. */
export const erasureDecisionSchema = z.object({
  decision: z.enum(['granted', 'refused'], { error: 'validation.invalid' }),
  reason: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(1000, { error: 'validation.too_long' }),
});
export type ErasureDecision = z.infer<typeof erasureDecisionSchema>;
