import { seedDemoApplications } from '../src/database/seeds/demo-applications';
import { seedDemoCertificates } from '../src/database/seeds/demo-certificates';
import { seedDemoCourses } from '../src/database/seeds/demo-courses';
import { seedDemoPipelines } from '../src/database/seeds/demo-pipelines';
import { seedDemoPopulation } from '../src/database/seeds/demo-population';
import { seedDemoPractice } from '../src/database/seeds/demo-practice';
import { seedDemoSelection } from '../src/database/seeds/demo-selection';
import { DEMO_PASSWORD, seedDemoUsers } from '../src/database/seeds/demo-users';
import type { Response } from 'supertest';
import { login, startTestApp, type TestApp } from './support/test-app';

// The demo data and a walk over every GET route of the document: slow on a busy machine.
jest.setTimeout(600_000);

interface Operation {
  parameters?: Array<{ name: string; in: string; allowEmptyValue?: boolean }>;
}
type Auth = { Authorization: string };

/** The demo accounts the calls are made as, the back office first. */
const CALLERS = ['admin', 'analyst', 'staff', 'deputy', 'director', 'practitioner', 'expert', 'candidate'];
/** The SSE stream never ends; it reads no filter either. */
const STREAM = '/api/v1/notifications/stream';

/** Any answer's bytes, whatever its type (supertest parses JSON and text only). */
function rawBody(res: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

/** An answer's body without what changes from one second to the next (time of answer, waiting times). */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !['generated_at', 'since', 'seconds_in_state'].includes(key))
      .map(([key, item]) => [key, stable(item)]),
  );
}

/**
 * The calls of the original client as it makes them, over the demo data: every
 * filter sent, the unused ones empty; and what analysts read of applicants (never an IIN).
 */
describe('the original client’s calls', () => {
  let t: TestApp;
  let paths: Record<string, { get?: Operation }>;
  const as: Record<string, Auth> = {};
  let iins: string[];
  /** The rows a path's ids are taken from, by the path's beginning. */
  let ids: Record<string, string[]>;

  beforeAll(async () => {
    t = await startTestApp();
    await seedDemoUsers(t.dataSource);
    await seedDemoApplications(t.app);
    await seedDemoPipelines(t.app);
    await seedDemoSelection(t.app);
    await seedDemoCourses(t.app);
    await seedDemoPractice(t.app);
    await seedDemoCertificates(t.app);
    await seedDemoPopulation(t.app, 24);
    for (const username of CALLERS) {
      as[username] = { Authorization: `Bearer ${(await login(t, username, DEMO_PASSWORD)).access}` };
    }
    paths = (await t.http.get('/api/v1/openapi.json').expect(200)).body.paths;
    // Every applicant's IIN: their applications', and the logins of the accounts approval created.
    iins = (
      (await t.dataSource.query(
        `SELECT iin FROM applications UNION SELECT username FROM users WHERE username ~ '^[0-9]{12}$'
         UNION SELECT iin FROM users WHERE iin IS NOT NULL`,
      )) as Array<{ iin: string }>
    ).map((row) => row.iin);
    const column = async (sql: string) =>
      ((await t.dataSource.query(sql)) as Array<{ id: unknown }>).map((row) => String(row.id));
    ids = {
      '/api/v1/workflow-instances/': await column('SELECT id FROM workflow_instances ORDER BY id'),
      '/api/v1/workflows/': await column('SELECT id FROM workflow_instances ORDER BY id'),
      '/api/v1/users/': await column('SELECT id FROM users ORDER BY id'),
      '/api/v1/applications/': await column('SELECT id FROM applications ORDER BY id'),
      '/api/v1/pre_course_interviews/': await column('SELECT id FROM interviews ORDER BY id'),
      '/api/v1/pre_essay_meeting/': await column('SELECT id FROM essay_meetings ORDER BY id'),
      '/api/v1/pre_user_essay/': await column('SELECT id FROM user_essays ORDER BY id'),
      '/api/v1/pre_course_test/': await column('SELECT id FROM pre_course_tests ORDER BY id'),
      '/api/v1/courses/': await column(
        'SELECT c.id FROM courses c ORDER BY (SELECT count(*) FROM lessons l WHERE l.course_id = c.id) DESC, c.id',
      ),
      '/api/v1/practice/': await column('SELECT id FROM practice_tasks ORDER BY id'),
      '/api/v1/certificate-issuances/': await column('SELECT id FROM certificate_orders ORDER BY id'),
      '/api/v1/certificates/': await column('SELECT id FROM certificates ORDER BY id'),
    };
    expect(iins.length).toBeGreaterThan(30);
  }, 600_000);
  afterAll(() => t.close());

  /** The ids a path's `{id}` takes: those of its resource. */
  function idsOf(path: string): string[] {
    const prefix = Object.keys(ids)
      .filter((candidate) => path.startsWith(candidate))
      .sort((a, b) => b.length - a.length)[0];
    return prefix ? ids[prefix] : ['1'];
  }

  /** The path with each parameter filled from the demo data: every id of its resource, or the first `limit`. */
  async function concrete(path: string, limit = Infinity): Promise<string[]> {
    const [lesson] = (await t.dataSource.query(
      `SELECT l.id AS lesson, l.course_id AS course, t.id AS test
         FROM lessons l JOIN lesson_tests t ON t.lesson_id = l.id ORDER BY l.id LIMIT 1`,
    )) as Array<{ lesson: number; course: number; test: number }>;
    const [machine, state] = path.includes('/states/{state}')
      ? ['candidatePipeline', 'tests']
      : ['candidatePipeline', ''];
    let filled = path.replace('{machine}', machine).replace('{state}', state);
    if (filled.includes('{lessonId}')) {
      filled = filled
        .replace('{id}', String(lesson.course))
        .replace('{lessonId}', String(lesson.lesson))
        .replace('{testId}', String(lesson.test));
    }
    const variants = filled.includes('{id}')
      ? idsOf(filled)
          .slice(0, limit)
          .map((id) => filled.replace('{id}', id))
      : [filled];
    return variants.map((variant) => `${variant.replace(/\{\w+\}/g, '1')}/`);
  }

  it('reads an empty filter as none: every query parameter of every list sent empty answers as if left out', async () => {
    const lists = Object.entries(paths).filter(
      ([path, item]) => path !== STREAM && (item.get?.parameters ?? []).some((p) => p.in === 'query'),
    );
    expect(lists.length).toBeGreaterThan(35);
    const unread: string[] = [];
    let read = 0;
    for (const [path, item] of lists) {
      const names = item.get!.parameters!.filter((p) => p.in === 'query').map((p) => p.name);
      expect([path, item.get!.parameters!.every((p) => p.in !== 'query' || p.allowEmptyValue)]).toEqual([
        path,
        true,
      ]);
      const [url] = await concrete(path, 1);
      // The first demo account the route answers (a route may ask for a parameter: then 400 alike).
      const caller = await (async () => {
        for (const username of CALLERS) {
          if (![401, 403].includes((await t.http.get(url).set(as[username])).status)) return as[username];
        }
        return null;
      })();
      if (!caller) {
        unread.push(path);
        continue;
      }
      const plain = await t.http.get(url).set(caller);
      const empty = await t.http.get(`${url}?${names.map((name) => `${name}=`).join('&')}`).set(caller);
      if (plain.status === 200) read += 1;
      expect([path, empty.status, empty.headers['content-type']]).toEqual([
        path,
        plain.status,
        plain.headers['content-type'],
      ]);
      if (/json/.test(String(plain.headers['content-type']))) {
        expect([path, stable(empty.body)]).toEqual([path, stable(plain.body)]);
      }
    }
    expect(unread).toEqual([]);
    expect(read).toBeGreaterThanOrEqual(35);
  });

  it('answers the spec client’s application list: pageSize and every filter, the unused ones empty', async () => {
    const res = await t.http
      .get(
        '/api/v1/applications/?page=1&pageSize=50&status=&approved=&level=&education_level__name=' +
          '&approbations__decision=&search=&subject__name__icontains=&has_academic_degree_certificate=' +
          '&created_at_after=&created_at_before=&phone=',
      )
      .set(as.staff)
      .expect(200);
    const count = (await t.dataSource.query('SELECT count(*)::int AS count FROM applications')) as Array<{
      count: number;
    }>;
    expect(res.body.count).toBe(count[0].count);
    expect(res.body.results).toHaveLength(Math.min(50, count[0].count));
    if (res.body.next) expect(res.body.next).toMatch(/\?page=2&pageSize=50$/);
    const progress = await t.http
      .get('/api/v1/users/progress/?role__name=&username=&first_name=&last_name=&date_joined=&page_size=200')
      .set(as.admin)
      .expect(200);
    expect(progress.body.results.length).toBeGreaterThan(0);
  });

  it('shows analysts no IIN in any field of any answer they may read, and finds no one by IIN', async () => {
    const readable: string[] = [];
    let calls = 0;
    for (const path of Object.keys(paths).filter((path) => paths[path].get && path !== STREAM)) {
      for (const url of await concrete(path)) {
        calls += 1;
        const res = await t.http.get(url).set(as.analyst).buffer(true).parse(rawBody);
        if (res.status >= 300) continue;
        readable.push(path);
        const body = (res.body as Buffer).toString('latin1');
        expect([url, iins.filter((iin) => body.includes(iin))]).toEqual([url, []]);
      }
    }
    expect(calls).toBeGreaterThan(300);
    // What the analysts' screens read: statistics, workflow analytics, candidate pipelines and progress.
    expect([...new Set(readable)]).toEqual(
      expect.arrayContaining([
        '/api/v1/users/progress',
        '/api/v1/applications',
        '/api/v1/applications/{id}',
        '/api/v1/workflows/{machine}/instances',
        '/api/v1/workflow-instances/{id}',
        '/api/v1/workflow-instances/{id}/history',
        '/api/v1/workflows/{machine}/overview',
        '/api/v1/workflows/{machine}/states/{state}/instances',
        '/api/v1/workflows/{machine}/instances/{id}/trail',
        '/api/v1/pre_course_test/statistics',
        '/api/v1/statistics/funnel',
      ]),
    );
    // Pages of 200 of every candidate: no login among them.
    const progress = await t.http.get('/api/v1/users/progress/?page_size=200').set(as.analyst).expect(200);
    expect(progress.body.results.length).toBeGreaterThan(20);
    expect(progress.body.results.every((row: { username: unknown }) => row.username === null)).toBe(true);

    // A search for an applicant's IIN finds no one; the login filter is not theirs to use.
    const [applicant] = (await t.dataSource.query(
      `SELECT username, name FROM users WHERE username ~ '^[0-9]{12}$' AND role IN ('user', 'direct_enroll', 'expert')
        ORDER BY id LIMIT 1`,
    )) as Array<{ username: string; name: string }>;
    const admin = await t.http
      .get('/api/v1/users/progress/')
      .query({ search: applicant.username })
      .set(as.admin);
    expect(admin.body.count).toBe(1);
    const searches = Object.keys(paths).filter((path) =>
      (paths[path].get?.parameters ?? []).some((p) => p.in === 'query' && p.name === 'search'),
    );
    for (const path of searches) {
      for (const url of await concrete(path, 1)) {
        const res = await t.http.get(url).query({ search: applicant.username }).set(as.analyst);
        if (res.status !== 200) continue;
        expect([url, res.body.count ?? res.body.results?.length]).toEqual([url, 0]);
      }
    }
    const byName = await t.http
      .get('/api/v1/users/progress/')
      .query({ search: applicant.name })
      .set(as.analyst)
      .expect(200);
    expect(byName.body.count).toBeGreaterThan(0);
    await t.http
      .get('/api/v1/users/progress/')
      .query({ username: applicant.username })
      .set(as.analyst)
      .expect(403);
    await t.http
      .get('/api/v1/users/progress/')
      .query({ username: applicant.username })
      .set(as.admin)
      .expect(200);
  });

  it('gives a candidate’s progress the spec’s tests[{passed}]: their latest finished attempt of each test', async () => {
    const res = await t.http.get('/api/v1/users/progress/?page_size=200').set(as.admin).expect(200);
    const finished = (await t.dataSource.query(
      `SELECT DISTINCT ON (user_id, test_id) user_id, test_id, status FROM pre_course_attempts
        WHERE status IN ('passed', 'failed') ORDER BY user_id, test_id, started_at DESC`,
    )) as Array<{ user_id: number; test_id: number; status: string }>;
    const rows = res.body.results as Array<{ id: number; tests: Array<{ id: number; passed: boolean }> }>;
    const tested = rows.filter((row) => row.tests.length > 0);
    expect(tested.length).toBeGreaterThan(3);
    for (const row of rows) {
      const expected = finished
        .filter((attempt) => attempt.user_id === row.id)
        .map((attempt) => [attempt.test_id, attempt.status === 'passed'])
        .sort();
      expect([row.id, row.tests.map((test) => [test.id, test.passed]).sort()]).toEqual([row.id, expected]);
    }
  });
});
