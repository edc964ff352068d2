import type {
  CertificateDocumentLanguage,
  CertificateDto,
  CertificateStatus,
  PublicCertificateDto,
} from '@expert-portal/contracts';
import { STATUS_LIST_LENGTH } from './documents/status-list';

/**
 * Certificates are dated in Kazakhstan (one time zone, UTC+5, since 2024), as the credential's validity
 * window is: a certificate is valid to the end of its expiration date there.
 */
export const CERTIFICATE_TIME_ZONE = 'Asia/Almaty';

/** Today's date in Kazakhstan, as SQL. */
export const TODAY_SQL = `(now() AT TIME ZONE '${CERTIFICATE_TIME_ZONE}')::date`;

/**
 * A certificate's status as shown: an active one past its expiration date is expired even before the daily
 * maintenance job has written it, so a missed run never shows an expired certificate as active.
 */
export function effectiveStatusSql(alias: string): string {
  return `CASE WHEN ${alias}.status = 'active' AND ${alias}.expiration_date < ${TODAY_SQL}
               THEN 'expired' ELSE ${alias}.status END`;
}

/** The ranking of spec §4 (active over expired over other; later expiration, then later start) as ORDER BY. */
export function representativeOrderSql(alias: string): string {
  return `CASE ${effectiveStatusSql(alias)} WHEN 'active' THEN 0 WHEN 'expired' THEN 1 ELSE 2 END,
          ${alias}.expiration_date DESC, ${alias}.start_date DESC, ${alias}.id DESC`;
}

export interface Organization {
  id: number;
  name_ru: string;
  name_kk: string;
}

export interface CertificateRow {
  id: number;
  uuid: string;
  user_id: number;
  user_name: string;
  serial_number: string;
  start_date: string;
  expiration_date: string;
  act_number: string;
  act_number_kk: string;
  status: CertificateStatus;
  revoked_at: Date | null;
  revoke_reason: string | null;
  language: CertificateDocumentLanguage;
  file_ru_id: number | null;
  file_kk_id: number | null;
  docx_ru_id: number | null;
  docx_kk_id: number | null;
  credential: string | null;
  sha256_ru: string | null;
  sha256_kk: string | null;
  previous_hashes: Array<{ sha256_ru: string | null; sha256_kk: string | null; replaced_at: string }>;
  generation: number;
  documents_generation: number;
  created_at: Date;
  course: {
    id: number;
    title: string;
    title_kk: string;
    academic_hours: number | null;
    education_type: string;
    education_type_kk: string;
    certificate_organizations: Organization[];
  };
}

/** A certificate with its owner's name and its course (organisations in their order), status as shown. */
export const SELECT_CERTIFICATE = `
  SELECT c.id, c.uuid, c.user_id, u.name AS user_name, c.serial_number,
         c.start_date::text AS start_date, c.expiration_date::text AS expiration_date,
         c.act_number, c.act_number_kk, ${effectiveStatusSql('c')} AS status, c.revoked_at, c.revoke_reason,
         c.language, c.file_ru_id, c.file_kk_id, c.docx_ru_id, c.docx_kk_id, c.credential,
         c.sha256_ru, c.sha256_kk, c.previous_hashes, c.generation, c.documents_generation, c.created_at,
         json_build_object(
           'id', co.id, 'title', co.title, 'title_kk', co.title_kk, 'academic_hours', co.academic_hours,
           'education_type', co.education_type, 'education_type_kk', co.education_type_kk,
           'certificate_organizations', COALESCE((
             SELECT json_agg(json_build_object('id', o.id, 'name_ru', o.name_ru, 'name_kk', o.name_kk)
                             ORDER BY cco.position, o.id)
               FROM course_certificate_organizations cco
               JOIN certificate_organizations o ON o.id = cco.organization_id
              WHERE cco.course_id = co.id), '[]'::json)
         ) AS course
    FROM certificates c
    JOIN users u ON u.id = c.user_id
    JOIN courses co ON co.id = c.course_id`;

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
