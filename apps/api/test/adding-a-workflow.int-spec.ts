import { toDiagram } from '@expert-portal/machines';
import { SYSTEM_ACTOR } from '../src/core/workflow/workflow-access';
import { WorkflowInstances } from '../src/core/workflow/workflow-instances';
import { registerWorkflow } from '../src/core/workflow/workflow-registry';
import { WorkflowRuntime } from '../src/core/workflow/workflow-runtime.service';
import { leaveRequestWorkflow } from './support/example-workflow/leave-request.workflow';
import { signedIn, startTestApp, type TestApp } from './support/test-app';

/**
 * docs/ARCHITECTURE.md, "Adding a workflow", done once: a small machine defined in three files
 * (support/example-workflow) and registered — the portal's own machines are one line in machines/' registry
 * instead. Nothing else is listed anywhere: the runtime runs it, the HTTP surface serves it, the analysts'
 * counts and diagram include it, and features read it through WorkflowInstances.
 */
describe('adding a workflow: the leaveRequest example', () => {
  let t: TestApp;
  beforeAll(async () => {
    registerWorkflow(leaveRequestWorkflow);
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function request(days: number) {
    const teacher = await signedIn(t, 'user');
    const row = await t.app.get(WorkflowRuntime).start({
      workflow: leaveRequestWorkflow,
      businessKey: `leave:${teacher.user.id}`,
      input: { user_id: teacher.user.id, days },
      actor: SYSTEM_ACTOR,
      ownerUserId: teacher.user.id,
    });
    return { teacher, id: row.id, businessKey: `leave:${teacher.user.id}` };
  }

  it('follows the machines’ contract: every event has a payload schema, roles on its transitions, and is used', () => {
    const diagram = toDiagram(leaveRequestWorkflow.machine);
    const edges = diagram.transitions.filter((edge) => edge.kind === 'event');
    for (const edge of edges) {
      expect(edge.roles).toEqual([
        ...leaveRequestWorkflow.roles[edge.event as keyof typeof leaveRequestWorkflow.roles],
      ]);
    }
    expect([...new Set(edges.map((edge) => edge.event))].sort()).toEqual(
      Object.keys(leaveRequestWorkflow.events).sort(),
    );
  });

  it('runs through the runtime and its HTTP surface: roles, transitions, history', async () => {
    const { teacher, id } = await request(5);
    const deputy = await signedIn(t, 'deputy');

    const view = await t.http.get(`/api/v1/workflow-instances/${id}/`).set(deputy.auth).expect(200);
    expect(view.body).toMatchObject({ machine: 'leaveRequest', state: 'waiting', tags: ['queue:deputy'] });
    expect(view.body.allowed_events.map((event: { type: string }) => event.type)).toEqual([
      'deputy.approve',
      'deputy.refuse',
    ]);

    // The teacher reads their own request but may not decide it.
    await t.http.get(`/api/v1/workflow-instances/${id}/`).set(teacher.auth).expect(200);
    await t.http
      .post(`/api/v1/workflow-instances/${id}/events/`)
      .set(teacher.auth)
      .send({ type: 'deputy.approve' })
      .expect(403);
    // A refusal needs its reason, by the event's schema.
    const bad = await t.http
      .post(`/api/v1/workflow-instances/${id}/events/`)
      .set(deputy.auth)
      .send({ type: 'deputy.refuse' });
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('reason');

    const approved = await t.http
      .post(`/api/v1/workflow-instances/${id}/events/`)
      .set(deputy.auth)
      .send({ type: 'deputy.approve', comment: 'Хорошего отдыха' })
      .expect(200);
    expect(approved.body).toMatchObject({ state: 'approved', status: 'done', revision: 1 });
    const history = await t.http
      .get(`/api/v1/workflow-instances/${id}/history/`)
      .set(deputy.auth)
      .expect(200);
    expect(history.body.map((entry: { type: string }) => entry.type)).toEqual([
      'xstate.init',
      'deputy.approve',
    ]);
  });

  it('is read by features through WorkflowInstances, with its projection typed by the definition', async () => {
    const { businessKey, teacher } = await request(3);
    const found = await t.app.get(WorkflowInstances).byKey(leaveRequestWorkflow, businessKey);
    expect(found).toMatchObject({
      state_path: 'waiting',
      owner_user_id: teacher.user.id,
      projection: { user_id: teacher.user.id, days: 3, decision: 'waiting' },
    });
    const decision: 'waiting' | 'approved' | 'refused' | undefined = found?.projection?.decision;
    expect(decision).toBe('waiting');
  });

  it('appears in the analysts’ list of machines with live counts and its diagram', async () => {
    const analyst = await signedIn(t, 'analyst');
    const machines = await t.http.get('/api/v1/workflows/').set(analyst.auth).expect(200);
    const leave = (machines.body as Array<{ id: string; counts: Record<string, number> }>).find(
      (machine) => machine.id === 'leaveRequest',
    );
    expect(leave?.counts).toMatchObject({ waiting: expect.any(Number), approved: 1 });
    const definition = await t.http
      .get('/api/v1/workflows/leaveRequest/definition/')
      .set(analyst.auth)
      .expect(200);
    expect(definition.body).toMatchObject({ id: 'leaveRequest', initial: 'leaveRequest.waiting' });
  });
});
