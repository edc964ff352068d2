import type { APIRequestContext } from '@playwright/test';
import { Client } from 'pg';
import { accessToken, apply, applicationId } from './applications';
import { expect } from './portal';

/** One query against the portal's database (the test's setup: what an administrator's SQL would do). */
export async function dbQuery<Row extends object>(sql: string, params: unknown[] = []): Promise<Row[]> {
  const client = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** Polls `read` until it answers something (the worker's jobs run behind the requests). */
export async function eventually<T>(
  read: () => Promise<T | undefined>,
  what: string,
  ms = 30_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((done) => setTimeout(done, 300));
  }
  throw new Error(`${what}: not within ${ms / 1000} s`);
}

export const CANDIDATE_PASSWORD = 'Kandidat-2026';

/**
 * A new candidate of their own, as the signing chain makes one: applies, is signed by staff and approved by
 * the deputy as a candidate (or, with `role` direct_enroll, enrolled directly); the worker creates the account
 * (username = IIN) and its pipeline at the tests (at theory for direct_enroll), and the candidate sets a
 * password through the mailed link. Answers the login.
 */
export async function newCandidate(
  request: APIRequestContext,
  name: string,
  role: 'user' | 'direct_enroll' = 'user',
) {
  const iin = await apply(request, name);
  const staff = await accessToken(request, 'staff');
  const id = await applicationId(request, staff, iin);
  const sign = await request.post(`/api/v1/applications/${id}/sign/`, {
    headers: { Authorization: `Bearer ${staff}` },
    data: { decision: 'approved' },
  });
  expect(sign.status(), await sign.text()).toBe(200);
  const deputy = await accessToken(request, 'deputy');
  const approve = await request.post(`/api/v1/applications/${id}/approve/`, {
    headers: { Authorization: `Bearer ${deputy}` },
    data: { role },
  });
  expect(approve.status(), await approve.text()).toBe(200);

  const link = await eventually(async () => {
    const [row] = await dbQuery<{ link: string }>(
      `SELECT link FROM mail_log WHERE email = $1 AND kind = 'password_setup' ORDER BY id DESC LIMIT 1`,
      [`${iin}@example.kz`],
    );
    return row?.link;
  }, `the password-setup mail of ${iin}`);
  const token = new URL(link).pathname.split('/').filter(Boolean).pop();
  const setup = await request.post(`/api/v1/password-setup/${token}/`, {
    data: { password: CANDIDATE_PASSWORD, password_confirm: CANDIDATE_PASSWORD },
  });
  expect(setup.status(), await setup.text()).toBeLessThan(300);
  // The pipeline is started by the account job; the tests page needs it.
  await eventually(async () => {
    const [row] = await dbQuery<{ state_path: string }>(
      `SELECT i.state_path FROM workflow_instances i JOIN users u ON u.id = i.owner_user_id WHERE u.username = $1`,
      [iin],
    );
    return row?.state_path === (role === 'user' ? 'tests' : 'theory') ? row : undefined;
  }, `the pipeline of ${iin}`);
  // The account job queues the approval's notification last, and a direct enrolment's theory notifies its
  // opening: both are written before the candidate's pages open, or their arrival on an open page's stream would
  // have it read its data again (a second request a test may be counting).
  const kinds = role === 'user' ? ['application_approved'] : ['application_approved', 'stage_opened'];
  await eventually(async () => {
    const rows = await dbQuery<{ kind: string }>(
      `SELECT n.kind FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.username = $1`,
      [iin],
    );
    return kinds.every((kind) => rows.some((row) => row.kind === kind)) ? rows : undefined;
  }, `the notifications of ${iin}`);
  return { username: iin, password: CANDIDATE_PASSWORD };
}
