import { applicationSigningWorkflow } from '@expert-portal/machines';
import type { Batcher } from '../src/core/workflow/batcher';
import { WorkflowRuntime } from '../src/core/workflow/workflow-runtime.service';
import { newApplication } from './support/applications';
import { newUser, signedIn, startTestApp, type TestApp } from './support/test-app';

/** Concurrent events' writes in one statement (transition-batch.ts): each keeps what it would write alone. */
describe('events written together', () => {
  let t: TestApp;
  let runtime: WorkflowRuntime;
  /** The number of writes in each statement the runtime sent. */
  const sizes: number[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    runtime = t.app.get(WorkflowRuntime);
    const writes = (runtime as unknown as { writes: Batcher<unknown, boolean> }).writes;
    const batcher = writes as unknown as { send: (items: readonly unknown[]) => Promise<unknown> };
    const send = batcher.send.bind(batcher);
    batcher.send = (items) => {
      sizes.push(items.length);
      return send(items);
    };
  });
  afterAll(() => t.close());

  /** The applications' signing instances, by application id. */
  async function instancesOf(ids: number[]): Promise<Map<number, string>> {
    const rows = (await t.dataSource.query(
      `SELECT id::text, business_key FROM workflow_instances
        WHERE machine_id = 'applicationSigning' AND business_key = ANY($1::text[])`,
      [ids.map((id) => `application:${id}`)],
    )) as Array<{ id: string; business_key: string }>;
    return new Map(rows.map((row) => [Number(row.business_key.split(':')[1]), row.id]));
  }

  it('signs and approves twelve applications at once: every audit row, projection and outbox row is there', async () => {
    const staff = await signedIn(t, 'staff');
    const deputy = await signedIn(t, 'deputy');
    const ids: number[] = [];
    for (let n = 0; n < 12; n += 1) ids.push(await newApplication(t));
    const instances = await instancesOf(ids);
    sizes.length = 0;

    const signed = await Promise.all(
      ids.map((id) =>
        runtime.send({
          workflow: applicationSigningWorkflow,
          ref: { id: instances.get(id) as string },
          event: { type: 'staff.sign' },
          actor: staff.user,
        }),
      ),
    );
    expect(signed.map((view) => view.state)).toEqual(ids.map(() => 'awaiting_deputy'));
    const approved = await Promise.all(
      ids.map((id) =>
        runtime.send({
          workflow: applicationSigningWorkflow,
          ref: { id: instances.get(id) as string },
          event: { type: 'deputy.approve', role: 'user' },
          actor: deputy.user,
        }),
      ),
    );
    expect(approved.map((view) => view.state)).toEqual(ids.map(() => 'approved'));
    // The first write of each round goes alone; those that came meanwhile went together.
    expect(Math.max(...sizes)).toBeGreaterThan(1);

    const applications = (await t.dataSource.query(
      `SELECT status, awaiting, signed_by_staff, signed_by_staff_user_id, signed_by_deputy_user_id, approved_role
         FROM applications WHERE id = ANY($1::int[])`,
      [ids],
    )) as Array<Record<string, unknown>>;
    expect(applications).toHaveLength(12);
    for (const application of applications) {
      expect(application).toEqual({
        status: 'signed',
        awaiting: null,
        signed_by_staff: true,
        signed_by_staff_user_id: staff.user.id,
        signed_by_deputy_user_id: deputy.user.id,
        approved_role: 'user',
      });
    }
    const events = (await t.dataSource.query(
      `SELECT i.id::text, array_agg(e.type ORDER BY e.revision) AS types,
              array_agg(e.revision ORDER BY e.revision) AS revisions, i.revision AS revision,
              (SELECT count(*)::int FROM workflow_outbox o WHERE o.instance_id = i.id) AS outbox
         FROM workflow_instances i JOIN workflow_events e ON e.instance_id = i.id
        WHERE i.id = ANY($1::bigint[]) GROUP BY i.id`,
      [[...instances.values()]],
    )) as Array<{ types: string[]; revisions: number[]; revision: number; outbox: number }>;
    expect(events).toHaveLength(12);
    for (const instance of events) {
      expect(instance.types.slice(-2)).toEqual(['staff.sign', 'deputy.approve']);
      expect(instance.revisions.slice(-2)).toEqual([instance.revision - 1, instance.revision]);
      expect(instance.outbox).toBeGreaterThan(0);
    }
  });

  it('writes one of two racing events of one instance, and refuses the other as it would alone', async () => {
    const staffA = await signedIn(t, 'staff');
    const staffB = await signedIn(t, 'staff');
    const ids: number[] = [];
    for (let n = 0; n < 6; n += 1) ids.push(await newApplication(t));
    const instances = await instancesOf(ids);
    const sign = (id: number, actor: typeof staffA.user) =>
      runtime.send({
        workflow: applicationSigningWorkflow,
        ref: { id: instances.get(id) as string },
        event: { type: 'staff.sign' },
        actor,
      });

    const outcomes = await Promise.allSettled(
      ids.flatMap((id) => [sign(id, staffA.user), sign(id, staffB.user)]),
    );
    for (let index = 0; index < ids.length; index += 1) {
      const pair = outcomes.slice(index * 2, index * 2 + 2);
      expect(pair.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    }
    const rows = (await t.dataSource.query(
      `SELECT count(*)::int AS signs FROM workflow_events
        WHERE instance_id = ANY($1::bigint[]) AND type = 'staff.sign'`,
      [[...instances.values()]],
    )) as Array<{ signs: number }>;
    expect(rows[0].signs).toBe(ids.length);
  });

  it('approves eight applications at once, and refuses, writing nothing, those whose IIN another account took', async () => {
    const staff = await signedIn(t, 'staff');
    const deputy = await signedIn(t, 'deputy');
    const ids: number[] = [];
    for (let n = 0; n < 8; n += 1) ids.push(await newApplication(t));
    const instances = await instancesOf(ids);
    const send = (id: number, event: { type: 'staff.sign' } | { type: 'deputy.approve'; role: 'user' }) =>
      runtime.send({
        workflow: applicationSigningWorkflow,
        ref: { id: instances.get(id) as string },
        event,
        actor: event.type === 'staff.sign' ? staff.user : deputy.user,
      });
    await Promise.all(ids.map((id) => send(id, { type: 'staff.sign' })));
    // Accounts made after the submission with the IINs of every third application as their logins.
    const taken = ids.filter((_, index) => index % 3 === 1);
    for (const id of taken) {
      const [{ iin }] = (await t.dataSource.query('SELECT iin FROM applications WHERE id = $1', [
        id,
      ])) as Array<{
        iin: string;
      }>;
      await newUser(t.dataSource, { username: iin, iin });
    }
    sizes.length = 0;

    const outcomes = await Promise.allSettled(
      ids.map((id) => send(id, { type: 'deputy.approve', role: 'user' })),
    );
    expect(Math.max(...sizes)).toBeGreaterThan(1);
    outcomes.forEach((outcome, index) => {
      if (taken.includes(ids[index])) {
        expect(outcome).toMatchObject({
          status: 'rejected',
          reason: { key: 'application.approve_iin_has_account' },
        });
      } else {
        expect(outcome).toMatchObject({ status: 'fulfilled', value: { state: 'approved' } });
      }
    });
    const rows = (await t.dataSource.query(
      `SELECT a.id, a.status, i.state_path, i.revision,
              (SELECT count(*)::int FROM workflow_events e WHERE e.instance_id = i.id AND e.type = 'deputy.approve')
                AS approvals,
              (SELECT count(*)::int FROM workflow_outbox o WHERE o.instance_id = i.id) AS outbox
         FROM applications a JOIN workflow_instances i ON i.business_key = 'application:' || a.id
        WHERE a.id = ANY($1::int[]) ORDER BY a.id`,
      [ids],
    )) as Array<{
      id: number;
      status: string;
      state_path: string;
      revision: number;
      approvals: number;
      outbox: number;
    }>;
    for (const row of rows) {
      expect(row).toMatchObject(
        taken.includes(row.id)
          ? { status: 'waiting', state_path: 'awaiting_deputy', approvals: 0, outbox: 0 }
          : { status: 'signed', state_path: 'approved', approvals: 1 },
      );
    }
  });
});
