import { applicationSigningWorkflow } from '@expert-portal/machines';
import { Client } from 'pg';
import { OUTBOX_CHANNEL } from '../src/core/workflow/transition-statement';
import { SYSTEM_ACTOR } from '../src/core/workflow/workflow-access';
import { WorkflowRuntime } from '../src/core/workflow/workflow-runtime.service';
import { newApplication } from './support/applications';
import { signedIn, startTestApp, type TestApp } from './support/test-app';

/** The one-statement write: its wake-up of the relay, and its projections under racing events. */
describe('the transition statement', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('notifies the outbox channel when an event writes outbox rows', async () => {
    const runtime = t.app.get(WorkflowRuntime);
    const row = await runtime.start({
      workflow: applicationSigningWorkflow,
      businessKey: 'application:900001',
      input: { application_id: 900001 },
      actor: SYSTEM_ACTOR,
    });
    const staff = await signedIn(t, 'staff');
    const deputy = await signedIn(t, 'deputy');
    await runtime.send({
      workflow: applicationSigningWorkflow,
      ref: { id: row.id },
      event: { type: 'staff.sign' },
      actor: staff.user,
    });

    const listener = new Client({ connectionString: t.config.databaseUrl });
    await listener.connect();
    try {
      await listener.query(`LISTEN ${OUTBOX_CHANNEL}`);
      const notified = new Promise<string>((resolve) =>
        listener.on('notification', (message) => resolve(message.channel)),
      );
      // The approval's createAccount effect is an outbox row: the statement that writes it notifies.
      await runtime.send({
        workflow: applicationSigningWorkflow,
        ref: { id: row.id },
        event: { type: 'deputy.approve', role: 'user' },
        actor: deputy.user,
      });
      const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('no notification'), 2000));
      expect(await Promise.race([notified, timeout])).toBe(OUTBOX_CHANNEL);
    } finally {
      await listener.end();
    }
  });

  it('lets one of a sign and a refusal sent at once win, and the application says what the instance says', async () => {
    const staffA = await signedIn(t, 'staff');
    const staffB = await signedIn(t, 'staff');
    const reasons = await t.http.get('/api/v1/reject_reasons/').expect(200);
    const reasonId = reasons.body.results[0].id as number;

    for (let round = 0; round < 8; round += 1) {
      const id = await newApplication(t);
      const [sign, refuse] = await Promise.all([
        t.http.post(`/api/v1/applications/${id}/sign/`).set(staffA.auth).send({ decision: 'approved' }),
        t.http
          .post(`/api/v1/applications/${id}/sign/`)
          .set(staffB.auth)
          .send({ decision: 'rejected', reason_id: reasonId, comment: 'Нет диплома' }),
      ]);
      expect([sign.status, refuse.status].sort()).toEqual([200, 409]);

      const [app] = (await t.dataSource.query(
        `SELECT a.status, a.awaiting, a.signed_by_staff, a.signed_by_staff_user_id, a.rejected_by,
                a.rejected_by_user_id, a.rejection_reason_id, a.rejection_comment, i.state_path
           FROM applications a
           JOIN workflow_instances i ON i.machine_id = 'applicationSigning'
                                    AND i.business_key = 'application:' || a.id
          WHERE a.id = $1`,
        [id],
      )) as Array<Record<string, unknown>>;
      if (sign.status === 200) {
        expect(app).toEqual({
          status: 'waiting',
          awaiting: 'deputy',
          signed_by_staff: true,
          signed_by_staff_user_id: staffA.user.id,
          rejected_by: null,
          rejected_by_user_id: null,
          rejection_reason_id: null,
          rejection_comment: null,
          state_path: 'awaiting_deputy',
        });
      } else {
        expect(app).toEqual({
          status: 'rejected',
          awaiting: null,
          signed_by_staff: false,
          signed_by_staff_user_id: null,
          rejected_by: 'staff',
          rejected_by_user_id: staffB.user.id,
          rejection_reason_id: reasonId,
          rejection_comment: 'Нет диплома',
          state_path: 'rejected',
        });
      }
      // The audit trail has the start and exactly the winning event.
      const events = (await t.dataSource.query(
        `SELECT e.type FROM workflow_events e JOIN workflow_instances i ON i.id = e.instance_id
          WHERE i.business_key = $1 ORDER BY e.revision`,
        [`application:${id}`],
      )) as Array<{ type: string }>;
      expect(events.map((event) => event.type)).toEqual([
        'xstate.init',
        sign.status === 200 ? 'staff.sign' : 'staff.refuse',
      ]);
    }
  });
});
