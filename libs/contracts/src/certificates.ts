/**
 * Certificate orders, certificates, their public verification and the expert register: the eligible users, the
 * deputy's and the director's approvals, the issue, /admin/users, the public page and the candidate's
 * /user/certificate.
 */
import { z } from 'zod';
import { bodyIdSchema } from './interviews';
import { pageQuerySchema, pageSchema } from './pagination';
import { dateTimeText, isCalendarDate, MAX_INT32 } from './primitives';
import { ROLES } from './roles';

/** A certificate is valid for one year unless the issuer picks other dates. */
export const CERTIFICATE_VALIDITY_YEARS = 1;
/** The register shows 10 rows a page; certificate screens read courses 100 at a time. */
export const EXPERT_REGISTER_PAGE_SIZE = 10;
export const CERTIFICATE_CONFIRMATION_PAGE_SIZE = 10;
/** The deputy's sign modal previews 5 users, then '+ ещё N'. */
export const ORDER_USERS_PREVIEW = 5;
/** Users acted on in one bulk request (an order of 1,000 users is signed in one request). */
export const ORDER_BULK_MAX_USERS = 5000;

export const CERTIFICATE_STATUSES = ['active', 'expired', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

export const ORDER_STATUSES = ['pending', 'signed', 'completed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_USER_STATUSES = ['awaiting_deputy', 'awaiting_director', 'approved', 'issued'] as const;
export type OrderUserStatus = (typeof ORDER_USER_STATUSES)[number];

const actNumberError = { error: 'certificate.act_numbers_required' } as const;
const actNumber = z
  .string(actNumberError)
  .trim()
  .min(1, actNumberError)
  .max(100, { error: 'validation.too_long' });

/** POST certificate-issuances/: both order numbers and the course ('Укажите номер приказа на русском и казахском'). */
export const certificateOrderCreateSchema = z.strictObject({
  /** 'Сначала выберите курс' when it is missing. */
  course: z.number({ error: 'certificate.course_required' }).int().positive().max(MAX_INT32),
  act_number: actNumber,
  act_number_kk: actNumber,
});
export type CertificateOrderCreate = z.infer<typeof certificateOrderCreateSchema>;

/**
 * POST certificate-issuances/{id}/approve_by_deputy/ and approve_by_director/: one user (`user_id`, as the
 * original client sends) or many at once (`user_ids`, the bulk form). Normalised to a list.
 */
export const orderUsersActionSchema = z
  .strictObject({
    user_id: bodyIdSchema.optional(),
    user_ids: z.array(bodyIdSchema).min(1).max(ORDER_BULK_MAX_USERS).optional(),
  })
  .refine((body) => (body.user_id === undefined) !== (body.user_ids === undefined), {
    error: 'certificate.user_required',
  })
  .transform((body) => [...new Set(body.user_ids ?? [body.user_id as number])]);
export type OrderUsersAction = z.infer<typeof orderUsersActionSchema>;

const dateError = { error: 'certificate.dates_required' } as const;
const calendarDate = z.string(dateError).trim().refine(isCalendarDate, dateError);

/** POST courses/{id}/generate_certificate/: both dates, the end not before the start. */
export const generateCertificatesSchema = z
  .strictObject({ start_date: calendarDate, expiration_date: calendarDate })
  .refine((body) => body.expiration_date >= body.start_date, {
    error: 'certificate.end_before_start',
    path: ['expiration_date'],
  });
export type GenerateCertificates = z.infer<typeof generateCertificatesSchema>;

/** POST certificates/{id}/revoke/: the reason is kept and shown on the public page. */
export const revokeCertificateSchema = z.strictObject({
  reason: z
    .string({ error: 'certificate.revoke_reason_required' })
    .trim()
    .min(3, { error: 'certificate.revoke_reason_required' })
    .max(1000, { error: 'validation.too_long' }),
});

/** GET certificate-issuances/: `course`, a search in the act numbers, course and users' names, and the deputy's filter. */
export const certificateOrderListQuerySchema = pageQuerySchema.extend({
  course: z.coerce.number().int().positive().max(MAX_INT32).optional(),
  search: z.string().trim().max(200).optional(),
  /** Only orders with users awaiting this role's action (the deputy's 'only awaiting signature'). */
  awaiting: z.enum(['deputy', 'director', 'issue']).optional(),
});
export type CertificateOrderListQuery = z.infer<typeof certificateOrderListQuerySchema>;

const courseRefSchema = z.object({ id: z.number().int(), title: z.string(), title_kk: z.string() });

export const orderUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  status: z.enum(ORDER_USER_STATUSES),
  signed_by_deputy_at: dateTimeText.nullable(),
  approved_by_director_at: dateTimeText.nullable(),
  certificate_id: z.number().int().nullable(),
});
export type OrderUserDto = z.infer<typeof orderUserSchema>;

/** A certificate order (the original client's "certificate issuance") as its lists read it. */
export const certificateOrderSchema = z.object({
  id: z.number().int(),
  course: courseRefSchema,
  act_number: z.string(),
  act_number_kk: z.string(),
  created_at: dateTimeText,
  status: z.enum(ORDER_STATUSES),
  /** True once no user awaits a signature. */
  all_signed: z.boolean(),
  users_count: z.number().int(),
  /** Users awaiting the deputy or the director. */
  pending_users_count: z.number().int(),
  awaiting_deputy_count: z.number().int(),
  awaiting_director_count: z.number().int(),
  approved_count: z.number().int(),
  issued_count: z.number().int(),
  /** The users awaiting the deputy's signature (the sign modal's list). */
  pending_users: z.array(orderUserSchema.pick({ id: true, name: true, username: true })),
});
export type CertificateOrderDto = z.infer<typeof certificateOrderSchema>;

/** GET certificate-issuances/: an order with the signing events the caller may send now (the UI's buttons). */
export const certificateOrderListItemSchema = certificateOrderSchema.extend({
  /** `deputy.sign` while users await the deputy and the caller may sign; the certificateOrder machine decides. */
  allowed_events: z.array(z.string()),
});
export type CertificateOrderListItemDto = z.infer<typeof certificateOrderListItemSchema>;

/** GET certificate-issuances/{id}/: the order with every user and their step. */
export const certificateOrderDetailSchema = certificateOrderSchema.extend({
  users: z.array(orderUserSchema),
});
export type CertificateOrderDetailDto = z.infer<typeof certificateOrderDetailSchema>;

/** GET courses/{id}/eligible_for_certificate/: finished the course's practice, not yet on an order. */
export const eligibleUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  expertized_date: z.string().nullable(),
});
export type EligibleUserDto = z.infer<typeof eligibleUserSchema>;

/** GET courses/{id}/eligible_for_certificate/?page=N: 10 a page (up to 500 for a select-all). */
export const eligibleUsersQuerySchema = pageQuerySchema.extend({
  page_size: z.coerce.number().int().min(1).max(500).default(CERTIFICATE_CONFIRMATION_PAGE_SIZE),
});
export type EligibleUsersQuery = z.infer<typeof eligibleUsersQuerySchema>;

/** The eligible users' page also names its page number (the original client's `page`). */
export const eligibleUsersPageSchema = pageSchema(eligibleUserSchema).extend({ page: z.number().int() });
export type EligibleUsersPage = z.infer<typeof eligibleUsersPageSchema>;

/** GET certificate-issuances/{id}/approved-by-deputy-users/: signed by the deputy, awaiting the director. */
export const approvedByDeputyUserSchema = eligibleUserSchema
  .pick({ id: true, name: true, username: true })
  .extend({
    signed_by_deputy_at: dateTimeText,
  });
export type ApprovedByDeputyUserDto = z.infer<typeof approvedByDeputyUserSchema>;

/** The director's confirmation list: 10 a page (up to 500 for a select-all). */
export const approvedByDeputyQuerySchema = eligibleUsersQuerySchema;

/** Result of POST courses/{id}/generate_certificate/. */
export const generateCertificatesResultSchema = z.object({
  issued: z.number().int(),
  certificates: z.array(z.object({ id: z.number().int(), uuid: z.string(), user_id: z.number().int() })),
});

const organizationSchema = z.object({ id: z.number().int(), name_ru: z.string(), name_kk: z.string() });

const certificateCourseSchema = courseRefSchema.extend({
  academic_hours: z.number().int().nullable(),
  education_type: z.string(),
  education_type_kk: z.string(),
  certificate_organizations: z.array(organizationSchema),
});

/** A certificate as its owner and admins read it. */
export const certificateSchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  user: z.object({ id: z.number().int(), name: z.string() }),
  serial_number: z.string(),
  start_date: z.string(),
  expiration_date: z.string(),
  act_number: z.string(),
  act_number_kk: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  revoked_at: dateTimeText.nullable(),
  revoke_reason: z.string().nullable(),
  course: certificateCourseSchema,
  /** Download URLs; null until the documents job has written them. */
  file: z.string().nullable(),
  file_ru: z.string().nullable(),
  file_kk: z.string().nullable(),
  docx_ru: z.string().nullable(),
  docx_kk: z.string().nullable(),
  /** The public page of the certificate, `{PUBLIC_URL}/certificates/{uuid}`. */
  verify_url: z.string(),
  /** The signed Open Badges 3.0 credential (JWT), null until generated. */
  credential: z.string().nullable(),
  sha256_ru: z.string().nullable(),
  sha256_kk: z.string().nullable(),
  documents_ready: z.boolean(),
  created_at: dateTimeText,
});
export type CertificateDto = z.infer<typeof certificateSchema>;

/**
 * GET certificates/search/{uuid}/: what anyone may see — never the IIN, e-mail or phone. The hashes let a
 * visitor's browser check a PDF; earlier documents' hashes say a file is a replaced version.
 */
export const publicCertificateSchema = certificateSchema
  .omit({ user: true, file: true, docx_ru: true, docx_kk: true })
  .extend({
    user: z.object({ name: z.string() }),
    issuer: z.object({ name_ru: z.string(), name_kk: z.string() }),
    previous_hashes: z.array(
      z.object({
        sha256_ru: z.string().nullable(),
        sha256_kk: z.string().nullable(),
        replaced_at: dateTimeText,
      }),
    ),
    /**
     * The credential's revocation status as a verifier reads it (W3C Bitstring Status List v1.0): its list,
     * its index there and the bit found; null while it has no credential, or one signed without an entry.
     */
    credential_status: z
      .object({
        status_list_credential: z.string(),
        status_list_index: z.string(),
        revoked: z.boolean(),
      })
      .nullable(),
  });
export type PublicCertificateDto = z.infer<typeof publicCertificateSchema>;

/** GET users/ for the expert register: search, 'only with certificate', course. */
export const expertRegisterQuerySchema = pageQuerySchema.extend({
  page_size: z.coerce.number().int().min(1).max(500).default(EXPERT_REGISTER_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
  with_certificate: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
  course: z.coerce.number().int().positive().max(MAX_INT32).optional(),
  role__name: z.string().trim().max(40).optional(),
});
export type ExpertRegisterQuery = z.infer<typeof expertRegisterQuerySchema>;

/** A certificate's place in the representative ranking: active over expired over other. */
const STATUS_RANK: Record<CertificateStatus, number> = { active: 0, expired: 1, revoked: 2 };

/**
 * The certificate that represents a user: active over expired over other; ties by the later
 * expiration, then the later start. The server orders its SQL the same way.
 */
export function representativeCertificate<
  T extends { status: CertificateStatus; expiration_date: string; start_date: string },
>(certificates: readonly T[]): T | null {
  return (
    [...certificates].sort(
      (a, b) =>
        STATUS_RANK[a.status] - STATUS_RANK[b.status] ||
        b.expiration_date.localeCompare(a.expiration_date) ||
        b.start_date.localeCompare(a.start_date),
    )[0] ?? null
  );
}

/** The default issue dates: today and one year later, as YYYY-MM-DD. */
export function defaultCertificateDates(today: string): { start_date: string; expiration_date: string } {
  const [year, month, day] = today.split('-').map(Number);
  const end = new Date(Date.UTC(year + CERTIFICATE_VALIDITY_YEARS, month - 1, day));
  // 29 February plus a year is 1 March in Date arithmetic; a year's validity ends on 28 February then.
  if (end.getUTCMonth() !== month - 1) end.setUTCDate(0);
  return { start_date: today, expiration_date: end.toISOString().slice(0, 10) };
}

/**
 * GET certificates/: an admin reads everyone's (or one user's, `user_id` or `user`); anyone else only their
 * own, which `me=1` also asks for (the client tries `my/`, then `?me=1`, then
 * `?user={own id}`).
 */
export const certificateListQuerySchema = pageQuerySchema.extend({
  user_id: z.coerce.number().int().positive().max(MAX_INT32).optional(),
  user: z.coerce.number().int().positive().max(MAX_INT32).optional(),
  me: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
});
export type CertificateListQuery = z.infer<typeof certificateListQuerySchema>;

/** The languages a certificate's documents exist in. */
export const CERTIFICATE_DOCUMENT_LANGUAGES = ['ru', 'kk'] as const;
export type CertificateDocumentLanguage = (typeof CERTIFICATE_DOCUMENT_LANGUAGES)[number];

/** GET certificates/issuer/jwks/: the public keys the credentials are signed with (RFC 7517). */
export const issuerJwksSchema = z.object({
  keys: z.array(
    z
      .object({
        kty: z.string(),
        crv: z.string(),
        x: z.string(),
        kid: z.string(),
        alg: z.literal('EdDSA'),
        use: z.literal('sig'),
      })
      .meta({ description: 'An Ed25519 public key (OKP); its kid is the JWK thumbprint (RFC 7638)' }),
  ),
});
export type IssuerJwks = z.infer<typeof issuerJwksSchema>;

/** A user's representative certificate as the expert register shows it. */
export const registerCertificateSchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  serial_number: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  start_date: z.string(),
  expiration_date: z.string(),
  act_number: z.string(),
  act_number_kk: z.string(),
  course: courseRefSchema,
  academic_hours: z.number().int().nullable(),
  education_type: z.string(),
  education_type_kk: z.string(),
  /** The PDF in the certificate's language (null until generated), and the public page. */
  file: z.string().nullable(),
  verify_url: z.string(),
});
export type RegisterCertificateDto = z.infer<typeof registerCertificateSchema>;

/** One row of the expert register (GET users/): the user, their representative certificate, courses, documents. */
export const expertRegisterRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  workplace: z.string(),
  iin: z.string(),
  id_number: z.string(),
  role: z.enum(ROLES),
  expertized_date: z.string().nullable(),
  certificate: registerCertificateSchema.nullable(),
  /** The latest course the user is enrolled on and has not completed (else the latest one). */
  current_course: courseRefSchema.nullable(),
  courses: z.array(courseRefSchema),
  /** Links to the application's documents (null when the application has none of that kind). */
  documents: z.object({
    education_diploma: z.string().nullable(),
    academic_degree_certificate: z.string().nullable(),
    identity_doc: z.string().nullable(),
  }),
});
export type ExpertRegisterRowDto = z.infer<typeof expertRegisterRowSchema>;
