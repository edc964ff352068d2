import {
  startWorkflow,
  applicationSigningWorkflow,
  candidatePipelineKey,
  candidatePipelineWorkflow,
  certificateOrderWorkflow,
} from '@expert-portal/machines';
import type { QueryRunner } from 'typeorm';
import { SYSTEM_ACTOR } from '../src/core/workflow/workflow-access';
import { workflowOf } from '../src/core/workflow/workflow-registry';
import { WorkflowRuntime } from '../src/core/workflow/workflow-runtime.service';
import { StorageService } from '../src/core/files/storage.service';
import { PRE_COURSE_TESTS } from '../src/modules/accounts/pipeline-starter.service';
import { CompactWorkflowAnalyticsJob } from '../src/modules/workflow-analytics/jobs/compact-workflow-analytics.job';
import { newApplication, PNG } from './support/applications';
import { almatyDate, newCertificate, newCertificateCourse } from './support/certificate-rows';
import { onePagePdf } from './support/documents';
import { newUser, signedIn, startTestApp, type TestApp } from './support/test-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const PIPELINE = '/api/v1/workflows/candidatePipeline';

/** One step of a fixture history: when (ms from the fixture's now), the event, the state it led to. */
interface Step {
  ago: number;
  type: string;
  to: string;
  actor?: { id: number; role: string };
}

/** The figures of a state as the overview answers them. */
type Figures = {
  state: string;
  count: number;
  completed_visits: number;
  median_seconds: number | null;
  p90_seconds: number | null;
  stuck: number | null;
};

/** True when a duration read from the 4 % buckets is within 2 % of the exact one. */
function near(actual: number | null, exactSeconds: number): boolean {
  return actual !== null && Math.abs(actual / exactSeconds - 1) <= 0.02;
}

/** A node of `EXPLAIN (ANALYZE, FORMAT JSON)`. */
interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

/** The rows a plan read from `workflow_instances`, over all its scans of the table. */
function instanceRowsRead(node: PlanNode): number {
  const own = node['Relation Name'] === 'workflow_instances' ? node['Actual Rows'] * node['Actual Loops'] : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + instanceRowsRead(child), 0);
}

describe('workflow analytics', () => {
  let t: TestApp;
  let analyst: Awaited<ReturnType<typeof signedIn>>;
  let admin: Awaited<ReturnType<typeof signedIn>>;
  let applicationSequence = 1_000;

  beforeAll(async () => {
    t = await startTestApp();
    analyst = await signedIn(t, 'analyst', { name: 'Аналитик Айдана' });
    admin = await signedIn(t, 'admin', { name: 'Админ Ерлан' });
  });
  afterAll(() => t.close());

  const overview = (query: Record<string, string | number>, auth = analyst.auth) =>
    t.http
      .get(`${PIPELINE}/overview/`)
      .query(query)
      .set(auth)
      .expect(200)
      .then((res) => res.body as { states: Figures[]; transitions: unknown[]; [key: string]: unknown });

  async function newApplicationInstance(): Promise<string> {
    applicationSequence += 1;
    const row = await t.app.get(WorkflowRuntime).start({
      workflow: applicationSigningWorkflow,
      businessKey: `application:${applicationSequence}`,
      input: { application_id: applicationSequence },
      actor: SYSTEM_ACTOR,
    });
    return String(row.id);
  }

  describe('a fixture event log with known times (candidatePipeline)', () => {
    const now = Date.now();
    const ids: Record<string, { instance: string; user: number; key: string }> = {};
    let grader: Awaited<ReturnType<typeof newUser>>;

    /**
     * Writes an instance and its events straight into the runtime's tables with chosen times, as a seed of
     * past histories does (with when each state was entered, as the runtime writes it): the readers count
     * them from the log until the worker folds them.
     */
    async function history(
      label: string,
      owner: { name: string; email?: string },
      track: 'user' | 'direct_enroll',
      steps: Step[],
    ): Promise<void> {
      const user = await newUser(t.dataSource, { role: track, name: owner.name, email: owner.email ?? null });
      const workflow = workflowOf('candidatePipeline');
      const start = startWorkflow(workflow, {
        user_id: user.id,
        track,
        tests: track === 'user' ? PRE_COURSE_TESTS : [],
      });
      const last = steps[steps.length - 1];
      const key = candidatePipelineKey(user.id);
      // When each step's state was entered: a self-transition keeps the time of the state change before it.
      const entered: Date[] = [];
      for (const [index, step] of steps.entries()) {
        const changed = index === 0 || steps[index - 1].to !== step.to;
        entered.push(changed ? new Date(now - step.ago) : entered[index - 1]);
      }
      const [{ id }] = (await t.dataSource.query(
        `INSERT INTO workflow_instances (machine_id, machine_version, xstate_version, business_key, owner_user_id,
                                         status, state_value, state_path, state_entered_at, snapshot, revision,
                                         created_at)
         VALUES ('candidatePipeline', $1, '5', $2, $3, 'active', $4, $5, $6, $7, $8, $9) RETURNING id::text`,
        [
          workflow.version,
          key,
          user.id,
          JSON.stringify(last.to),
          last.to,
          entered[steps.length - 1],
          JSON.stringify(start.persisted),
          steps.length - 1,
          new Date(now - steps[0].ago),
        ],
      )) as Array<{ id: string }>;
      for (const [revision, step] of steps.entries()) {
        await t.dataSource.query(
          `INSERT INTO workflow_events (instance_id, revision, type, payload, actor_id, actor_role, from_state,
                                        from_entered_at, to_state, created_at)
           VALUES ($1, $2, $3, '{}', $4, $5, $6, $7, $8, $9)`,
          [
            id,
            revision,
            step.type,
            step.actor?.id ?? null,
            step.actor?.role ?? 'system',
            revision === 0 ? null : steps[revision - 1].to,
            revision === 0 ? null : entered[revision - 1],
            step.to,
            new Date(now - step.ago),
          ],
        );
      }
      ids[label] = { instance: id, user: user.id, key };
    }

    beforeAll(async () => {
      grader = await newUser(t.dataSource, { role: 'admin', name: 'Омаров Данияр' });
      const byGrader = { id: grader.id, role: 'admin' };
      // Ten candidates passed the tests three days ago after i × 61 minutes there; now at the interview.
      for (let i = 1; i <= 10; i++) {
        await history(
          `recent${i}`,
          {
            name: i === 7 ? 'Сәрсенбаева Гүлнұр' : `Кандидат Недавний ${i}`,
            email: `recent${i}@school.kz`,
          },
          'user',
          [
            { ago: 3 * DAY + i * HOUR, type: 'xstate.init', to: 'tests' },
            { ago: 3 * DAY + i * HOUR - 10 * MINUTE, type: 'test.start', to: 'tests' },
            { ago: 3 * DAY - i * MINUTE, type: 'test.submit', to: 'interview' },
          ],
        );
      }
      // Four spent j days at the tests (until 20 days ago) and five at the interview, then failed it.
      for (let j = 1; j <= 4; j++) {
        await history(`month${j}`, { name: `Кандидат Месячный ${j}` }, 'user', [
          { ago: 20 * DAY + j * DAY, type: 'xstate.init', to: 'tests' },
          { ago: 20 * DAY, type: 'test.submit', to: 'interview' },
          { ago: 15 * DAY, type: 'interview.grade', to: 'failed', actor: byGrader },
        ]);
      }
      // Two began 200 days ago: ten days at the tests, 90 days less k hours at the interview; now at the essay.
      for (let k = 1; k <= 2; k++) {
        await history(`old${k}`, { name: `Кандидат Давний ${k}` }, 'user', [
          { ago: 200 * DAY, type: 'xstate.init', to: 'tests' },
          { ago: 190 * DAY, type: 'test.submit', to: 'interview' },
          { ago: 100 * DAY + k * HOUR, type: 'interview.grade', to: 'essay', actor: byGrader },
        ]);
      }
      // A direct enrolment at theory for 50 days.
      await history('direct', { name: 'Прямой Слушатель' }, 'direct_enroll', [
        { ago: 50 * DAY, type: 'xstate.init', to: 'theory' },
      ]);
    });

    const byState = (states: Figures[]) =>
      Object.fromEntries(states.map((figures) => [figures.state, figures]));

    it('counts the instances in each state now, every state of the machine listed', async () => {
      const body = await overview({ period: 'all' });
      expect(body).toMatchObject({ machine: 'candidatePipeline', period: 'all', since: null, total: 17 });
      expect(body.states.map((figures) => figures.state)).toEqual([
        'enrolled',
        'tests',
        'interview',
        'essay',
        'theory',
        'practice',
        'awaiting_certificate',
        'expert',
        'failed',
      ]);
      const counts = Object.fromEntries(body.states.map((figures) => [figures.state, figures.count]));
      expect(counts).toEqual({
        enrolled: 0,
        tests: 0,
        interview: 10,
        essay: 2,
        theory: 1,
        practice: 0,
        awaiting_certificate: 0,
        expert: 0,
        failed: 4,
      });
      expect(body.states.every((figures) => figures.stuck === null)).toBe(true);
    });

    it('gives the median and 90th percentile of the stays that ended in each period', async () => {
      const week = byState((await overview({ period: '7d' })).states);
      // 61, 122 … 610 minutes: the 5th and the 9th of ten.
      expect(week.tests.completed_visits).toBe(10);
      expect(near(week.tests.median_seconds, 305 * 60)).toBe(true);
      expect(near(week.tests.p90_seconds, 549 * 60)).toBe(true);
      expect(week.interview).toMatchObject({ completed_visits: 0, median_seconds: null, p90_seconds: null });

      const month = byState((await overview({ period: '30d' })).states);
      // With 1–4 days: the 7th and the 13th of fourteen.
      expect(month.tests.completed_visits).toBe(14);
      expect(near(month.tests.median_seconds, 427 * 60)).toBe(true);
      expect(near(month.tests.p90_seconds, 3 * 86_400)).toBe(true);
      expect(month.interview.completed_visits).toBe(4);
      expect(near(month.interview.median_seconds, 5 * 86_400)).toBe(true);
      expect(near(month.interview.p90_seconds, 5 * 86_400)).toBe(true);

      const all = byState((await overview({ period: 'all' })).states);
      // With two of ten days: the 8th and the 15th of sixteen.
      expect(all.tests.completed_visits).toBe(16);
      expect(near(all.tests.median_seconds, 488 * 60)).toBe(true);
      expect(near(all.tests.p90_seconds, 10 * 86_400)).toBe(true);
      // Four of 5 days and 90 days less one and two hours: the 3rd and the 6th of six.
      expect(all.interview.completed_visits).toBe(6);
      expect(near(all.interview.median_seconds, 5 * 86_400)).toBe(true);
      expect(near(all.interview.p90_seconds, 90 * 86_400 - 3600)).toBe(true);
      // Nobody left theory, the essay or failed: no stay ended there.
      expect(all.theory).toMatchObject({ count: 1, completed_visits: 0, median_seconds: null });
    });

    it('counts each transition taken in the period, self-transitions and starts included', async () => {
      const sorted = (rows: unknown[]) =>
        [...(rows as Array<{ from: string | null; to: string; event: string; count: number }>)].sort((a, b) =>
          `${a.from}${a.to}${a.event}`.localeCompare(`${b.from}${b.to}${b.event}`),
        );
      const week = await overview({ period: '7d' });
      expect(week.since).toEqual(expect.any(String));
      expect(sorted(week.transitions)).toEqual(
        sorted([
          { from: null, to: 'tests', event: 'xstate.init', count: 10 },
          { from: 'tests', to: 'tests', event: 'test.start', count: 10 },
          { from: 'tests', to: 'interview', event: 'test.submit', count: 10 },
        ]),
      );
      expect(sorted((await overview({ period: '30d' })).transitions)).toEqual(
        sorted([
          { from: null, to: 'tests', event: 'xstate.init', count: 14 },
          { from: 'tests', to: 'tests', event: 'test.start', count: 10 },
          { from: 'tests', to: 'interview', event: 'test.submit', count: 14 },
          { from: 'interview', to: 'failed', event: 'interview.grade', count: 4 },
        ]),
      );
      expect(sorted((await overview({ period: 'all' })).transitions)).toEqual(
        sorted([
          { from: null, to: 'tests', event: 'xstate.init', count: 16 },
          { from: null, to: 'theory', event: 'xstate.init', count: 1 },
          { from: 'tests', to: 'tests', event: 'test.start', count: 10 },
          { from: 'tests', to: 'interview', event: 'test.submit', count: 16 },
          { from: 'interview', to: 'failed', event: 'interview.grade', count: 4 },
          { from: 'interview', to: 'essay', event: 'interview.grade', count: 2 },
        ]),
      );
    });

    it('starts a period at the beginning of a Kazakhstan day', async () => {
      const week = await overview({ period: '7d' });
      const [{ since }] = (await t.dataSource.query(
        `SELECT (((now() AT TIME ZONE 'Asia/Almaty')::date - 6)::timestamp AT TIME ZONE 'Asia/Almaty') AS since`,
      )) as Array<{ since: Date }>;
      expect(week.since).toBe(since.toISOString());
    });

    it('counts, per state, the instances waiting longer than the threshold', async () => {
      const week = byState((await overview({ period: '7d', stuck_after_hours: 24 * 7 })).states);
      expect(
        Object.fromEntries(Object.values(week).map((figures) => [figures.state, figures.stuck])),
      ).toEqual({
        enrolled: 0,
        tests: 0,
        interview: 0,
        essay: 2,
        theory: 1,
        practice: 0,
        awaiting_certificate: 0,
        expert: 0,
        failed: 4,
      });
      const twoDays = byState((await overview({ period: '7d', stuck_after_hours: 48 })).states);
      expect(twoDays.interview.stuck).toBe(10);
    });

    it('lists the instances in a state, longest waiting first, paged, with the time they entered it', async () => {
      const first = await t.http
        .get(`${PIPELINE}/states/interview/instances/`)
        .query({ page_size: 4 })
        .set(analyst.auth)
        .expect(200);
      expect(first.body.count).toBe(10);
      expect(first.body.previous).toBeNull();
      expect(first.body.next).toContain('page=2');
      expect(first.body.results.map((row: { id: string }) => row.id)).toEqual(
        [1, 2, 3, 4].map((i) => ids[`recent${i}`].instance),
      );
      expect(first.body.results[0]).toEqual({
        id: ids.recent1.instance,
        business_key: ids.recent1.key,
        owner_name: 'Кандидат Недавний 1',
        state: 'interview',
        entered_at: new Date(now - 3 * DAY + MINUTE).toISOString(),
        seconds_in_state: expect.any(Number),
      });
      const waited = first.body.results[0].seconds_in_state;
      expect(waited).toBeGreaterThanOrEqual((3 * DAY - MINUTE) / 1000 - 1);
      expect(waited).toBeLessThan((3 * DAY - MINUTE) / 1000 + 120);

      const last = await t.http
        .get(`${PIPELINE}/states/interview/instances/`)
        .query({ page_size: 4, page: 3 })
        .set(analyst.auth)
        .expect(200);
      expect(last.body.next).toBeNull();
      expect(last.body.previous).toContain('page=2');
      expect(last.body.results.map((row: { id: string }) => row.id)).toEqual(
        [9, 10].map((i) => ids[`recent${i}`].instance),
      );
    });

    it('lists only the stuck instances with a threshold, and searches names and business keys', async () => {
      const list = (query: Record<string, string | number>, state = 'interview') =>
        t.http
          .get(`${PIPELINE}/states/${state}/instances/`)
          .query(query)
          .set(analyst.auth)
          .expect(200)
          .then((res) => res.body as { count: number; results: Array<{ id: string; business_key: string }> });

      expect((await list({ stuck_after_hours: 24 * 7 })).count).toBe(0);
      const essay = await list({ stuck_after_hours: 24 * 7 }, 'essay');
      // old2 entered the essay an hour before old1.
      expect(essay.results.map((row) => row.id)).toEqual([ids.old2.instance, ids.old1.instance]);

      // Kazakh letters and case fold away.
      const byName = await list({ search: 'САРСЕНБАЕВА' });
      expect(byName.results.map((row) => row.id)).toEqual([ids.recent7.instance]);
      const byKey = await list({ search: ids.recent3.key });
      expect(byKey.results.map((row) => row.id)).toContain(ids.recent3.instance);
      expect(byKey.results.every((row) => row.business_key.startsWith(ids.recent3.key))).toBe(true);
      expect((await list({ search: 'recent3@school.kz' })).count).toBe(0);
    });

    it('answers the same figures once the log is folded, and after a rebuild from it', async () => {
      const read = async () => {
        const figures = [];
        for (const period of ['7d', '30d', 'all']) {
          const { generated_at: _at, ...body } = await overview({ period, stuck_after_hours: 48 });
          figures.push(body);
        }
        return figures;
      };
      const before = await read();
      // The worker's job folds each event of the fixture: 10 × 3 + 4 × 3 + 2 × 3 + 1.
      expect(await new CompactWorkflowAnalyticsJob(t.dataSource).compact()).toEqual({ folded: 49 });
      const [{ left }] = (await t.dataSource.query(
        'SELECT count(*)::int AS left FROM workflow_analytics_events WHERE id > workflow_analytics_mark()',
      )) as Array<{ left: number }>;
      expect(left).toBe(0);
      expect(await new CompactWorkflowAnalyticsJob(t.dataSource).compact()).toEqual({ folded: 0 });
      expect(await read()).toEqual(before);

      await t.dataSource.query('SELECT workflow_analytics_rebuild()');
      expect(await read()).toEqual(before);
    });

    it('gives an instance’s trail: context, path and timeline with actor names', async () => {
      const res = await t.http
        .get(`${PIPELINE}/instances/${ids.old1.instance}/trail/`)
        .set(analyst.auth)
        .expect(200);
      expect(res.body).toMatchObject({
        id: ids.old1.instance,
        machine: 'candidatePipeline',
        business_key: ids.old1.key,
        owner_name: 'Кандидат Давний 1',
        state: 'essay',
        context: { user_id: ids.old1.user, track: 'user' },
      });
      expect(res.body.timeline).toEqual([
        {
          revision: 0,
          event: 'xstate.init',
          from_state: null,
          to_state: 'tests',
          actor: { role: 'system', name: null },
          at: new Date(now - 200 * DAY).toISOString(),
          seconds_in_state: 10 * 86_400,
        },
        {
          revision: 1,
          event: 'test.submit',
          from_state: 'tests',
          to_state: 'interview',
          actor: { role: 'system', name: null },
          at: new Date(now - 190 * DAY).toISOString(),
          seconds_in_state: 90 * 86_400 - 3600,
        },
        {
          revision: 2,
          event: 'interview.grade',
          from_state: 'interview',
          to_state: 'essay',
          actor: { role: 'admin', name: 'Омаров Данияр' },
          at: new Date(now - 100 * DAY - HOUR).toISOString(),
          seconds_in_state: expect.any(Number),
        },
      ]);
      expect(res.body.timeline[2].seconds_in_state).toBeGreaterThanOrEqual(100 * 86_400 + 3600 - 1);
      expect(res.body.timeline[2].actor).not.toHaveProperty('id');
    });

    it('keeps the owners’ e-mails from analysts in the machine’s instance list, and searching by them', async () => {
      const asAnalyst = await t.http
        .get(`${PIPELINE}/instances/`)
        .query({ search: 'Недавний 2' })
        .set(analyst.auth)
        .expect(200);
      expect(asAnalyst.body.results.length).toBeGreaterThan(0);
      expect(asAnalyst.body.results.every((row: { owner_email: unknown }) => row.owner_email === null)).toBe(
        true,
      );
      const asAdmin = await t.http
        .get(`${PIPELINE}/instances/`)
        .query({ search: 'recent2@school.kz' })
        .set(admin.auth)
        .expect(200);
      expect(asAdmin.body.results[0]).toMatchObject({ owner_email: 'recent2@school.kz' });
      const probe = await t.http
        .get(`${PIPELINE}/instances/`)
        .query({ search: 'recent2@school.kz' })
        .set(analyst.auth)
        .expect(200);
      expect(probe.body.count).toBe(0);
    });
  });

  describe('live', () => {
    it('shows a transition made through the runtime in the next overview, without waiting', async () => {
      const id = await newApplicationInstance();
      const staff = await signedIn(t, 'staff');
      const read = () =>
        t.http
          .get('/api/v1/workflows/applicationSigning/overview/')
          .query({ period: '7d' })
          .set(analyst.auth)
          .expect(200)
          .then((res) => {
            const body = res.body as {
              states: Figures[];
              transitions: Array<{ from: string | null; to: string; event: string; count: number }>;
            };
            const state = (name: string) => body.states.find((figures) => figures.state === name) as Figures;
            const signs = body.transitions.find(
              (row) => row.from === 'waiting' && row.to === 'awaiting_deputy' && row.event === 'staff.sign',
            );
            return {
              waiting: state('waiting').count,
              deputy: state('awaiting_deputy').count,
              waited: state('waiting').completed_visits,
              signs: signs?.count ?? 0,
            };
          });
      const before = await read();
      await t.http
        .post(`/api/v1/workflow-instances/${id}/events/`)
        .set(staff.auth)
        .send({ type: 'staff.sign' })
        .expect(200);
      expect(await read()).toEqual({
        waiting: before.waiting - 1,
        deputy: before.deputy + 1,
        waited: before.waited + 1,
        signs: before.signs + 1,
      });
      const list = await t.http
        .get('/api/v1/workflows/applicationSigning/states/awaiting_deputy/instances/')
        .set(analyst.auth)
        .expect(200);
      expect(list.body.results.map((row: { id: string }) => row.id)).toContain(id);
    });

    /** A transaction left open with an instance's start event written in it: numbered, not committed. */
    async function openTransactionWithEvent(): Promise<QueryRunner> {
      const open = t.dataSource.createQueryRunner();
      await open.startTransaction();
      applicationSequence += 1;
      await t.app.get(WorkflowRuntime).start(
        {
          workflow: applicationSigningWorkflow,
          businessKey: `application:${applicationSequence}`,
          input: { application_id: applicationSequence },
          actor: SYSTEM_ACTOR,
        },
        open.manager,
      );
      return open;
    }

    it('folds an event once its transaction has ended, never past one still open', async () => {
      const job = new CompactWorkflowAnalyticsJob(t.dataSource);
      await job.compact();
      const open = await openTransactionWithEvent();
      try {
        // Committed while the first is open, with the higher id.
        await newApplicationInstance();
        // The fold waits a moment for the open transaction, then gives up and tries on its next run.
        expect(await job.compact()).toEqual({ folded: 0 });
        await open.commitTransaction();
      } finally {
        await open.release();
      }
      expect(await job.compact()).toEqual({ folded: 2 });
    });

    it('holds no event up while it waits for a transaction still writing one', async () => {
      const job = new CompactWorkflowAnalyticsJob(t.dataSource);
      await job.compact();
      const open = await openTransactionWithEvent();
      let waiting = true;
      try {
        const settled = t.dataSource
          .query<Array<{ upto: string }>>('SELECT workflow_events_settled(10000)::text AS upto')
          .finally(() => (waiting = false));
        await new Promise((resolve) => setTimeout(resolve, 100));
        // A SHARE lock on the log would queue this event behind the fold's wait until the open transaction ends.
        await newApplicationInstance();
        expect(waiting).toBe(true);
        await open.commitTransaction();
        // The id it answers is the highest settled when it was asked: both events came after.
        const [{ upto }] = await settled;
        expect(await t.dataSource.query('SELECT workflow_analytics_compact($1)::int AS n', [upto])).toEqual([
          { n: 0 },
        ]);
      } finally {
        await open.release();
      }
      expect(await job.compact()).toEqual({ folded: 2 });
    });

    it('reads only the instances of the events it folds, however old the log’s statistics', async () => {
      const NEW_INSTANCES = 40;
      const job = new CompactWorkflowAnalyticsJob(t.dataSource);
      const template = await newApplicationInstance();
      // A log of many events of old instances, then many instances after them, and statistics taken of both
      // before the instances whose events come next: the log's statistics know no instance that high.
      await t.dataSource.query(
        `INSERT INTO workflow_events (instance_id, revision, type, payload, actor_id, actor_role, from_state,
                from_entered_at, to_state, created_at)
         SELECT instance_id, revision + n, type, payload, actor_id, actor_role, from_state, from_entered_at,
                to_state, created_at
           FROM workflow_events, generate_series(1, 5000) AS n WHERE instance_id = $1`,
        [template],
      );
      await t.dataSource.query(
        `INSERT INTO workflow_instances (machine_id, machine_version, xstate_version, business_key, owner_user_id,
                status, state_value, state_path, snapshot, projection, revision, created_at, updated_at,
                state_entered_at)
         SELECT machine_id, machine_version, xstate_version, 'statistics:' || n, owner_user_id, status,
                state_value, state_path, snapshot, projection, revision, created_at, updated_at, state_entered_at
           FROM workflow_instances, generate_series(1, 20000) AS n WHERE id = $1`,
        [template],
      );
      try {
        await t.dataSource.query('ANALYZE workflow_instances, workflow_events');
        await job.compact();
        for (let n = 0; n < NEW_INSTANCES; n += 1) await newApplicationInstance();
        const [{ 'QUERY PLAN': plan }] = await t.dataSource.query<
          Array<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>
        >(
          `EXPLAIN (ANALYZE, FORMAT JSON)
           SELECT * FROM workflow_analytics_events WHERE id > workflow_analytics_mark()`,
        );
        // Each new event's instance once, not the instances' whole index.
        expect(instanceRowsRead(plan[0].Plan)).toBe(NEW_INSTANCES);
        expect(await job.compact()).toEqual({ folded: NEW_INSTANCES });
      } finally {
        // The made-up events and instances go, and the rollups are counted again without them.
        await t.dataSource.query('DELETE FROM workflow_events WHERE instance_id = $1 AND revision > 0', [
          template,
        ]);
        await t.dataSource.query(`DELETE FROM workflow_instances WHERE business_key LIKE 'statistics:%'`);
        await t.dataSource.query('SELECT workflow_analytics_rebuild()');
      }
    });
  });

  describe('who may read the figures', () => {
    const routes = (id: string) => [
      `${PIPELINE}/overview/`,
      `${PIPELINE}/states/tests/instances/`,
      `${PIPELINE}/instances/${id}/trail/`,
    ];

    it('answers admins and analysts, and 403 to every other role', async () => {
      const id = await newApplicationInstance();
      const trail = `/api/v1/workflows/applicationSigning/instances/${id}/trail/`;
      await t.http.get(trail).set(admin.auth).expect(200);
      await t.http.get(trail).set(analyst.auth).expect(200);
      for (const role of ['user', 'direct_enroll', 'expert', 'staff', 'deputy', 'director'] as const) {
        const other = await signedIn(t, role);
        for (const path of routes(id)) {
          const res = await t.http.get(path).set(other.auth);
          expect([role, path, res.status]).toEqual([role, path, 403]);
        }
      }
      for (const path of routes(id)) await t.http.get(path).expect(401);
    });

    it('answers 404 for an unknown machine, a state not of the machine, a malformed id or another machine’s instance', async () => {
      const id = await newApplicationInstance();
      const notFound = [
        '/api/v1/workflows/noSuchMachine/overview/',
        '/api/v1/workflows/constructor/overview/',
        '/api/v1/workflows/noSuchMachine/states/tests/instances/',
        `${PIPELINE}/states/awaiting_deputy/instances/`,
        `${PIPELINE}/states/tests.nothing/instances/`,
        `${PIPELINE}/instances/abc/trail/`,
        `${PIPELINE}/instances/99999999999999999999/trail/`,
        `${PIPELINE}/instances/${id}/trail/`,
        `${PIPELINE}/instances/999999999/trail/`,
      ];
      for (const path of notFound) {
        const res = await t.http.get(path).set('Accept-Language', 'kk').set(analyst.auth);
        expect([path, res.status]).toEqual([path, 404]);
        expect(res.body.detail).toEqual(expect.any(String));
      }
    });

    it('refuses a bad period or threshold with field errors', async () => {
      const res = await t.http
        .get(`${PIPELINE}/overview/`)
        .query({ period: '1y', stuck_after_hours: 0 })
        .set(analyst.auth)
        .expect(400);
      expect(res.body).toEqual({ period: [expect.any(String)], stuck_after_hours: [expect.any(String)] });
    });
  });

  describe('analysts are read-only and see no personal data', () => {
    const COMMENT = 'ИИН 900101300123, тел. +77011234567, aliya@example.kz';

    it('refuses every event an analyst sends, one by one and in bulk, and changes nothing', async () => {
      const id = await newApplicationInstance();
      const pipeline = await t.app.get(WorkflowRuntime).start({
        workflow: candidatePipelineWorkflow,
        businessKey: candidatePipelineKey(admin.user.id),
        input: { user_id: admin.user.id, track: 'direct_enroll' },
        actor: SYSTEM_ACTOR,
      });
      const order = await t.app.get(WorkflowRuntime).start({
        workflow: certificateOrderWorkflow,
        businessKey: 'order:analyst-probe',
        input: {
          order_id: 1,
          course_id: 1,
          act_number: '1-П',
          act_number_kk: '1-Б',
          user_ids: [admin.user.id],
        },
        actor: SYSTEM_ACTOR,
      });
      const instances: Record<string, string> = {
        applicationSigning: id,
        candidatePipeline: String(pipeline.id),
        certificateOrder: String(order.id),
      };
      const countEvents = async () =>
        (
          (await t.dataSource.query('SELECT count(*)::int AS n FROM workflow_events')) as Array<{ n: number }>
        )[0].n;
      const before = await countEvents();
      for (const [machine, instance] of Object.entries(instances)) {
        for (const type of Object.keys(workflowOf(machine).events)) {
          const res = await t.http
            .post(`/api/v1/workflow-instances/${instance}/events/`)
            .set(analyst.auth)
            .send({ type });
          expect([machine, type, res.status]).toEqual([machine, type, 403]);
        }
        // A bulk request is refused whole: analysts send no event of any machine (SendsAnyEvent).
        await t.http
          .post(`/api/v1/workflows/${machine}/events/bulk/`)
          .set(analyst.auth)
          .send({ instance_ids: [instance], event: { type: Object.keys(workflowOf(machine).events)[0] } })
          .expect(403);
      }
      expect(await countEvents()).toBe(before);
      const view = await t.http.get(`/api/v1/workflow-instances/${id}/`).set(analyst.auth).expect(200);
      expect(view.body.allowed_events).toEqual([]);
    });

    it('gives analysts contexts, projections and event payloads without free text', async () => {
      const id = await newApplicationInstance();
      const staff = await signedIn(t, 'staff', { name: 'Сотрудник Асель' });
      await t.http
        .post(`/api/v1/workflow-instances/${id}/events/`)
        .set(staff.auth)
        .send({ type: 'staff.refuse', reason_id: 1, comment: COMMENT })
        .expect(200);

      const forStaff = await t.http.get(`/api/v1/workflow-instances/${id}/`).set(staff.auth).expect(200);
      expect(forStaff.body.context.rejection.comment).toBe(COMMENT);
      const forAnalyst = await t.http.get(`/api/v1/workflow-instances/${id}/`).set(analyst.auth).expect(200);
      expect(forAnalyst.body.context.rejection).toMatchObject({
        by: 'staff',
        reason_id: 1,
        comment: null,
        at: expect.stringMatching(/^\d{4}-/),
      });
      expect(forAnalyst.body.projection).toMatchObject({ status: 'rejected', rejection: { comment: null } });

      const history = await t.http
        .get(`/api/v1/workflow-instances/${id}/history/`)
        .set(analyst.auth)
        .expect(200);
      expect(history.body[1]).toMatchObject({
        type: 'staff.refuse',
        payload: { reason_id: 1, comment: null },
        actor: { role: 'staff', name: 'Сотрудник Асель' },
      });
      const staffHistory = await t.http
        .get(`/api/v1/workflow-instances/${id}/history/`)
        .set(staff.auth)
        .expect(200);
      expect(staffHistory.body[1].payload.comment).toBe(COMMENT);

      const list = await t.http
        .get('/api/v1/workflows/applicationSigning/instances/')
        .query({ state: 'rejected' })
        .set(analyst.auth)
        .expect(200);
      const trail = await t.http
        .get(`/api/v1/workflows/applicationSigning/instances/${id}/trail/`)
        .set(admin.auth)
        .expect(200);
      expect(trail.body.context.rejection.comment).toBeNull();
      expect(trail.body.timeline[1]).toEqual({
        revision: 1,
        event: 'staff.refuse',
        from_state: 'waiting',
        to_state: 'rejected',
        actor: { role: 'staff', name: 'Сотрудник Асель' },
        at: expect.any(String),
        seconds_in_state: expect.any(Number),
      });
      for (const body of [forAnalyst.body, history.body, list.body, trail.body]) {
        const text = JSON.stringify(body);
        for (const secret of ['900101300123', '77011234567', 'aliya@example.kz'])
          expect(text).not.toContain(secret);
      }
    });

    it('refuses analysts every private file, while a certificate’s public file stays public', async () => {
      const owner = await newUser(t.dataSource, { role: 'expert', name: 'Эксперт Файлов' });
      const course = await newCertificateCourse(t.dataSource);
      const certificate = await newCertificate(t.dataSource, {
        userId: owner.id,
        courseId: course.id,
        start_date: await almatyDate(t.dataSource, -10),
        expiration_date: await almatyDate(t.dataSource, 700),
      });
      // Real files behind the certificate and the photo, so that a refusal is not merely a missing file.
      const storage = t.app.get(StorageService);
      const pdf = onePagePdf('Сертификат');
      const [{ id: fileId }] = (await t.dataSource.query(
        `INSERT INTO stored_files (stored_name, original_name, mime, size, sha256)
         VALUES ($1, 'certificate.pdf', 'application/pdf', $2, repeat('0', 64)) RETURNING id`,
        [await storage.save('certificates', 'pdf', pdf), pdf.length],
      )) as Array<{ id: number }>;
      await t.dataSource.query('UPDATE certificates SET file_ru_id = $1, docx_ru_id = $1 WHERE id = $2', [
        fileId,
        certificate.id,
      ]);
      await t.dataSource.query('UPDATE users SET image_path = $1 WHERE id = $2', [
        await storage.save('photos', 'png', PNG),
        owner.id,
      ]);
      const applicationId = await newApplication(t);

      const served = [
        `/api/v1/applications/${applicationId}/files/identity_doc/`,
        `/api/v1/users/${owner.id}/photo/`,
        `/api/v1/certificates/${certificate.id}/file/ru/`,
        `/api/v1/certificates/${certificate.id}/docx/ru/`,
      ];
      for (const path of served) await t.http.get(path).set(admin.auth).expect(200);
      const refused = [
        ...served,
        '/api/v1/applications/export/',
        '/api/v1/users/export/',
        '/api/v1/pre_user_essay/1/file/',
        '/api/v1/practice/1/files/1/',
        '/api/v1/practice/1/answer/1/files/1/',
        '/api/v1/courses/1/image/',
        '/api/v1/courses/1/certificate_template/ru/',
        '/api/v1/courses/1/lessons/1/files/1/',
        '/api/v1/courses/1/lessons/1/download_all/',
        '/api/v1/courses/1/download_all/',
        '/api/v1/courses/1/users/export/',
      ];
      for (const path of refused) {
        const res = await t.http.get(path).set(analyst.auth);
        expect([path, res.status]).toEqual([path, 403]);
      }
      const publicFile = `/api/v1/certificates/search/${certificate.uuid}/file/ru/`;
      await t.http.get(publicFile).expect(200);
      await t.http.get(publicFile).set(analyst.auth).expect(200);
    });

    it('gives analysts other users’ cards with names only, and searches applications by names only', async () => {
      const iin = '900101300123';
      const person = await newUser(t.dataSource, {
        role: 'user',
        applicationId: await newApplication(t),
        username: iin,
        name: 'Жұмабаева Әсел',
        email: 'asel@example.kz',
        phone: '7011234567',
        iin,
      });
      const card = await t.http.get(`/api/v1/users/${person.id}/`).set(analyst.auth).expect(200);
      expect(card.body).toMatchObject({
        id: person.id,
        name: 'Жұмабаева Әсел',
        role: 'user',
        username: '',
        email: null,
        phone: null,
        iin: null,
        iik: null,
        id_number: null,
        address: null,
        image: null,
      });
      const forStaff = await t.http.get(`/api/v1/users/${person.id}/`).set((await signedIn(t, 'staff')).auth);
      expect(forStaff.body).toMatchObject({ username: iin, email: 'asel@example.kz', iin });
      const own = await t.http.get(`/api/v1/users/${analyst.user.id}/`).set(analyst.auth).expect(200);
      expect(own.body.username).toBe(analyst.user.username);

      const applicant = {
        name: 'Сәрсенбаев Ерлан Болатұлы',
        email: 'erlan.probe@example.kz',
        phone: '+77017654321',
      };
      const applicationId = await newApplication(t, { fields: applicant });
      const search = (auth: Record<string, string>, query: Record<string, string>) =>
        t.http.get('/api/v1/applications/').query(query).set(auth);
      const staff = await signedIn(t, 'staff');
      for (const probe of ['erlan.probe@example.kz', '7017654321']) {
        expect((await search(staff.auth, { search: probe }).expect(200)).body.count).toBe(1);
        expect((await search(analyst.auth, { search: probe }).expect(200)).body.count).toBe(0);
      }
      const byName = await search(analyst.auth, { search: 'сарсенбаев ерлан' }).expect(200);
      expect(byName.body.results.map((row: { name: string }) => row.name)).toEqual([applicant.name]);
      expect(byName.body.results[0]).toMatchObject({ email: '', phone: '', iin: '', files: [] });
      await search(analyst.auth, { phone: '+7 701 765' }).expect(403);
      expect((await search(staff.auth, { phone: '+7 701 765' }).expect(200)).body.count).toBe(1);

      // A refusal's comment is free text: staff read it, analysts do not.
      const [{ id: reasonId }] = (await t.dataSource.query(
        'SELECT min(id) AS id FROM reject_reasons',
      )) as Array<{
        id: number;
      }>;
      await t.http
        .post(`/api/v1/applications/${applicationId}/sign/`)
        .set(staff.auth)
        .send({ decision: 'rejected', reason_id: reasonId, comment: COMMENT })
        .expect(200);
      const refused = `/api/v1/applications/${applicationId}/`;
      expect((await t.http.get(refused).set(staff.auth).expect(200)).body.rejection_comment).toBe(COMMENT);
      const forAnalyst = await t.http.get(refused).set(analyst.auth).expect(200);
      expect(forAnalyst.body).toMatchObject({ status: 'rejected', rejection_comment: null });
      expect(JSON.stringify(forAnalyst.body)).not.toContain('900101300123');
    });
  });
});
