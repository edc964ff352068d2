import { randomBytes, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';

/**
 * Courses and certificates written straight into the database, as the issue (certificate orders) leaves
 * them, so the certificates' views, files and register are tested without going through the orders.
 */

export interface CertificateCourse {
  id: number;
  title: string;
  title_kk: string;
}

export async function newCertificateCourse(
  dataSource: DataSource,
  fields: {
    title?: string;
    title_kk?: string;
    academic_hours?: number | null;
    education_type?: string;
    education_type_kk?: string;
    organizations?: Array<{ name_ru: string; name_kk: string }>;
  } = {},
): Promise<CertificateCourse> {
  const course = {
    title: fields.title ?? 'Экспертиза учебных материалов',
    title_kk: fields.title_kk ?? 'Оқу материалдарын сараптау',
  };
  const [{ id }] = (await dataSource.query(
    `INSERT INTO courses (title, title_kk, academic_hours, education_type, education_type_kk)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      course.title,
      course.title_kk,
      fields.academic_hours === undefined ? 72 : fields.academic_hours,
      fields.education_type ?? 'очная',
      fields.education_type_kk ?? 'күндізгі',
    ],
  )) as Array<{ id: number }>;
  for (const [position, organization] of (fields.organizations ?? []).entries()) {
    const [{ id: organizationId }] = (await dataSource.query(
      'INSERT INTO certificate_organizations (name_ru, name_kk) VALUES ($1, $2) RETURNING id',
      [organization.name_ru, organization.name_kk],
    )) as Array<{ id: number }>;
    await dataSource.query(
      'INSERT INTO course_certificate_organizations (course_id, organization_id, position) VALUES ($1, $2, $3)',
      [id, organizationId, position],
    );
  }
  return { id, ...course };
}

export interface IssuedCertificate {
  id: number;
  uuid: string;
  serial_number: string;
  act_number: string;
}

/** A date `days` from today in Kazakhstan, as YYYY-MM-DD. */
export async function almatyDate(dataSource: DataSource, days: number): Promise<string> {
  const [{ date }] = (await dataSource.query(
    `SELECT ((now() AT TIME ZONE 'Asia/Almaty')::date + $1::int)::text AS date`,
    [days],
  )) as Array<{ date: string }>;
  return date;
}

/** A certificate of a user on a course, on an order of its own (completed), as the issue writes it. */
export async function newCertificate(
  dataSource: DataSource,
  fields: {
    userId: number;
    courseId: number;
    start_date: string;
    expiration_date: string;
    status?: 'active' | 'expired' | 'revoked';
    revoke_reason?: string;
    language?: 'ru' | 'kk';
    /** The Russian order number as typed (the Kazakh one is it with «Б» for «П»); a random one by default. */
    act_number?: string;
  },
): Promise<IssuedCertificate> {
  const act = fields.act_number ?? `${randomBytes(3).toString('hex')}-П`;
  const [{ id: orderId }] = (await dataSource.query(
    `INSERT INTO certificate_orders (course_id, act_number, act_number_kk, status, users_count,
                                     awaiting_deputy_count, awaiting_director_count, issued_count)
     VALUES ($1, $2, $3, 'completed', 1, 0, 0, 1) RETURNING id`,
    [fields.courseId, act, act.replace('П', 'Б')],
  )) as Array<{ id: number }>;
  const status = fields.status ?? 'active';
  const uuid = randomUUID();
  const [row] = (await dataSource.query(
    `INSERT INTO certificates (uuid, user_id, course_id, order_id, serial_number, act_number, act_number_kk,
                               start_date, expiration_date, status, language, revoked_at, revoke_reason)
     VALUES ($1, $2, $3, $4,
             'EP-' || extract(year FROM $5::date) || '-' || lpad(nextval('certificate_serial_seq')::text, 6, '0'),
             $6, $7, $5, $8, $9::varchar, $10,
             CASE WHEN $9::varchar = 'revoked' THEN now() END, $11)
     RETURNING id, serial_number`,
    [
      uuid,
      fields.userId,
      fields.courseId,
      orderId,
      fields.start_date,
      act,
      act.replace('П', 'Б'),
      fields.expiration_date,
      status,
      fields.language ?? 'ru',
      status === 'revoked' ? (fields.revoke_reason ?? 'Ошибка в данных') : null,
    ],
  )) as Array<{ id: number; serial_number: string }>;
  return { id: row.id, uuid, serial_number: row.serial_number, act_number: act };
}
