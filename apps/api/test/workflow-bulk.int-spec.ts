import {
  applicationSigningWorkflow,
  candidatePipelineKey,
  candidatePipelineWorkflow,
} from '@expert-portal/machines';
import { SYSTEM_ACTOR } from '../src/core/workflow/workflow-access';
import { WorkflowRuntime } from '../src/core/workflow/workflow-runtime.service';
import { signedIn, startTestApp, type TestApp } from './support/test-app';

/** Bulk events: the request is checked whole before anything runs, then every item answers for itself. */
describe('workflow bulk events', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  let sequence = 0;

  beforeAll(async () => {
    t = await startTestApp();
    staff = (await signedIn(t, 'staff')).auth;
  });
  afterAll(() => t.close());

  async function signingInstance(): Promise<string> {
    sequence += 1;
    const row = await t.app.get(WorkflowRuntime).start({
      workflow: applicationSigningWorkflow,
      businessKey: `application:${700000 + sequence}`,
      input: { application_id: 700000 + sequence },
      actor: SYSTEM_ACTOR,
    });
    return String(row.id);
  }

  const bulk = (machine: string, instanceIds: unknown[]) =>
    t.http
      .post(`/api/v1/workflows/${machine}/events/bulk/`)
      .set(staff)
      .send({ instance_ids: instanceIds, event: { type: 'staff.sign' } });

  const revision = async (id: string) =>
    (
      (await t.dataSource.query('SELECT revision FROM workflow_instances WHERE id = $1', [id])) as Array<{
        revision: number;
      }>
    )[0].revision;

  it('refuses the whole request, before any item runs, for a malformed id or one beyond bigint', async () => {
    const first = await signingInstance();
    for (const bad of ['abc', '-1', '1.5', '9223372036854775808', '99999999999999999999999', '']) {
      const res = await bulk('applicationSigning', [first, bad]);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ 'instance_ids.1': [expect.any(String)] });
    }
    expect(await revision(first)).toBe(0);
    // The largest bigint is a well-formed id: it names nothing, as an item of its own.
    const res = await bulk('applicationSigning', [first, '9223372036854775807']).expect(200);
    expect(res.body.results.map((item: { status: number }) => item.status)).toEqual([200, 404]);
  });

  it('answers every item, whatever happens to the others', async () => {
    const signed = await signingInstance();
    const broken = await signingInstance();
    const waiting = await signingInstance();
    await bulk('applicationSigning', [signed]).expect(200);
    // A snapshot no version of the machine can read: a server failure for this item alone.
    await t.dataSource.query('UPDATE workflow_instances SET machine_version = 999 WHERE id = $1', [broken]);
    const candidate = await signedIn(t, 'user');
    const pipeline = await t.app.get(WorkflowRuntime).start({
      workflow: candidatePipelineWorkflow,
      businessKey: candidatePipelineKey(candidate.user.id),
      input: {
        user_id: candidate.user.id,
        track: 'user',
        tests: [1, 2, 3, 4].map((test_id) => ({ test_id, threshold: 50 })),
      },
      actor: SYSTEM_ACTOR,
      ownerUserId: candidate.user.id,
    });

    const res = await bulk('applicationSigning', [signed, broken, String(pipeline.id), '999999', waiting]);
    expect(res.status).toBe(200);
    expect(res.body.results.map((item: { id: string; status: number }) => [item.id, item.status])).toEqual([
      [signed, 409],
      [broken, 500],
      [String(pipeline.id), 404], // another machine's instance is not one of this machine's
      ['999999', 404],
      [waiting, 200],
    ]);
    expect(res.body.results[1].error).toEqual({ detail: expect.any(String) });
    expect(res.body.results[0].error).toMatchObject({ state: 'awaiting_deputy' });
    expect(await revision(waiting)).toBe(1);
    expect(await revision(String(pipeline.id))).toBe(0);
  });

  it('knows only its own machines: names every object has are unknown, never processed', async () => {
    const id = await signingInstance();
    const analyst = (await signedIn(t, 'analyst')).auth;
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      await t.http.get(`/api/v1/workflows/${name}/definition/`).set(analyst).expect(404);
      await t.http.get(`/api/v1/workflows/${name}/instances/`).set(staff).expect(404);
      await bulk(name, [id]).expect(404);
    }
    expect(await revision(id)).toBe(0);
  });
});
