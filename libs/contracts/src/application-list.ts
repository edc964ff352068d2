import { z } from 'zod';
import { APPLICATION_STATUSES, type ApplicationStatus } from './applications';
import { MAX_PAGE } from './pagination';
import { calendarDateSchema, MAX_INT32 } from './primitives';

/** Page sizes of the application lists (spec §9); the default is 20. */
export const APPLICATION_PAGE_SIZES = [10, 20, 50, 100] as const;

const booleanParam = z
  .enum(['true', 'false', '1', '0', 'True', 'False'])
  .transform((value) => value === 'true' || value === '1' || value === 'True');

/** The staff decision on an application: signed, refused, or none yet. */
export const APPROBATION_DECISIONS = ['approved', 'rejected', 'pending'] as const;

/** GET /api/v1/applications/ query (spec §7); `pageSize` is accepted as an alias of `page_size`. */
export const applicationListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
    page_size: z.coerce
      .number()
      .int()
      .refine((size) => (APPLICATION_PAGE_SIZES as readonly number[]).includes(size), {
        error: 'validation.invalid',
      })
      .optional(),
    pageSize: z.coerce.number().int().optional(),
    status: z.enum(APPLICATION_STATUSES).optional(),
    awaiting: z.enum(['staff', 'deputy']).optional(),
    approved: booleanParam.optional(),
    signed_by_staff: booleanParam.optional(),
    level: z.string().trim().max(200).optional(),
    education_level__name: z.string().trim().max(200).optional(),
    approbations__decision: z.enum(APPROBATION_DECISIONS).optional(),
    search: z.string().max(200).optional(),
    subject__name__icontains: z.string().trim().max(200).optional(),
    has_academic_degree_certificate: booleanParam.optional(),
    created_at_after: calendarDateSchema.optional(),
    created_at_before: calendarDateSchema.optional(),
    phone: z.string().max(30).optional(),
  })
  .transform(({ pageSize, page_size, ...query }, ctx) => {
    const size = page_size ?? pageSize ?? 20;
    if (!(APPLICATION_PAGE_SIZES as readonly number[]).includes(size)) {
      ctx.addIssue({ code: 'custom', path: ['page_size'], message: 'validation.invalid' });
      return z.NEVER;
    }
    return { ...query, page_size: size };
  });
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

/**
 * The phone filter as a prefix of the stored 10 digits. The client sends the number as typed in
 * +7 (xxx) xxx-xx-xx, so its first digit is the country code: a leading 8 is read as 7 and dropped. Only a
 * bare 10-digit number (no '+', no leading 8) is taken as the stored digits themselves. Null when fewer
 * than 3 digits remain (spec §5: the filter is sent only then).
 */
export function phoneFilterPrefix(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  const bare = digits.length === 10 && !raw.trim().startsWith('+') && !digits.startsWith('8');
  const national = bare ? digits : /^[78]/.test(digits) ? digits.slice(1) : digits;
  const prefix = national.slice(0, 10);
  return digits.length >= 3 && prefix ? prefix : null;
}

/** A name of a reference list item in the request's language, with both names. */
export interface ApplicationReferenceDto {
  id: number;
  name: string;
  name_ru: string;
  name_kk: string;
}

/** A stored document of an application; `url` downloads it (bearer token required). */
export interface ApplicationFileDto {
  field: string;
  name: string;
  mime: string;
  size: number;
  url: string;
}

/** One decision on an application: staff sign/refuse, then the deputy's approve/reject. */
export interface ApprobationDto {
  by: 'staff' | 'deputy';
  decision: 'approved' | 'rejected';
  user_id: number | null;
  at: string;
}

/** An application as the back office lists it (spec §3). */
export interface ApplicationDto {
  id: number;
  /** The account created on approval, if any. */
  user: number | null;
  name: string;
  email: string;
  /** +7 and 10 digits. */
  phone: string;
  id_number: string;
  iin: string;
  iik: string;
  bank: string;
  address: string;
  workplace: string;
  academic_status: boolean;
  status: ApplicationStatus;
  awaiting: 'staff' | 'deputy' | null;
  approved: boolean;
  approved_role: 'user' | 'direct_enroll' | null;
  signed_by_staff: boolean;
  staff_signed: boolean;
  signed_by_staff_at: string | null;
  signed_by_deputy: boolean;
  deputy_signed: boolean;
  signed_by_deputy_at: string | null;
  rejected_by: 'staff' | 'deputy' | null;
  rejected_at: string | null;
  rejection_reason: { id: number; description: string } | null;
  rejection_comment: string | null;
  approbations: ApprobationDto[];
  language: ApplicationReferenceDto;
  language_learn: ApplicationReferenceDto;
  education_level: ApplicationReferenceDto;
  subject: ApplicationReferenceDto;
  subject2: ApplicationReferenceDto | null;
  teacher_category: ApplicationReferenceDto;
  level: string;
  has_academic_degree_certificate: boolean;
  files: ApplicationFileDto[];
  /** Download URL per document field (spec §3 names the fields), null when not uploaded. */
  education_diploma: string | null;
  academic_degree_certificate: string | null;
  employment_certificate: string | null;
  best_teacher_certificate: string | null;
  identity_doc: string | null;
  created_at: string;
}

/** GET /api/v1/applications/{id}/: the application plus its signing instance for the caller. */
export interface ApplicationDetailDto extends ApplicationDto {
  signing: {
    instance_id: string;
    state: unknown;
    revision: number;
    /** The events the caller may send now; the UI draws its buttons from these. */
    allowed_events: Array<{ type: string; schema: unknown }>;
    history_url: string;
  };
}

const comment = z.string().trim().max(2000).optional();
const reasonId = z.coerce.number().int().positive().max(MAX_INT32).nullable().optional();

/** POST .../{id}/sign/: staff sign (approved) or refuse (rejected, with a reason from the list). */
export const applicationSignSchema = z.object({
  decision: z.enum(['approved', 'rejected']),
  comment,
  reason_id: reasonId,
});
export type ApplicationSignInput = z.infer<typeof applicationSignSchema>;

/** POST .../{id}/approve/: the deputy's approval with the resulting role (raw texts like 'Кандидат' too). */
export const applicationApproveSchema = z.object({ role: z.string().trim().min(1).max(60) });

/** POST .../{id}/reject/: the deputy's refusal; a reason from the list is required. */
export const applicationRejectSchema = z.object({
  decision: z.literal('rejected').optional(),
  comment,
  reason_id: reasonId,
});
export type ApplicationRejectInput = z.infer<typeof applicationRejectSchema>;

const bulkIds = z.array(z.coerce.number().int().positive().max(MAX_INT32)).min(1).max(500);

/** Bulk actions: the same payload as the single call, for many ids; reject may carry a reason per item. */
export const applicationBulkSignSchema = applicationSignSchema.extend({ ids: bulkIds });
export const applicationBulkApproveSchema = applicationApproveSchema.extend({ ids: bulkIds });
export const applicationBulkRejectSchema = z.object({
  items: z
    .array(z.object({ id: z.coerce.number().int().positive().max(MAX_INT32), reason_id: reasonId, comment }))
    .min(1)
    .max(500),
});

/** The per-item answer of a bulk action ('Одобрено: n, ошибок: m'). */
export interface ApplicationBulkResult {
  succeeded: number;
  failed: number;
  results: Array<{ id: number; ok: boolean; status: number; detail?: string; application_status?: string }>;
}
