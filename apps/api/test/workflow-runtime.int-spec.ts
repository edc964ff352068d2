import {
  applicationSigningWorkflow,
  candidatePipelineKey,
  candidatePipelineWorkflow,
} from '@expert-portal/machines';
import { WorkflowRuntime } from '../src/core/workflow/workflow-runtime.service';
import { TimerScheduler } from '../src/core/workflow/timer-scheduler';
import { SYSTEM_ACTOR } from '../src/core/workflow/workflow-access';
import { newCandidate } from './support/candidates';
import { signedIn, startTestApp, type TestApp } from './support/test-app';

let sequence = 0;

async function newApplicationInstance(t: TestApp): Promise<string> {
  sequence += 1;
  const row = await t.app.get(WorkflowRuntime).start({
    workflow: applicationSigningWorkflow,
    businessKey: `application:${sequence}`,
    input: { application_id: sequence },
    actor: SYSTEM_ACTOR,
  });
  return String(row.id);
}

/** Staff sign the application, as every later step needs. */
async function signByStaff(t: TestApp, id: string, auth: Record<string, string>): Promise<void> {
  await t.http
    .post(`/api/v1/workflow-instances/${id}/events/`)
    .set(auth)
    .send({ type: 'staff.sign' })
    .expect(200);
}

async function count(t: TestApp, sql: string, params: unknown[]): Promise<number> {
  const [{ n }] = (await t.dataSource.query(sql, params)) as Array<{ n: number }>;
  return n;
}

describe('workflow runtime', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('shows the state, tags and the events this user may send, with their payload schema', async () => {
    const id = await newApplicationInstance(t);
    const staff = await signedIn(t, 'staff');
    const res = await t.http.get(`/api/v1/workflow-instances/${id}/`).set(staff.auth).expect(200);
    expect(res.body).toMatchObject({ id, machine: 'applicationSigning', state: 'waiting', revision: 0 });
    expect(res.body.allowed_events.map((event: { type: string }) => event.type)).toEqual([
      'staff.sign',
      'staff.refuse',
    ]);
    expect(res.body.allowed_events[0].schema).toMatchObject({ type: 'object' });

    const deputy = await signedIn(t, 'deputy');
    const forDeputy = await t.http.get(`/api/v1/workflow-instances/${id}/`).set(deputy.auth).expect(200);
    expect(forDeputy.body.allowed_events).toEqual([]);
  });

  it('advances through HTTP, writes the audit trail with actor names, and answers 409 with the state', async () => {
    const id = await newApplicationInstance(t);
    const staff = await signedIn(t, 'staff', { name: 'Омаров Данияр' });
    const signed = await t.http
      .post(`/api/v1/workflow-instances/${id}/events/`)
      .set(staff.auth)
      .send({ type: 'staff.sign', comment: 'Документы в порядке' })
      .expect(200);
    expect(signed.body).toMatchObject({ state: 'awaiting_deputy', revision: 1 });

    const again = await t.http
      .post(`/api/v1/workflow-instances/${id}/events/`)
      .set(staff.auth)
      .send({ type: 'staff.sign' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ state: 'awaiting_deputy', detail: expect.any(String) });

    const history = await t.http.get(`/api/v1/workflow-instances/${id}/history/`).set(staff.auth).expect(200);
    expect(history.body.map((entry: { type: string }) => entry.type)).toEqual(['xstate.init', 'staff.sign']);
    expect(history.body[1]).toMatchObject({
      actor: { id: staff.user.id, role: 'staff', name: 'Омаров Данияр' },
      from_state: 'waiting',
      to_state: 'awaiting_deputy',
      payload: { comment: 'Документы в порядке' },
    });
  });

  it('applies exactly one of 50 concurrent identical events; the others get 409', async () => {
    const id = await newApplicationInstance(t);
    const staff = await signedIn(t, 'staff');
    await signByStaff(t, id, staff.auth);
    const deputy = await signedIn(t, 'deputy');
    const outboxBefore = await count(
      t,
      'SELECT count(*)::int AS n FROM workflow_outbox WHERE instance_id = $1',
      [id],
    );

    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.http
          .post(`/api/v1/workflow-instances/${id}/events/`)
          .set(deputy.auth)
          .send({ type: 'deputy.approve', role: 'user' }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(
      await count(
        t,
        `SELECT count(*)::int AS n FROM workflow_events WHERE instance_id = $1 AND type = 'deputy.approve'`,
        [id],
      ),
    ).toBe(1);
    const effects = (await t.dataSource.query(
      'SELECT effect FROM workflow_outbox WHERE instance_id = $1 ORDER BY id',
      [id],
    )) as Array<{ effect: string }>;
    expect(
      effects
        .slice(outboxBefore)
        .map((row) => row.effect)
        .sort(),
    ).toEqual(['createAccount']);
  });

  it('sends the next event of an instance it wrote in one statement, without reading the row first', async () => {
    const id = await newApplicationInstance(t);
    const staff = await signedIn(t, 'staff');
    const deputy = await signedIn(t, 'deputy');
    await signByStaff(t, id, staff.auth);
    const runtime = t.app.get(WorkflowRuntime) as unknown as { preparedStatement: () => Promise<unknown[]> };
    const statements = jest.spyOn(runtime, 'preparedStatement');
    try {
      const approved = await t.http
        .post(`/api/v1/workflow-instances/${id}/events/`)
        .set(deputy.auth)
        .send({ type: 'deputy.approve', role: 'user' })
        .expect(200);
      expect(approved.body).toMatchObject({ state: 'approved', revision: 2 });
      expect(statements).toHaveBeenCalledTimes(1);
    } finally {
      statements.mockRestore();
    }
    const [stored] = (await t.dataSource.query(
      'SELECT state_path, revision FROM workflow_instances WHERE id = $1',
      [id],
    )) as Array<{ state_path: string; revision: number }>;
    expect(stored).toEqual({ state_path: 'approved', revision: 2 });
  });

  it('decides on the row the database holds when the instance changed since this process wrote it', async () => {
    const id = await newApplicationInstance(t);
    const [waiting] = (await t.dataSource.query(
      'SELECT status, state_value, state_path, snapshot, projection FROM workflow_instances WHERE id = $1',
      [id],
    )) as Array<Record<string, unknown>>;
    const staff = await signedIn(t, 'staff');
    const deputy = await signedIn(t, 'deputy');
    // The API keeps the row it wrote (awaiting the deputy, revision 1) ...
    await signByStaff(t, id, staff.auth);
    // ... and another writer (as the worker's timers do, in a transaction) approves it.
    await t.dataSource.transaction((manager) =>
      t.app.get(WorkflowRuntime).sendWithin(manager, {
        workflow: applicationSigningWorkflow,
        ref: { id },
        event: { type: 'deputy.approve', role: 'user' },
        actor: { id: deputy.user.id, role: 'deputy' },
      }),
    );
    const late = await t.http
      .post(`/api/v1/workflow-instances/${id}/events/`)
      .set(deputy.auth)
      .send({ type: 'deputy.approve', role: 'user' });
    expect([late.status, late.body.state]).toEqual([409, 'approved']);
    expect(
      await count(
        t,
        `SELECT count(*)::int AS n FROM workflow_events WHERE instance_id = $1 AND type = 'deputy.approve'`,
        [id],
      ),
    ).toBe(1);

    // The other way: the kept row refuses an event that the row as written since allows.
    const other = await newApplicationInstance(t);
    await signByStaff(t, other, staff.auth);
    await t.dataSource.query(
      `UPDATE workflow_instances
          SET status = $2, state_value = $3, state_path = $4, snapshot = $5, projection = $6, revision = revision + 1
        WHERE id = $1`,
      [
        other,
        waiting.status,
        JSON.stringify(waiting.state_value),
        waiting.state_path,
        JSON.stringify(waiting.snapshot),
        JSON.stringify(waiting.projection),
      ],
    );
    const signed = await t.http
      .post(`/api/v1/workflow-instances/${other}/events/`)
      .set(staff.auth)
      .send({ type: 'staff.sign' });
    expect([signed.status, signed.body.state, signed.body.revision]).toEqual([200, 'awaiting_deputy', 3]);
  });

  it('answers the first answer again for a repeated idempotency key and changes nothing', async () => {
    const id = await newApplicationInstance(t);
    const staff = await signedIn(t, 'staff');
    const send = () =>
      t.http
        .post(`/api/v1/workflow-instances/${id}/events/`)
        .set(staff.auth)
        .set('Idempotency-Key', `sign-${id}`)
        .send({ type: 'staff.sign' });
    const first = await send().expect(200);
    const second = await send().expect(200);
    expect(second.body).toEqual(first.body);
    expect(
      await count(t, 'SELECT count(*)::int AS n FROM workflow_events WHERE instance_id = $1', [id]),
    ).toBe(2);
  });

  it('keeps an idempotency key to its sender and its event: no replay for others, 422 for another event', async () => {
    const id = await newApplicationInstance(t);
    const staff = await signedIn(t, 'staff');
    const analyst = await signedIn(t, 'analyst');
    const deputy = await signedIn(t, 'deputy');
    const key = `shared-${id}`;
    const post = (auth: Record<string, string>, event: Record<string, unknown>) =>
      t.http
        .post(`/api/v1/workflow-instances/${id}/events/`)
        .set(auth)
        .set('Idempotency-Key', key)
        .send(event);

    const signed = await post(staff.auth, { type: 'staff.sign' }).expect(200);
    // Another role with the same key is judged on its own: the analyst may send nothing.
    await post(analyst.auth, { type: 'staff.sign' }).expect(403);
    // The same sender with the same key for another event is told so, and nothing runs.
    const [{ id: reasonId }] = (await t.dataSource.query('SELECT id FROM reject_reasons LIMIT 1')) as Array<{
      id: number;
    }>;
    const reused = await post(staff.auth, { type: 'staff.refuse', reason_id: reasonId });
    expect(reused.status).toBe(422);
    expect(reused.body.detail).toMatch(/ключ идемпотентности уже использован/);
    expect((await post(staff.auth, { type: 'staff.sign' }).expect(200)).body).toEqual(signed.body);
    // The deputy's own command with the same key runs: keys are per sender.
    const approved = await post(deputy.auth, { type: 'deputy.approve', role: 'user' }).expect(200);
    expect(approved.body.state).toBe('approved');
    expect(
      await count(t, 'SELECT count(*)::int AS n FROM workflow_events WHERE instance_id = $1', [id]),
    ).toBe(3);
  });

  it('refuses a role the event does not allow with 403 and writes nothing', async () => {
    const id = await newApplicationInstance(t);
    const director = await signedIn(t, 'director');
    const res = await t.http
      .post(`/api/v1/workflow-instances/${id}/events/`)
      .set(director.auth)
      .send({ type: 'staff.sign' });
    expect(res.status).toBe(403);
    expect(await count(t, 'SELECT revision AS n FROM workflow_instances WHERE id = $1', [id])).toBe(0);
    expect(
      await count(t, 'SELECT count(*)::int AS n FROM workflow_events WHERE instance_id = $1', [id]),
    ).toBe(1);

    const analyst = await signedIn(t, 'analyst');
    await t.http.get(`/api/v1/workflow-instances/${id}/`).set(analyst.auth).expect(200);
    await t.http
      .post(`/api/v1/workflow-instances/${id}/events/`)
      .set(analyst.auth)
      .send({ type: 'staff.sign' })
      .expect(403);
  });

  it('answers 400 with field errors for a payload the event schema refuses', async () => {
    const id = await newApplicationInstance(t);
    const staff = await signedIn(t, 'staff');
    await signByStaff(t, id, staff.auth);
    const deputy = await signedIn(t, 'deputy');
    const res = await t.http
      .post(`/api/v1/workflow-instances/${id}/events/`)
      .set(deputy.auth)
      .send({ type: 'deputy.approve', role: 'superuser' });
    expect(res.status).toBe(400);
    expect(res.body).toHaveProperty('role');
  });

  it("keeps a candidate out of another candidate's pipeline", async () => {
    const runtime = t.app.get(WorkflowRuntime);
    const owner = await signedIn(t, 'user');
    const stranger = await signedIn(t, 'user');
    const row = await runtime.start({
      workflow: candidatePipelineWorkflow,
      businessKey: candidatePipelineKey(owner.user.id),
      input: {
        user_id: owner.user.id,
        track: 'user',
        tests: [1, 2, 3, 4].map((test_id, i) => ({ test_id, threshold: [70, 25, 50, 70][i] })),
      },
      actor: SYSTEM_ACTOR,
      ownerUserId: owner.user.id,
    });
    await t.http.get(`/api/v1/workflow-instances/${row.id}/`).set(owner.auth).expect(200);
    await t.http.get(`/api/v1/workflow-instances/${row.id}/`).set(stranger.auth).expect(404);
    const res = await t.http
      .post(`/api/v1/workflow-instances/${row.id}/events/`)
      .set(stranger.auth)
      .send({ type: 'test.start', test_id: 1, time_limit_ms: 60_000 });
    // No candidate sends any event (SendsAnyEvent): refused before the instance is looked up.
    expect(res.status).toBe(403);
    expect(await count(t, 'SELECT revision AS n FROM workflow_instances WHERE id = $1', [row.id])).toBe(0);
  });

  it('answers a candidate their own pipeline, with its tags and the events they may send', async () => {
    const candidate = await newCandidate(t);
    const mine = await t.http
      .get('/api/v1/workflows/candidatePipeline/mine/')
      .set(candidate.auth)
      .expect(200);
    expect(mine.body).toMatchObject({
      machine: 'candidatePipeline',
      owner_user_id: candidate.user.id,
      state_path: 'tests',
      tags: ['stage:tests:open'],
      allowed_events: [],
      projection: { unlocked_stages: ['tests'] },
    });
    const staff = await signedIn(t, 'staff');
    await t.http.get('/api/v1/workflows/candidatePipeline/mine/').set(staff.auth).expect(404);
    await t.http.get('/api/v1/workflows/nope/mine/').set(candidate.auth).expect(404);
  });

  it('fires a due timer as a system event, once; a timer whose state was left does nothing', async () => {
    const runtime = t.app.get(WorkflowRuntime);
    const timers = new TimerScheduler(t.dataSource, runtime); // the worker's scheduler, driven by hand
    const candidate = await signedIn(t, 'user');
    const row = await runtime.start({
      workflow: candidatePipelineWorkflow,
      businessKey: candidatePipelineKey(candidate.user.id),
      input: {
        user_id: candidate.user.id,
        track: 'user',
        tests: [11, 12, 13, 14].map((test_id) => ({ test_id, threshold: 50, time_limit_ms: 60_000 })),
      },
      actor: SYSTEM_ACTOR,
      ownerUserId: candidate.user.id,
    });
    // The API starts an attempt on the candidate's behalf, with the catalogue's time limit.
    await runtime.send({
      workflow: candidatePipelineWorkflow,
      ref: { id: String(row.id) },
      event: { type: 'test.start', test_id: 11, time_limit_ms: 60_000 },
      actor: SYSTEM_ACTOR,
    });
    const [timer] = (await t.dataSource.query('SELECT due_at FROM workflow_timers WHERE instance_id = $1', [
      row.id,
    ])) as Array<{ due_at: Date }>;
    expect(timer).toBeDefined();

    expect(await timers.fireDue(new Date(Date.now() + 1000))).toEqual([]); // not due yet
    const later = new Date(new Date(timer.due_at).getTime() + 1000);
    expect(await timers.fireDue(later)).toEqual(['fired']);
    expect(await timers.fireDue(later)).toEqual([]); // once
    const history = await t.http
      .get(`/api/v1/workflow-instances/${row.id}/history/`)
      .set(candidate.auth)
      .expect(200);
    expect(history.body.at(-1)).toMatchObject({ type: 'test.expire', actor: { role: 'system' } });

    // A timer for a state the instance has left is skipped.
    await t.dataSource.query(
      `INSERT INTO workflow_timers (instance_id, key, due_at, event, state_path, state_revision)
       VALUES ($1, 'stale', now() - interval '1 minute', '{"type":"test.expire","test_id":12}', 'somewhere.else', 0)`,
      [row.id],
    );
    expect(await timers.fireDue(new Date())).toEqual(['skipped']);
  });

  it('lists machines with counts per state, instances by state, and the diagram', async () => {
    const analyst = await signedIn(t, 'analyst');
    const machines = await t.http.get('/api/v1/workflows/').set(analyst.auth).expect(200);
    const signing = machines.body.find((machine: { id: string }) => machine.id === 'applicationSigning');
    expect(signing.total).toBeGreaterThan(0);
    expect(signing.counts.waiting).toBeGreaterThan(0);

    const list = await t.http
      .get('/api/v1/workflows/applicationSigning/instances/?state=waiting&page_size=2')
      .set(analyst.auth)
      .expect(200);
    expect(list.body.results.length).toBeGreaterThan(0);
    expect(list.body.results.every((item: { state_path: string }) => item.state_path === 'waiting')).toBe(
      true,
    );

    const diagram = await t.http
      .get('/api/v1/workflows/applicationSigning/definition/')
      .set(analyst.auth)
      .expect(200);
    expect(diagram.body.transitions).toEqual(
      expect.arrayContaining([expect.objectContaining({ event: 'staff.sign', roles: ['staff', 'admin'] })]),
    );
    const candidate = await signedIn(t, 'user');
    await t.http.get('/api/v1/workflows/').set(candidate.auth).expect(403);
  });

  it("lists the candidates' pipelines with the owner's name and e-mail, searched by every word", async () => {
    const tag = `${Date.now().toString(36)}x`;
    const email = `gulnar.${tag}@school.kz`;
    const gulnar = await newCandidate(t, { fields: { name: `Әлиева-Нұр Гүлнар ${tag}`, email } });
    const other = await newCandidate(t, { fields: { name: `Әлиева Сәуле ${tag}`, email: null } });
    const admin = await signedIn(t, 'admin');
    const search = (text: string) =>
      t.http
        .get('/api/v1/workflows/candidatePipeline/instances/')
        .query({ search: text })
        .set(admin.auth)
        .expect(200)
        .then((res) => res.body as { count: number; results: Array<Record<string, unknown>> });

    // Case, Kazakh letters and the hyphen fold away; both words must occur, in the name or the e-mail.
    const found = await search(`алиеванур ГУЛНАР ${tag}`);
    expect(found.count).toBe(1);
    expect(found.results[0]).toMatchObject({
      owner_user_id: gulnar.user.id,
      owner_name: `Әлиева-Нұр Гүлнар ${tag}`,
      owner_email: email,
      state_path: 'tests',
      projection: { position: 'tests', failure: null },
    });
    expect((await search(`${tag} school.kz`)).results.map((row) => row.owner_user_id)).toEqual([
      gulnar.user.id,
    ]);
    const both = await search(`Әлиева ${tag}`);
    expect(both.results.map((row) => row.owner_user_id).sort()).toEqual(
      [gulnar.user.id, other.user.id].sort(),
    );
    expect(both.results.find((row) => row.owner_user_id === other.user.id)?.owner_email).toBeNull();
    expect((await search(`Гүлнар Сәуле ${tag}`)).count).toBe(0);
    // The search goes with the state filter.
    const failedOnly = await t.http
      .get('/api/v1/workflows/candidatePipeline/instances/')
      .query({ search: tag, state: 'failed' })
      .set(admin.auth)
      .expect(200);
    expect(failedOnly.body.count).toBe(0);
  });

  it('sends one event to many instances with per-item results', async () => {
    const ids = [await newApplicationInstance(t), await newApplicationInstance(t)];
    const staff = await signedIn(t, 'staff');
    await signByStaff(t, ids[0], staff.auth);
    const res = await t.http
      .post('/api/v1/workflows/applicationSigning/events/bulk/')
      .set(staff.auth)
      .send({ instance_ids: [...ids, '999999'], event: { type: 'staff.sign' } })
      .expect(200);
    expect(res.body.results.map((item: { status: number }) => item.status)).toEqual([409, 200, 404]);
  });
});
