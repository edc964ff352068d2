import type {
  CertificateDocumentLanguage,
  CertificateDto,
  CertificateStatus,
  PublicCertificateDto,
} from '@expert-portal/contracts';
import { sql, type Expression, type InferResult, type Kysely } from 'kysely';
import { jsonBuildObject } from 'kysely/helpers/postgres';
import type { Database } from '../../core/database/typed-sql';
import { STATUS_LIST_LENGTH } from './documents/status-list';

/**
 * Certificates are dated in Kazakhstan (one time zone, UTC+5, since 2024), as the credential's validity
 * window is: a certificate is valid to the end of its expiration date there.
 */
export const CERTIFICATE_TIME_ZONE = 'Asia/Almaty';

/** Today's date in Kazakhstan. */
export const today = sql<Date>`(now() AT TIME ZONE ${sql.lit(CERTIFICATE_TIME_ZONE)})::date`;

/** A date column as its ISO text (`2026-05-01`), as the API answers dates; null stays null. */
export function dateText<T extends Date | null>(date: Expression<T>) {
  return sql<null extends T ? string | null : string>`${date}::text`;
}

/**
 * A certificate's status as shown: an active one past its expiration date is expired even before the daily
 * maintenance job has written it, so a missed run never shows an expired certificate as active.
 */
export function effectiveStatus(status: Expression<string>, expirationDate: Expression<Date>) {
  return sql<CertificateStatus>`CASE WHEN ${status} = 'active' AND ${expirationDate} < ${today}
                                     THEN 'expired' ELSE ${status} END`;
}

/** The ranking of the certificates' statuses (active over expired over other), as a number to sort by. */
export function statusRank(status: Expression<string>, expirationDate: Expression<Date>) {
  return sql<number>`CASE ${effectiveStatus(status, expirationDate)} WHEN 'active' THEN 0 WHEN 'expired' THEN 1
                                                                    ELSE 2 END`;
}

export interface Organization {
  id: number;
  name_ru: string;
  name_kk: string;
}

/** An entry of `previous_hashes`: a generation's documents replaced by the next one. */
interface PreviousHashes {
  sha256_ru: string | null;
  sha256_kk: string | null;
  replaced_at: string;
}

/** The certificate organisations of course `courseId`, in the course's order, as a JSON array. */
export function organizationsOf(db: Kysely<Database>, courseId: Expression<number>) {
  const list = db
    .selectFrom('course_certificate_organizations as cco')
    .innerJoin('certificate_organizations as o', 'o.id', 'cco.organization_id')
    .where('cco.course_id', '=', courseId)
    .select((eb) =>
      eb.fn
        .jsonAgg(
          jsonBuildObject({ id: eb.ref('o.id'), name_ru: eb.ref('o.name_ru'), name_kk: eb.ref('o.name_kk') }),
        )
        .orderBy('cco.position')
        .orderBy('o.id')
        .as('organizations'),
    );
  return sql<Organization[]>`COALESCE((${list}), '[]'::json)`;
}

/** Certificates with their owner's name and their course (organisations in their order), status as shown. */
export function selectCertificates(db: Kysely<Database>) {
  return db
    .selectFrom('certificates as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .innerJoin('courses as co', 'co.id', 'c.course_id')
    .select((eb) => [
      'c.id',
      'c.uuid',
      'c.user_id',
      'u.name as user_name',
      'c.serial_number',
      dateText(eb.ref('c.start_date')).as('start_date'),
      dateText(eb.ref('c.expiration_date')).as('expiration_date'),
      'c.act_number',
      'c.act_number_kk',
      effectiveStatus(eb.ref('c.status'), eb.ref('c.expiration_date')).as('status'),
      'c.revoked_at',
      'c.revoke_reason',
      eb.ref('c.language').$castTo<CertificateDocumentLanguage>().as('language'),
      'c.file_ru_id',
      'c.file_kk_id',
      'c.docx_ru_id',
      'c.docx_kk_id',
      'c.credential',
      'c.sha256_ru',
      'c.sha256_kk',
      eb.ref('c.previous_hashes').$castTo<PreviousHashes[]>().as('previous_hashes'),
      'c.generation',
      'c.documents_generation',
      'c.created_at',
      jsonBuildObject({
        id: eb.ref('co.id'),
        title: eb.ref('co.title'),
        title_kk: eb.ref('co.title_kk'),
        academic_hours: eb.ref('co.academic_hours'),
        education_type: eb.ref('co.education_type'),
        education_type_kk: eb.ref('co.education_type_kk'),
        certificate_organizations: organizationsOf(db, eb.ref('co.id')),
      }).as('course'),
    ]);
}

export type CertificateRow = InferResult<ReturnType<typeof selectCertificates>>[number];

/** Where links point: the API's root and the portal's public address. */
export interface CertificateLinks {
  apiRoot: string;
  publicUrl: string;
}

/** The certificate's public page, which its QR code and its credential name. */
export function verifyUrl(publicUrl: string, uuid: string): string {
  return `${publicUrl}/certificates/${uuid}`;
}

/** A certificate's list and its index there, from its `status_position`. */
export function statusEntryOf(position: number | string): { list: number; index: number } {
  const value = Number(position);
  return { list: Math.floor(value / STATUS_LIST_LENGTH) + 1, index: value % STATUS_LIST_LENGTH };
}

/** The public address of status list `list` (its credential's id, a stable API route). */
export function statusListUrl(publicUrl: string, list: number): string {
  return `${publicUrl}/api/v1/certificates/status/${list}/`;
}

/** The downloaded file's name, e.g. `certificate-EP-2026-000001-ru.pdf`. */
export function certificateFileName(
  serial: string,
  language: CertificateDocumentLanguage,
  ext: string,
): string {
  return `certificate-${serial}-${language}.${ext}`;
}

function documentsReady(row: CertificateRow): boolean {
  return row.documents_generation === row.generation && row.file_ru_id !== null && row.file_kk_id !== null;
}

/** The certificate as its owner and the back office read it; .docx links only for admins. */
export function toCertificateDto(
  row: CertificateRow,
  links: CertificateLinks,
  options: { docx: boolean },
): CertificateDto {
  const base = `${links.apiRoot}/certificates/${row.id}`;
  const pdf = (language: CertificateDocumentLanguage) =>
    row[`file_${language}_id`] === null ? null : `${base}/file/${language}/`;
  const docx = (language: CertificateDocumentLanguage) =>
    options.docx && row[`docx_${language}_id`] !== null ? `${base}/docx/${language}/` : null;
  return {
    id: row.id,
    uuid: row.uuid,
    user: { id: row.user_id, name: row.user_name },
    serial_number: row.serial_number,
    start_date: row.start_date,
    expiration_date: row.expiration_date,
    act_number: row.act_number,
    act_number_kk: row.act_number_kk,
    status: row.status,
    revoked_at: row.revoked_at ? new Date(row.revoked_at).toISOString() : null,
    revoke_reason: row.revoke_reason,
    course: row.course,
    file: pdf(row.language),
    file_ru: pdf('ru'),
    file_kk: pdf('kk'),
    docx_ru: docx('ru'),
    docx_kk: docx('kk'),
    verify_url: verifyUrl(links.publicUrl, row.uuid),
    credential: row.credential,
    sha256_ru: row.sha256_ru,
    sha256_kk: row.sha256_kk,
    documents_ready: documentsReady(row),
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The issuer a certificate names: its course's first organisation, else the configured default. */
export function issuerOf(
  organizations: readonly Organization[],
  fallback: { name_ru: string; name_kk: string },
): { name_ru: string; name_kk: string } {
  const first = organizations[0];
  return first ? { name_ru: first.name_ru, name_kk: first.name_kk } : { ...fallback };
}

/**
 * What anyone holding the uuid may see: the name, course, dates, numbers, status and the documents' hashes;
 * never the IIN, e-mail or phone (they are not even selected), nor the user's id or the .docx templates.
 */
export function toPublicCertificateDto(
  row: CertificateRow,
  links: CertificateLinks,
  fallbackIssuer: { name_ru: string; name_kk: string },
  credentialStatus: PublicCertificateDto['credential_status'],
): PublicCertificateDto {
  const base = `${links.apiRoot}/certificates/search/${row.uuid}`;
  const pdf = (language: CertificateDocumentLanguage) =>
    row[`file_${language}_id`] === null ? null : `${base}/file/${language}/`;
  const {
    user,
    file: _file,
    docx_ru: _ru,
    docx_kk: _kk,
    ...rest
  } = toCertificateDto(row, links, {
    docx: false,
  });
  return {
    ...rest,
    user: { name: user.name },
    file_ru: pdf('ru'),
    file_kk: pdf('kk'),
    issuer: issuerOf(row.course.certificate_organizations, fallbackIssuer),
    previous_hashes: row.previous_hashes.map((entry) => ({
      sha256_ru: entry.sha256_ru,
      sha256_kk: entry.sha256_kk,
      replaced_at: entry.replaced_at,
    })),
    credential_status: credentialStatus,
  };
}
