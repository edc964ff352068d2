import { translate, type Role } from '@expert-portal/contracts';
import { newApplication } from './support/applications';
import { signedIn, startTestApp, type TestApp } from './support/test-app';

/**
 * Bad input on every route of the OpenAPI document, as each role and anonymously: ids beyond the columns'
 * range, impossible dates, NUL bytes, names of properties every JavaScript object has, wrong types. None
 * may answer 500, and none may write anything.
 */

const BAD_IDS = ['99999999999', '2147483648', '99999999999999999999999', '-1', '0', 'abc', '%00', '1.5'];
const BAD_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', '%00'];
const BAD_QUERIES = [
  'created_at_after=2026-02-30',
  'created_at_before=2026-13-45',
  'created_at_after=0000-00-00',
  'level=%00',
  'search=%00',
  'page=99999999999999',
  'page_size=-5',
  'page=abc',
  'state=%00',
  'role__name=%00',
  'with_certificate=maybe',
  'course=abc',
  'course=99999999999',
  'user_id=2147483648',
  'user=abc',
  'me=%00',
  'from=2026-02-30',
  'to=0000-00-00',
  'from=2026-02-01&to=2026-01-01',
  'date_joined=2026-13-45',
  'username=%00',
];
const NUL = 'a\u0000b';
const BAD_BODIES: unknown[] = [
  { username: NUL, password: NUL },
  { username: 123, password: {} },
  { name: NUL, workplace: NUL, address: NUL, iin: NUL, iik: NUL, bank: NUL, message: NUL, email: NUL },
  { type: { nested: true } },
  { type: 'staff.sign', comment: NUL },
  { decision: 'rejected', reason_id: 99999999999, comment: NUL },
  { ids: [1, '2', 2147483648, 1e20], decision: 'maybe' },
  { instance_ids: ['1', '99999999999999999999999'], event: { type: 'staff.sign' } },
  { role: { $ne: null } },
  { course: 2147483648, act_number: 'a'.repeat(101), act_number_kk: NUL },
  { user_ids: [2147483648, -1, 1.5, '2'] },
  { start_date: '2026-02-30', expiration_date: NUL },
  [],
  'just a string',
  // Body keys every JavaScript object has (JSON.parse keeps `__proto__` as a key of its own, as a server does).
  { constructor: 1 },
  JSON.parse('{"__proto__": {"x": 1}}'),
  JSON.parse('{"constructor": "a\\u0000b", "__proto__": "a\\u0000b"}'),
  { question_id: 9999999999999, answer_id: [9999999999999], answers: [{ question_id: 9999999999999 }] },
];

/** Tables whose row counts must not move (auth_log records refusals; it is the one allowed to grow). */
const WATCHED_TABLES = [
  'users',
  'applications',
  'application_files',
  'workflow_instances',
  'workflow_events',
  'workflow_outbox',
  'workflow_timers',
  'notifications',
  'contact_messages',
  'reject_reasons',
  'teacher_categories',
  'languages',
  'subjects',
  'education_levels',
  'mail_log',
  'password_setup_tokens',
  'stored_files',
  'courses',
  'course_users',
  'lessons',
  'lesson_files',
  'lesson_tests',
  'lesson_questions',
  'lesson_answers',
  'lesson_test_results',
  'certificate_organizations',
  'certificate_orders',
  'certificate_order_users',
  'certificates',
  'certificate_events',
  'credential_issuer_keys',
];

/** Requests of the corpus in flight at once. */
const CONCURRENCY = 6;
/** A role its guard turns away from a route gets one call in this many of the route's corpus. */
const DENIED_SAMPLE = 5;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface Route {
  method: Method;
  path: string;
}

function fill(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, value);
}

describe('bad input on every route', () => {
  let t: TestApp;
  let routes: Route[];
  const tokens: Partial<Record<Role | 'anonymous', string | null>> = {};

  beforeAll(async () => {
    // Every rate limit out of the way: the corpus sends thousands of requests from one address.
    t = await startTestApp({
      LOGIN_MAX_FAILURES_PER_USERNAME: '100000',
      LOGIN_MAX_FAILURES_PER_IP: '100000',
    });
    await newApplication(t);
    const document = (await t.http.get('/api/v1/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method): method is Method => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        // The notification stream never ends by itself, and logout would revoke the roles' tokens midway:
        // both are tested on their own.
        .filter(() => !path.includes('/stream') && !path.includes('/logout'))
        .map((method) => ({ method, path })),
    );
    tokens.anonymous = null;
    for (const role of ['admin', 'staff', 'deputy', 'director', 'user', 'analyst'] as const) {
      tokens[role] = (await signedIn(t, role)).tokens.access;
    }
  });
  afterAll(() => t.close());

  async function counts(): Promise<Record<string, number>> {
    const result: Record<string, number> = {};
    for (const table of WATCHED_TABLES) {
      const [{ count }] = (await t.dataSource.query(`SELECT count(*)::int AS count FROM ${table}`)) as Array<{
        count: number;
      }>;
      result[table] = count;
    }
    return result;
  }

  async function sendOne(route: Route, path: string, token: string | null | undefined, body?: unknown) {
    let req = t.http[route.method](path).set('Accept-Language', 'ru');
    if (token) req = req.set('Authorization', `Bearer ${token}`);
    if (body !== undefined) req = req.set('Content-Type', 'application/json').send(JSON.stringify(body));
    const res = await req;
    return { status: res.status, text: res.text };
  }

  it('finds the routes in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  it('answers a body key `constructor` or `__proto__` with field errors in the request’s language', async () => {
    const unknown = translate('kk', 'validation.unknown_field');
    const bodies: Array<[string, string, string, string]> = [
      [
        'put',
        '/api/v1/pre_course_test/4/answers/',
        '{"question_id": 1, "answer_id": [], "constructor": 1}',
        'constructor',
      ],
      [
        'put',
        '/api/v1/pre_course_test/4/answers/',
        '{"question_id": 1, "answer_id": [], "__proto__": {"x": 1}}',
        '__proto__',
      ],
      [
        'post',
        '/api/v1/pre_course_test/4/check_answers/',
        '{"answers": [], "constructor": {}}',
        'constructor',
      ],
      ['post', '/api/v1/pre_course_test/4/check_answers/', '{"answers": [], "__proto__": []}', '__proto__'],
    ];
    for (const [method, route, body, field] of bodies) {
      const res = await (method === 'put' ? t.http.put(route) : t.http.post(route))
        .set('Authorization', `Bearer ${tokens.user}`)
        .set('Accept-Language', 'kk')
        .set('Content-Type', 'application/json')
        .send(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      // A computed key makes `__proto__` a key of its own, as the answer has it.
      expect(res.text).toBe(JSON.stringify({ [field]: [unknown] }));
    }
  });

  it('never answers 500 and writes nothing', async () => {
    const before = await counts();
    const failures: string[] = [];
    interface Call {
      label: string;
      route: Route;
      path: string;
      body?: unknown;
    }
    const send = async (call: Call, token: string | null | undefined) => {
      const answer = await sendOne(call.route, call.path, token, call.body);
      if (answer.status >= 500)
        failures.push(`${call.label} → ${answer.status} ${answer.text.slice(0, 120)}`);
      return answer.status;
    };
    /** Runs `jobs` a few at a time: the corpus is thousands of requests, each mostly waiting on I/O. */
    const inFlight = async (jobs: Array<() => Promise<unknown>>) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < jobs.length) await jobs[next++]();
        }),
      );
    };

    // Every route's corpus: bad ids and names in its path, or bad queries; bad bodies where it takes one.
    const corpus = routes.map((route) => {
      const calls: Call[] = [];
      const hasId = /\{[^}]+\}/.test(route.path);
      const paths = hasId
        ? [...BAD_IDS, ...BAD_NAMES].map((value) => fill(route.path, value))
        : [route.path, ...BAD_QUERIES.map((query) => `${route.path}?${query}`)];
      for (const path of paths) calls.push({ label: `${route.method.toUpperCase()} ${path}`, route, path });
      if (route.method !== 'get' && route.method !== 'delete') {
        // Path parameters that exist: an instance id, and a real machine where the route names one.
        const targets = [hasId ? fill(route.path, '1') : route.path];
        if (route.path.includes('{machine}')) targets.push(fill(route.path, 'applicationSigning'));
        for (const target of targets) {
          for (const body of BAD_BODIES) {
            const label = `${route.method.toUpperCase()} ${target} ${JSON.stringify(body).slice(0, 60)}`;
            calls.push({ label, route, path: target, body });
          }
        }
      }
      return calls;
    });

    // Route by route, each route's first call as each role tells who gets past its guard. A role turned away
    // (401, 403) gets every DENIED_SAMPLE-th call of the corpus besides (its guard runs before any pipe reads
    // the input, so the rest would meet the same guard again); a role let in gets all of it.
    let sent = 0;
    for (const calls of corpus) {
      const work: Array<() => Promise<unknown>> = [];
      await inFlight(
        Object.entries(tokens).map(([who, token]) => async () => {
          const as = (call: Call) => ({ ...call, label: `${call.label} as ${who}` });
          const status = await send(as(calls[0]), token);
          const denied = status === 401 || status === 403;
          for (const [index, call] of calls.entries()) {
            if (index > 0 && (!denied || index % DENIED_SAMPLE === 0)) work.push(() => send(as(call), token));
          }
        }),
      );
      await inFlight(work);
      sent += Object.keys(tokens).length + work.length;
    }
    console.log(`bad-input: ${sent} requests`);

    expect(failures).toEqual([]);
    expect(await counts()).toEqual(before);
  }, 480_000);
});
