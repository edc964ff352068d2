import { applicationSigningWorkflow } from '@expert-portal/machines';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { WorkflowRuntime } from '../src/core/workflow/workflow-runtime.service';
import { SYSTEM_ACTOR } from '../src/core/workflow/workflow-access';
import { mayReadMetrics } from '../src/core/metrics/metrics-access';
import { signedIn, startTestApp, type TestApp } from './support/test-app';
import { freePort } from './support/api-process';
import { startWorkerProcess, until } from './support/worker-process';

const TOKEN = 'metrics-token-0123456789';

const FAMILIES = [
  'http_server_request_duration_seconds',
  'workflow_transitions_total',
  'workflow_transition_duration_seconds',
  'workflow_outbox_pending',
  'workflow_outbox_oldest_pending_age_seconds',
  'workflow_timers_due',
  'bullmq_jobs',
  'sse_connections',
  'process_cpu_seconds_total',
  'process_resident_memory_bytes',
  'nodejs_eventloop_lag_seconds',
];

/** The samples of a family in Prometheus text: `name{labels} value` lines. */
function samples(text: string, name: string): string[] {
  return text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));
}

describe('GET /metrics', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    // A web build, so the test shows its catch-all does not answer /metrics with the app's page.
    webDist = mkdtempSync(join(tmpdir(), 'ep-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>app</title>');
    t = await startTestApp({ METRICS_TOKEN: TOKEN, WEB_DIST_DIR: webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('has every family after a request and a workflow transition, with route templates only', async () => {
    const row = await t.app.get(WorkflowRuntime).start({
      workflow: applicationSigningWorkflow,
      businessKey: 'application:metrics-1',
      input: { application_id: 1 },
      actor: SYSTEM_ACTOR,
    });
    const staff = await signedIn(t, 'staff');
    await t.http
      .post(`/api/v1/workflow-instances/${row.id}/events/`)
      .set(staff.auth)
      .send({ type: 'staff.sign' })
      .expect(200);
    // Refused (the same event again), and an event the machine does not know: its type is not a label.
    await t.http
      .post(`/api/v1/workflow-instances/${row.id}/events/`)
      .set(staff.auth)
      .send({ type: 'staff.sign' })
      .expect(409);
    await t.http
      .post(`/api/v1/workflow-instances/${row.id}/events/`)
      .set(staff.auth)
      .send({ type: 'made.up-event-123' });
    await t.http.get('/api/v1/no-such-route-42/').expect(404);
    await t.http.get('/some/page/of/the/app').expect(200);

    const res = await t.http.get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    for (const family of FAMILIES) expect(res.text).toContain(`# TYPE ${family} `);

    const http = samples(res.text, 'http_server_request_duration_seconds_count');
    expect(http).toContainEqual(
      expect.stringContaining('method="POST",route="/api/v1/workflow-instances/:id/events",status="200"'),
    );
    expect(http).toContainEqual(expect.stringContaining('route="unmatched",status="404"'));
    expect(http).toContainEqual(expect.stringContaining('method="GET",route="web",status="200"'));
    // No raw path with an id, and no path of the app's pages, is ever a label.
    expect(res.text).not.toContain(`/workflow-instances/${row.id}`);
    expect(res.text).not.toContain('no-such-route-42');
    expect(res.text).not.toContain('/some/page');

    const transitions = samples(res.text, 'workflow_transitions_total');
    const sample = (labels: string) =>
      transitions.find((line) => line.startsWith(`workflow_transitions_total{${labels}}`));
    expect(sample('machine="applicationSigning",event="xstate.init",outcome="applied"')).toMatch(/ 1$/);
    expect(sample('machine="applicationSigning",event="staff.sign",outcome="applied"')).toMatch(/ 1$/);
    expect(sample('machine="applicationSigning",event="staff.sign",outcome="not_allowed"')).toMatch(/ 1$/);
    expect(sample('machine="applicationSigning",event="unknown",outcome="invalid"')).toMatch(/ 1$/);
    expect(res.text).not.toContain('made.up-event-123');
    expect(samples(res.text, 'workflow_transition_duration_seconds_count')).toContainEqual(
      expect.stringMatching(
        /^workflow_transition_duration_seconds_count\{machine="applicationSigning"\} \d+$/,
      ),
    );

    expect(samples(res.text, 'workflow_outbox_pending')).toEqual([expect.stringMatching(/^\S+ \d+$/)]);
    expect(samples(res.text, 'workflow_timers_due')).toEqual([expect.stringMatching(/^\S+ \d+$/)]);
    expect(samples(res.text, 'bullmq_jobs')).toContainEqual(
      expect.stringMatching(/^bullmq_jobs\{queue="notifications",state="waiting"\} \d+$/),
    );
    expect(samples(res.text, 'sse_connections')).toEqual(['sse_connections 0']);
  });

  it('answers a request with the token, and a wrong token from elsewhere like an unknown route', async () => {
    const unknown = await t.http.get('/api/v1/no-such-route/').expect(404);
    // Supertest connects from loopback: a forwarding header makes the request one that came through a proxy.
    const proxied = { 'X-Forwarded-For': '203.0.113.9' };
    const refused = await t.http.get('/metrics').set(proxied).set('Authorization', 'Bearer wrong-token');
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual(unknown.body);
    await t.http.get('/metrics').set(proxied).expect(404);
    const allowed = await t.http.get('/metrics').set(proxied).set('Authorization', `Bearer ${TOKEN}`);
    expect(allowed.status).toBe(200);
    expect(allowed.text).toContain('# TYPE workflow_transitions_total counter');
  });

  it('decides by the socket address and the token, never by X-Forwarded-For', () => {
    const request = (remoteAddress: string, headers: Record<string, string> = {}) => ({
      socket: { remoteAddress },
      headers,
    });
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect(mayReadMetrics(request(address), undefined)).toBe(true);
    expect(mayReadMetrics(request('10.0.0.5'), undefined)).toBe(false);
    expect(mayReadMetrics(request('10.0.0.5', { 'x-forwarded-for': '127.0.0.1' }), undefined)).toBe(false);
    expect(mayReadMetrics(request('10.0.0.5', { authorization: 'Bearer wrong' }), TOKEN)).toBe(false);
    expect(mayReadMetrics(request('10.0.0.5', { authorization: `Bearer ${TOKEN}x` }), TOKEN)).toBe(false);
    expect(mayReadMetrics(request('10.0.0.5', { authorization: `Bearer ${TOKEN}` }), TOKEN)).toBe(true);
    // Without a configured token no header opens it.
    expect(mayReadMetrics(request('10.0.0.5', { authorization: 'Bearer ' }), undefined)).toBe(false);
    // A proxy on this host: loopback, but forwarded for someone else.
    expect(mayReadMetrics(request('127.0.0.1', { 'x-real-ip': '198.51.100.7' }), TOKEN)).toBe(false);
    expect(mayReadMetrics(request('127.0.0.1', { forwarded: 'for=198.51.100.7' }), undefined)).toBe(false);
    expect(
      mayReadMetrics(
        request('127.0.0.1', { 'x-forwarded-for': '198.51.100.7', authorization: `Bearer ${TOKEN}` }),
        TOKEN,
      ),
    ).toBe(true);
  });
});

describe('metrics off (METRICS=off)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ METRICS: 'off' });
  });
  afterAll(() => t.close());

  it('serves no /metrics', async () => {
    await t.http.get('/metrics').expect(404);
  });
});

describe('worker metrics (WORKER_METRICS_PORT)', () => {
  let t: TestApp;
  let worker: ChildProcess | undefined;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    if (worker && worker.exitCode === null) {
      worker.kill('SIGTERM');
      await new Promise((resolve) => worker?.once('exit', resolve));
    }
    await t.close();
  });

  it('serves the job metrics and the default ones on its own port, and 404 elsewhere', async () => {
    const port = await freePort();
    worker = startWorkerProcess(t, { WORKER_METRICS_PORT: String(port), METRICS_TOKEN: TOKEN });
    const text = await until(async () => {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`).catch(() => undefined);
      return res?.status === 200 ? res.text() : undefined;
    }, 60_000);
    for (const family of [
      'bullmq_job_duration_seconds',
      'bullmq_job_failures_total',
      'workflow_outbox_pending',
      'process_resident_memory_bytes',
    ])
      expect(text).toContain(`# TYPE ${family} `);
    // Every queue this worker takes has its failure counter from the start (alerts see a zero).
    expect(text).toMatch(/^bullmq_job_failures_total\{queue="notifications"\} 0$/m);
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    const proxied = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { 'X-Forwarded-For': '203.0.113.9' },
    });
    expect(proxied.status).toBe(404);
    const withToken = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { 'X-Forwarded-For': '203.0.113.9', Authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.status).toBe(200);

    // Every metric the Grafana dashboard and the alert rules read is one the API or the worker serves.
    const served = `${(await t.http.get('/metrics').expect(200)).text}\n${text}`;
    // Declared families (a histogram with no sample yet has only its HELP and TYPE), with a histogram's series.
    const names = new Set(
      [...served.matchAll(/^# TYPE (\S+) (\S+)$/gm)].flatMap(([, name, type]) =>
        type === 'histogram' ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : [name],
      ),
    );
    const docs = join(__dirname, '../../../docs');
    const dashboard = JSON.parse(readFileSync(join(docs, 'grafana-dashboard.json'), 'utf8')) as {
      panels: { targets?: { expr: string }[] }[];
    };
    const alerts = readFileSync(join(docs, 'prometheus-alerts.yml'), 'utf8');
    const expressions = [
      ...dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr)),
      ...[...alerts.matchAll(/^\s+expr: (.+)$/gm)].map((match) => match[1] ?? ''),
    ];
    expect(expressions.length).toBeGreaterThan(20);
    const read = expressions.flatMap((expr) =>
      [...expr.matchAll(/\b(?:http|workflow|bullmq|sse|process|nodejs|mail)_[a-z0-9_]+/g)].map(
        (match) => match[0],
      ),
    );
    expect(read.filter((name) => !names.has(name))).toEqual([]);
  }, 90_000);
});
