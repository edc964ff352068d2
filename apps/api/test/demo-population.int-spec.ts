import { hasValidIinCheckDigit, isValidKzIban } from '@expert-portal/contracts';
import {
  CANDIDATE_PIPELINE_KEY_PREFIX,
  applicationSigningWorkflow,
  candidatePipelineWorkflow,
  certificateOrderWorkflow,
  toDiagram,
  type DiagramNode,
  type PersistedSnapshot,
  type WorkflowDefinition,
} from '@expert-portal/machines';
import { restoreInstance, statePath } from '../src/core/workflow/workflow-registry';
import { seedDemoCourses } from '../src/database/seeds/demo-courses';
import { seedDemoPipelines } from '../src/database/seeds/demo-pipelines';
import { seedDemoPopulation, type PopulationSummary } from '../src/database/seeds/demo-population';
import { seedDemoPractice } from '../src/database/seeds/demo-practice';
import { seedDemoSelection } from '../src/database/seeds/demo-selection';
import { DEMO_PASSWORD, seedDemoUsers } from '../src/database/seeds/demo-users';
import { login, startTestApp, type TestApp } from './support/test-app';

const WORKFLOWS = [applicationSigningWorkflow, candidatePipelineWorkflow, certificateOrderWorkflow];
const DAY_MS = 86_400_000;

/**
 * The leaf states of a machine an instance can rest in, as instances store them. A state left at once by an
 * eventless transition without a guard (the pipeline's `enrolled`, which routes a new candidate by track) is
 * never one an instance waits in, so no population can show it.
 */
function restingStates(workflow: WorkflowDefinition): string[] {
  const diagram = toDiagram(workflow.machine);
  const leaves = (nodes: DiagramNode[]): DiagramNode[] =>
    nodes.flatMap((node) => (node.children.length ? leaves(node.children) : [node]));
  const transient = new Set(
    diagram.transitions
      .filter((edge) => edge.kind === 'always' && edge.guard === null)
      .map((edge) => edge.source),
  );
  return leaves(diagram.states)
    .filter((node) => !transient.has(node.id))
    .map((node) => node.id.slice(workflow.id.length + 1));
}

interface InstanceRow {
  id: string;
  machine_id: string;
  machine_version: number;
  state_path: string;
  snapshot: PersistedSnapshot;
  projection: unknown;
  revision: number;
  created_at: Date;
  updated_at: Date;
  revisions: number[];
  first_from: string | null;
  last_to: string;
  first_at: Date;
  last_at: Date;
}

describe('demo population', () => {
  let t: TestApp;
  let first: PopulationSummary;

  beforeAll(async () => {
    t = await startTestApp();
    // The population builds on the demo data: its staff, course, practice task and essay themes.
    await seedDemoUsers(t.dataSource);
    await seedDemoPipelines(t.app);
    await seedDemoSelection(t.app);
    await seedDemoCourses(t.app);
    await seedDemoPractice(t.app);
    first = await seedDemoPopulation(t.app, 40);
  }, 180_000);
  afterAll(() => t.close());

  const instances = () =>
    t.dataSource.query(
      `SELECT i.id::text, i.machine_id, i.machine_version, i.state_path, i.snapshot, i.projection, i.revision,
              i.created_at, i.updated_at,
              array_agg(e.revision ORDER BY e.revision) AS revisions,
              (array_agg(e.from_state ORDER BY e.revision))[1] AS first_from,
              (array_agg(e.to_state ORDER BY e.revision DESC))[1] AS last_to,
              min(e.created_at) AS first_at, max(e.created_at) AS last_at
         FROM workflow_instances i JOIN workflow_events e ON e.instance_id = i.id
        GROUP BY i.id ORDER BY i.id`,
    ) as Promise<InstanceRow[]>;

  it('puts 40 people in every state of the three machines', async () => {
    expect(first.people).toBe(40);
    for (const workflow of WORKFLOWS) {
      const states = restingStates(workflow);
      expect(Object.keys(first.states[workflow.id] ?? {}).sort()).toEqual([...states].sort());
    }
    expect(restingStates(candidatePipelineWorkflow)).not.toContain('enrolled');
    const signing = first.states.applicationSigning!;
    expect(Object.values(signing).reduce((sum, count) => sum + count, 0)).toBe(40);
    // Failed at each of the stages that can be failed, with the reason of that stage.
    const failures = (await t.dataSource.query(
      `SELECT DISTINCT projection->'failure'->>'stage' AS stage, projection->'failure'->>'reason' AS reason
         FROM workflow_instances WHERE machine_id = 'candidatePipeline' AND state_path = 'failed'`,
    )) as Array<{ stage: string; reason: string }>;
    expect(failures.map((failure) => failure.stage).sort()).toEqual([
      'essay',
      'interview',
      'practice',
      'tests',
    ]);
  });

  it('keeps every history valid: revisions 0…n, the last event the state, snapshots that restore', async () => {
    const rows = await instances();
    expect(rows.length).toBeGreaterThan(60);
    for (const row of rows) {
      expect(row.revisions).toEqual(Array.from({ length: row.revision + 1 }, (_, index) => index));
      expect(row.first_from).toBeNull();
      expect(row.last_to).toBe(row.state_path);
      const workflow = WORKFLOWS.find((candidate) => candidate.id === row.machine_id)!;
      const snapshot = restoreInstance(workflow, {
        machineVersion: row.machine_version,
        snapshot: row.snapshot,
      });
      expect(statePath(snapshot.value)).toBe(row.state_path);
      expect(JSON.parse(JSON.stringify(workflow.project(snapshot as never)))).toEqual(row.projection);
      // The instance is as old as its first event and was last changed by its last one.
      expect(new Date(row.created_at)).toEqual(new Date(row.first_at));
      expect(new Date(row.updated_at)).toEqual(new Date(row.last_at));
    }
  });

  it('spreads the histories over the last six months, none in the future, with people waiting long', async () => {
    const [span] = (await t.dataSource.query(
      `SELECT min(created_at) AS first, max(created_at) AS last FROM workflow_events`,
    )) as Array<{ first: Date; last: Date }>;
    expect(Date.now() - new Date(span!.first).getTime()).toBeGreaterThan(90 * DAY_MS);
    expect(Date.now() - new Date(span!.first).getTime()).toBeLessThan(183 * DAY_MS);
    expect(new Date(span!.last).getTime()).toBeLessThanOrEqual(Date.now());
    const [{ waiting }] = (await t.dataSource.query(
      `SELECT count(*)::int AS waiting FROM workflow_instances i
        WHERE i.machine_id = 'applicationSigning' AND i.state_path IN ('waiting', 'awaiting_deputy')
          AND i.updated_at < now() - interval '1 day'`,
    )) as Array<{ waiting: number }>;
    expect(waiting).toBeGreaterThan(0);
  });

  it('keeps the domain tables in step with the machines', async () => {
    const applications = (await t.dataSource.query(
      `SELECT a.status, a.iin, a.iik, i.state_path, (SELECT count(*)::int FROM application_files f
                                                      WHERE f.application_id = a.id) AS files
         FROM applications a JOIN workflow_instances i ON i.business_key = 'application:' || a.id`,
    )) as Array<{ status: string; iin: string; iik: string; state_path: string; files: number }>;
    const statusOf = {
      waiting: 'waiting',
      awaiting_deputy: 'waiting',
      approved: 'signed',
      rejected: 'rejected',
    };
    for (const application of applications) {
      expect(application.status).toBe(statusOf[application.state_path as keyof typeof statusOf]);
      expect(hasValidIinCheckDigit(application.iin)).toBe(true);
      expect(isValidKzIban(application.iik)).toBe(true);
      expect(application.files).toBeGreaterThanOrEqual(3);
    }
    const accounts = (await t.dataSource.query(
      `SELECT u.role, i.state_path, i.projection->>'user_role' AS pipeline_role
         FROM users u JOIN workflow_instances i ON i.business_key = $1::text || u.id
        WHERE i.machine_id = 'candidatePipeline'`,
      [CANDIDATE_PIPELINE_KEY_PREFIX],
    )) as Array<{ role: string; state_path: string; pipeline_role: string }>;
    for (const account of accounts) {
      expect(account.role).toBe(account.pipeline_role);
      expect(account.role === 'expert').toBe(account.state_path === 'expert');
    }
    // Every approved population application has its account, username = IIN.
    const [{ missing }] = (await t.dataSource.query(
      `SELECT count(*)::int AS missing FROM applications a
        WHERE a.status = 'signed' AND NOT EXISTS (SELECT 1 FROM users u WHERE u.application_id = a.id AND u.username = a.iin)`,
    )) as Array<{ missing: number }>;
    expect(missing).toBe(0);
    const experts = (await t.dataSource.query(
      `SELECT u.id, u.expertized_date, c.status FROM users u JOIN certificates c ON c.user_id = u.id
        WHERE u.role = 'expert'`,
    )) as Array<{ expertized_date: string | null; status: string }>;
    expect(experts.length).toBeGreaterThan(0);
    for (const expert of experts)
      expect(expert).toMatchObject({ status: 'active', expertized_date: expect.anything() });
    const orders = (await t.dataSource.query(
      `SELECT o.status, i.state_path FROM certificate_orders o JOIN workflow_instances i ON i.business_key = 'order:' || o.id`,
    )) as Array<{ status: string; state_path: string }>;
    const orderStatus = { signing: 'pending', issuing: 'signed', issued: 'completed' };
    for (const order of orders)
      expect(order.status).toBe(orderStatus[order.state_path as keyof typeof orderStatus]);
    // The effects the population did itself are done; the certificates' documents are left to the worker.
    // (Here every application and order is the population's, and its candidates are the accounts of an application.)
    const pending = (await t.dataSource.query(
      `SELECT DISTINCT o.effect FROM workflow_outbox o JOIN workflow_instances i ON i.id = o.instance_id
         LEFT JOIN users u ON i.business_key = $1::text || u.id
        WHERE o.done_at IS NULL AND (i.machine_id <> 'candidatePipeline' OR u.application_id IS NOT NULL)`,
      [CANDIDATE_PIPELINE_KEY_PREFIX],
    )) as Array<{ effect: string }>;
    expect(pending.map((row) => row.effect)).toEqual(['generateCertificate']);
  });

  it('answers the pre-course tests by ability: easy and hard questions, able candidates scoring higher', async () => {
    const questions = (await t.dataSource.query(
      `SELECT s.question_id,
              avg(CASE WHEN s.answer_ids = (SELECT array_agg(a.id ORDER BY a.id) FROM pre_course_answers a
                                              WHERE a.question_id = s.question_id AND a.is_correct)
                       THEN 1 ELSE 0 END) AS facility
         FROM pre_course_attempt_answers s JOIN pre_course_attempts t ON t.id = s.attempt_id
        WHERE t.status IN ('passed', 'failed')
        GROUP BY s.question_id HAVING count(*) >= 5`,
    )) as Array<{ question_id: number; facility: string }>;
    const facility = questions.map((question) => Number(question.facility));
    expect(Math.min(...facility)).toBeLessThan(0.5);
    expect(Math.max(...facility)).toBeGreaterThan(0.85);
    // Those who went on past the tests scored better on the first test than those who failed there.
    const [scores] = (await t.dataSource.query(
      `SELECT avg(a.score) FILTER (WHERE i.state_path NOT IN ('tests', 'failed')) AS went_on,
              avg(a.score) FILTER (WHERE i.projection->'failure'->>'stage' = 'tests') AS failed
         FROM pre_course_attempts a JOIN workflow_instances i ON i.business_key = $1::text || a.user_id
        WHERE a.test_id = 1 AND a.status IN ('passed', 'failed')`,
      [CANDIDATE_PIPELINE_KEY_PREFIX],
    )) as Array<{ went_on: string; failed: string }>;
    expect(Number(scores!.went_on)).toBeGreaterThan(Number(scores!.failed));
  });

  it('leaves the back office to act on the people waiting for it', async () => {
    const [waiting] = (await t.dataSource.query(
      `SELECT a.id, i.revision FROM applications a JOIN workflow_instances i ON i.business_key = 'application:' || a.id
        WHERE i.state_path = 'waiting' ORDER BY a.created_at LIMIT 1`,
    )) as Array<{ id: number; revision: number }>;
    const staff = await login(t, 'staff', DEMO_PASSWORD);
    const signed = await t.http
      .post(`/api/v1/applications/${waiting!.id}/sign/`)
      .set({ Authorization: `Bearer ${staff.access}` })
      .send({ decision: 'approved' })
      .expect(200);
    expect(signed.body).toMatchObject({ status: 'waiting', awaiting: 'deputy' });
    const [after] = (await t.dataSource.query(
      `SELECT state_path, revision FROM workflow_instances WHERE business_key = $1`,
      [`application:${waiting!.id}`],
    )) as Array<{ state_path: string; revision: number }>;
    expect(after).toEqual({ state_path: 'awaiting_deputy', revision: waiting!.revision + 1 });

    // A population candidate signs in with the demo password and sees their own pipeline.
    const [candidate] = (await t.dataSource.query(
      `SELECT u.username FROM users u JOIN workflow_instances i ON i.business_key = $1::text || u.id
        WHERE i.state_path = 'essay' AND u.application_id IS NOT NULL LIMIT 1`,
      [CANDIDATE_PIPELINE_KEY_PREFIX],
    )) as Array<{ username: string }>;
    const tokens = await login(t, candidate!.username, DEMO_PASSWORD);
    const mine = await t.http
      .get('/api/v1/workflows/candidatePipeline/mine/')
      .set({ Authorization: `Bearer ${tokens.access}` })
      .expect(200);
    expect(mine.body).toMatchObject({ state_path: 'essay' });
  });

  it('adds as many new people again when run a second time', async () => {
    const count = async () =>
      (
        (await t.dataSource.query(
          `SELECT count(*)::int AS n FROM workflow_instances WHERE machine_id = 'applicationSigning'`,
        )) as Array<{ n: number }>
      )[0]!.n;
    const before = await count();
    const second = await seedDemoPopulation(t.app, 40);
    expect(second.people).toBe(40);
    expect(await count()).toBe(before + 40);
    const [unique] = (await t.dataSource.query(
      `SELECT count(*)::int AS applications, count(DISTINCT iin)::int AS iins, count(DISTINCT name)::int AS names
         FROM applications`,
    )) as Array<{ applications: number; iins: number; names: number }>;
    expect(unique).toEqual({
      applications: unique!.applications,
      iins: unique!.applications,
      names: unique!.applications,
    });
    const [orders] = (await t.dataSource.query(
      `SELECT count(*)::int AS orders, count(DISTINCT act_number)::int AS numbers FROM certificate_orders`,
    )) as Array<{ orders: number; numbers: number }>;
    expect(orders!.numbers).toBe(orders!.orders);
  }, 120_000);
});
