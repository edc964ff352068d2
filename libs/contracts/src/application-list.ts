import { z } from 'zod';
import { APPLICATION_STATUSES } from './applications';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from './pagination';
import { calendarDateSchema, dateTimeText, MAX_INT32 } from './primitives';

/** The page sizes the application lists offer; the default is 20. */
export const APPLICATION_PAGE_SIZES = [10, 20, 50, 100] as const;

const booleanParam = z
  .enum(['true', 'false', '1', '0', 'True', 'False'])
  .transform((value) => value === 'true' || value === '1' || value === 'True');

/** The staff decision on an application: signed, refused, or none yet. */
export const APPROBATION_DECISIONS = ['approved', 'rejected', 'pending'] as const;

/** A page size as every list reads it: 1 to MAX_PAGE_SIZE. */
const pageSizeParam = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional();

/**
 * GET /api/v1/applications/ query. The original client names the page size `pageSize`; `page_size`,
 * the name of every other list, is read too (it wins when both are sent).
 */
export const applicationListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
    page_size: pageSizeParam.meta({
      description: `1 to ${MAX_PAGE_SIZE}, ${DEFAULT_PAGE_SIZE} when not given (the screens offer ${APPLICATION_PAGE_SIZES.join(', ')})`,
    }),
    pageSize: pageSizeParam.meta({ description: 'The original client’s name of page_size' }),
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
  .transform(({ pageSize, page_size, ...query }) => ({
    ...query,
    page_size: page_size ?? pageSize ?? DEFAULT_PAGE_SIZE,
  }));
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

/**
 * The phone filter as a prefix of the stored 10 digits. The client sends the number as typed in
 * +7 (xxx) xxx-xx-xx, so its first digit is the country code: a leading 8 is read as 7 and dropped. Only a
 * bare 10-digit number (no '+', no leading 8) is taken as the stored digits themselves. Null when fewer
 * than 3 digits remain (the filter is sent only then).
 */
export function phoneFilterPrefix(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  const bare = digits.length === 10 && !raw.trim().startsWith('+') && !digits.startsWith('8');
  const national = bare ? digits : /^[78]/.test(digits) ? digits.slice(1) : digits;
  const prefix = national.slice(0, 10);
  return digits.length >= 3 && prefix ? prefix : null;
}

/** A name of a reference list item in the request's language, with both names. */
export const applicationReferenceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ru: z.string(),
  name_kk: z.string(),
});
export type ApplicationReferenceDto = z.infer<typeof applicationReferenceSchema>;

/** A stored document of an application; `url` downloads it (bearer token required). */
export const applicationFileSchema = z.object({
  field: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type ApplicationFileDto = z.infer<typeof applicationFileSchema>;

/** One decision on an application: staff sign/refuse, then the deputy's approve/reject. */
export const approbationSchema = z.object({
  by: z.enum(['staff', 'deputy']),
  decision: z.enum(['approved', 'rejected']),
  user_id: z.number().int().nullable(),
  at: dateTimeText,
});
export type ApprobationDto = z.infer<typeof approbationSchema>;

const downloadUrl = z.string().nullable();

/** An application as the back office lists it. */
export const applicationSchema = z.object({
  id: z.number().int(),
  /** The account created on approval, if any. */
  user: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  /** +7 and 10 digits. */
  phone: z.string().meta({ description: '+7 and 10 digits' }),
  id_number: z.string(),
  iin: z.string(),
  iik: z.string(),
  bank: z.string(),
  address: z.string(),
  workplace: z.string(),
  academic_status: z.boolean(),
  status: z.enum(APPLICATION_STATUSES),
  awaiting: z.enum(['staff', 'deputy']).nullable(),
  approved: z.boolean(),
  approved_role: z.enum(['user', 'direct_enroll']).nullable(),
  signed_by_staff: z.boolean(),
  staff_signed: z.boolean(),
  signed_by_staff_at: dateTimeText.nullable(),
  signed_by_deputy: z.boolean(),
  deputy_signed: z.boolean(),
  signed_by_deputy_at: dateTimeText.nullable(),
  rejected_by: z.enum(['staff', 'deputy']).nullable(),
  rejected_at: dateTimeText.nullable(),
  rejection_reason: z.object({ id: z.number().int(), description: z.string() }).nullable(),
  rejection_comment: z.string().nullable(),
  approbations: z.array(approbationSchema),
  language: applicationReferenceSchema,
  language_learn: applicationReferenceSchema,
  education_level: applicationReferenceSchema,
  subject: applicationReferenceSchema,
  subject2: applicationReferenceSchema.nullable(),
  teacher_category: applicationReferenceSchema,
  level: z.string(),
  has_academic_degree_certificate: z.boolean(),
  files: z.array(applicationFileSchema),
  /** Download URL per document field , null when not uploaded. */
  education_diploma: downloadUrl,
  academic_degree_certificate: downloadUrl,
  employment_certificate: downloadUrl,
  best_teacher_certificate: downloadUrl,
  identity_doc: downloadUrl,
  created_at: dateTimeText,
});
export type ApplicationDto = z.infer<typeof applicationSchema>;

/** GET /api/v1/applications/{id}/: the application plus its signing instance for the caller. */
export const applicationDetailSchema = applicationSchema.extend({
  signing: z.object({
    instance_id: z.string(),
    state: z.unknown().meta({ description: 'The state value of the applicationSigning machine' }),
    revision: z.number().int(),
    /** The events the caller may send now; the UI draws its buttons from these. */
    allowed_events: z.array(
      z.object({
        type: z.string(),
        schema: z.unknown().meta({ description: 'JSON schema of the event’s payload' }),
      }),
    ),
    history_url: z.string(),
  }),
});
export type ApplicationDetailDto = z.infer<typeof applicationDetailSchema>;

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
export const applicationBulkResultSchema = z.object({
  succeeded: z.number().int(),
  failed: z.number().int(),
  results: z.array(
    z.object({
      id: z.number().int(),
      ok: z.boolean(),
      status: z.number().int(),
      detail: z.string().optional(),
      application_status: z.string().optional(),
    }),
  ),
});
export type ApplicationBulkResult = z.infer<typeof applicationBulkResultSchema>;
