import { applicationSigningWorkflow } from '@expert-portal/machines';
import { SYSTEM_ACTOR } from '../src/core/workflow/workflow-access';
import { WorkflowRuntime } from '../src/core/workflow/workflow-runtime.service';
import { MIGRATIONS } from '../src/database/migrations';
import { StateEnteredAt1763950000000 } from '../src/database/migrations/1763950000000-StateEnteredAt';
import { signedIn, startTestApp, type TestApp } from './support/test-app';

const HOUR = 3_600_000;

/**
 * Migration 1763950000000-StateEnteredAt on a database with a history: taken down to the state-visits table
 * and up again, every instance's state_entered_at and every event's from_entered_at are what the runtime
 * wrote, and the analysts' projections are the same.
 */
describe('the StateEnteredAt migration on a database with history', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const stays = () =>
    t.dataSource.query(
      `SELECT e.id::text, e.from_entered_at, i.state_entered_at
         FROM workflow_events e JOIN workflow_instances i ON i.id = e.instance_id ORDER BY e.id`,
    );
  const projections = () =>
    t.dataSource.query(
      `SELECT (SELECT json_agg(d ORDER BY d.*) FROM workflow_duration_days d) AS days,
              (SELECT json_agg(d ORDER BY d.*) FROM workflow_transition_days d) AS transitions`,
    );

  it('fills both columns from the history and keeps the figures', async () => {
    const runtime = t.app.get(WorkflowRuntime);
    const staff = await signedIn(t, 'staff');
    const deputy = await signedIn(t, 'deputy');
    const now = Date.now();
    for (const id of [910001, 910002, 910003]) {
      const row = await runtime.start({
        workflow: applicationSigningWorkflow,
        businessKey: `application:${id}`,
        input: { application_id: id },
        actor: SYSTEM_ACTOR,
        at: new Date(now - 50 * HOUR),
      });
      await runtime.send({
        workflow: applicationSigningWorkflow,
        ref: { id: row.id },
        event: { type: 'staff.sign' },
        actor: staff.user,
        at: new Date(now - (40 - (id % 10)) * HOUR),
      });
      if (id !== 910003) {
        await runtime.send({
          workflow: applicationSigningWorkflow,
          ref: { id: row.id },
          event: { type: 'deputy.approve', role: 'user' },
          actor: deputy.user,
          at: new Date(now - (10 - (id % 10)) * HOUR),
        });
      }
    }
    await t.dataSource.query('SELECT workflow_analytics_compact()');
    const written = await stays();
    const figures = await projections();
    expect(
      written.filter((row: { from_entered_at: Date | null }) => row.from_entered_at).length,
    ).toBeGreaterThan(0);

    // Down to the visits, every migration after this one first; then up again.
    const after = MIGRATIONS.length - MIGRATIONS.findIndex((m) => m === StateEnteredAt1763950000000);
    for (let i = 0; i < after; i += 1) await t.dataSource.undoLastMigration({ transaction: 'each' });
    const [{ visits }] = await t.dataSource.query(
      'SELECT count(*)::int AS visits FROM workflow_state_visits WHERE left_at IS NULL',
    );
    expect(visits).toBeGreaterThanOrEqual(3);
    await t.dataSource.runMigrations({ transaction: 'each' });

    expect(await stays()).toEqual(written);
    await t.dataSource.query('SELECT workflow_analytics_rebuild()');
    expect(await projections()).toEqual(figures);
  });
});
