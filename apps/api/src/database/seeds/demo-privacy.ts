import type { INestApplicationContext } from '@nestjs/common';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { typedSql } from '../../core/database/typed-sql';

const DAY = 24 * 3600 * 1000;
/** The demo entries' request id, by which a second seeding finds them. */
const DEMO_REQUEST = 'demo-seed';

/**
 * The access log's demo, as the back office would have left it: the demo candidate's card, photo and documents
 * opened by staff, the deputy and an admin over the last two weeks (their profile shows who, by role), the
 * first demo application's card and identity document opened before its applicant had an account, and an
 * admin's export and register page; one refused application past its retention period; retaker's request to
 * erase their data, waiting for an admin. Once: nothing is done when the demo entries are there.
 */
export async function seedDemoPrivacy(app: INestApplicationContext): Promise<string[]> {
  const db = typedSql(app.get(DataSource));
  const present = await db
    .selectFrom('personal_data_access')
    .select('id')
    .where('request_id', '=', DEMO_REQUEST)
    .executeTakeFirst();
  if (present) return [];
  const ids = Object.fromEntries(
    (
      await db
        .selectFrom('users')
        .select(['id', 'username'])
        .where('username', 'in', ['admin', 'staff', 'deputy', 'candidate', 'retaker'])
        .execute()
    ).map((user) => [user.username, user.id]),
  );
  const application = await db
    .selectFrom('applications')
    .select('id')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const applications = await db
    .selectFrom('applications')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('status', '=', 'waiting')
    .executeTakeFirstOrThrow();
  const ago = (days: number, hour: number) => new Date(Date.now() - days * DAY + hour * 3600 * 1000);
  const entry = (
    at: Date,
    actor: 'admin' | 'staff' | 'deputy',
    what: string,
    read: { subject?: number; application?: number; people?: number; detail?: Record<string, string> },
  ) => ({
    at,
    actor_id: ids[actor],
    actor_role: actor,
    subject_id: read.subject ?? null,
    application_id: read.application ?? null,
    what,
    people: read.people ?? null,
    ip: '10.20.1.15',
    request_id: DEMO_REQUEST,
    detail: JSON.stringify(read.detail ?? {}),
  });
  const candidate = ids.candidate;
  const rows = [
    entry(ago(13, 2), 'staff', 'profile', { subject: candidate }),
    entry(ago(13, 2.1), 'staff', 'document_list', { subject: candidate }),
    entry(ago(9, 5), 'admin', 'photo', { subject: candidate }),
    entry(ago(9, 5.1), 'admin', 'profile', { subject: candidate }),
    entry(ago(2, 3), 'deputy', 'profile', { subject: candidate }),
    entry(ago(1, 4), 'admin', 'register_row', {
      people: 10,
      detail: { register: 'experts', filter: '', page: '1' },
    }),
    entry(ago(1, 4.2), 'admin', 'export_row', {
      people: applications.count,
      detail: { export: 'applications', filter: 'status=waiting' },
    }),
  ];
  if (application) {
    rows.push(
      entry(ago(6, 1), 'staff', 'application_card', { application: application.id }),
      entry(ago(6, 1.1), 'staff', 'document_download', {
        application: application.id,
        detail: { field: 'identity_doc' },
      }),
      entry(ago(5, 6), 'deputy', 'application_card', { application: application.id }),
    );
  }
  // In the order they happened: the log reads newest first by the order of writing.
  rows.sort((a, b) => a.at.getTime() - b.at.getTime());
  await db.insertInto('personal_data_access').values(rows).execute();
  // One refusal past RETENTION_REFUSED_MONTHS' default, so that `npm run retention -- --dry-run` lists it.
  const refused = await db
    .selectFrom('applications')
    .select('id')
    .where('status', '=', 'rejected')
    .where('erased_at', 'is', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (refused) {
    await db
      .updateTable('applications')
      .set({
        created_at: sql<Date>`now() - interval '14 months'`,
        rejected_at: sql<Date>`now() - interval '13 months'`,
      })
      .where('id', '=', refused.id)
      .execute();
  }
  // retaker, who failed a test, asks for their data to be erased: the admins' queue has one waiting.
  await db
    .insertInto('erasure_requests')
    .values({
      user_id: ids.retaker,
      reason: 'Решил(а) не продолжать отбор и прошу удалить мои данные.',
      created_at: ago(1, 2),
    })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .where(sql<boolean>`status = 'pending'`)
        .doNothing(),
    )
    .execute();
  return [
    `${rows.length} reads in the access log`,
    'an erasure request of retaker waiting',
    ...(refused ? [`application #${refused.id} refused 13 months ago (past retention)`] : []),
  ];
}
