// The workflow benchmarks' load (bench:workflow, profile:workflow): a template application submitted through the
// public endpoint, cloned with its applicationSigning instance in SQL, and clients driving the clones through
// their transitions over HTTP.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { percentile, root } from './support.mjs';

const require = createRequire(import.meta.url);

/** The transitions each cloned instance takes, in order, and their plain endpoint's equivalents. */
export const STEPS = [{ type: 'staff.sign' }, { type: 'deputy.approve', role: 'user' }];
export const PLAIN_STEPS = STEPS.map(({ type }) => ({ type }));
export const runtimePath = (id) => `/api/v1/workflow-instances/${id}/events/`;
export const plainPath = (id) => `/api/v1/bench/workflow-instances/${id}/plain-events/`;

/** A process's memory figure from /proc (VmRSS now, VmHWM its peak), in MiB. */
function memoryMiB(pid, field) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)[1]) / 1024;
}

/** Peak resident memory of a process (VmHWM), in MiB. */
export const peakMemoryMiB = (pid) => memoryMiB(pid, 'VmHWM');

/** Resident memory of a process now (VmRSS), in MiB. */
const residentMemoryMiB = (pid) => memoryMiB(pid, 'VmRSS');

/**
 * Watches an API that has just answered its last request before a pause: `await settled(ms)` waits until `ms`
 * after that request and answers its lowest resident memory since, read every half second. V8 hands its
 * start-up garbage back some 30–40 s into the pause (its memory reducer), so a single reading at the end of
 * bench:workflow's cloning read 167–173 MiB or 132–134 MiB depending on which side of that it fell.
 */
export function idleMemory(pid) {
  const since = Date.now();
  let lowest = residentMemoryMiB(pid);
  const timer = setInterval(() => {
    lowest = Math.min(lowest, residentMemoryMiB(pid));
  }, 500);
  return async function settled(ms) {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, since + ms - Date.now())));
    clearInterval(timer);
    return Math.min(lowest, residentMemoryMiB(pid));
  };
}

/** Submits one real application through the public endpoint; its row and instance are the clone template. */
export async function submitTemplateApplication(request, port) {
  const first = async (list) => (await request(port, 'GET', `/api/v1/${list}/`)).body.results[0];
  const [category, language, subject, level] = await Promise.all(
    ['teacher_category', 'languages', 'subjects', 'education_level'].map(first),
  );
  const form = new FormData();
  const fields = {
    name: 'Бенчмарк Айгерим',
    email: 'bench@example.kz',
    address: 'Астана, пр. Мәңгілік Ел, 8',
    phone: '+77012345678',
    id_number: '045612378',
    iin: '900101450129',
    iik: 'KZ86125KZT5004100100',
    bank: 'Halyk Bank',
    workplace: 'Школа-лицей № 1',
    academic_status: 'false',
    language: String(language.id),
    language_learn: String(language.id),
    teacher_category: String(category.id),
    subject: String(subject.id),
    education_level: String(level.id),
    level: level.name,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // A PDF the upload's check reads (one page), as the demo seed makes them; the API is built by now.
  const { textPdf } = require(join(root, 'apps/api/dist/database/seeds/simple-pdf.js'));
  const pdf = textPdf('Identity document', 'bench:workflow');
  form.append('identity_doc', new Blob([pdf], { type: 'application/pdf' }), 'identity.pdf');
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/applications/`, { method: 'POST', body: form });
  if (res.status !== 201) throw new Error(`template application: ${res.status} ${await res.text()}`);
  return (await res.json()).id;
}

/**
 * The first clone's application id. The instances' business keys ('application:<id>') are ordered as text in
 * their unique index, so ids of mixed lengths scatter a pool over that index: `application:1300` sits among
 * `application:13000`…`application:13009`. The first pool cloned (the runtime's) got ids 2 to 40,001 and so
 * touched about ten times as many index pages per transition as the plain endpoint's 5-digit pool, each
 * written to the WAL in full after a checkpoint (2 × 350 bytes per transition against 2 × 25). From this id
 * on, every clone's id has 7 digits and each pool's keys lie together, as any run of consecutive
 * applications' do.
 */
const FIRST_CLONE_ID = 1_000_000;

/**
 * Clones the template application and its signing instance `count` times, each instance with the audit row its
 * start wrote (`xstate.init`, revision 0), as every instance the runtime starts has; returns the instance ids.
 * The event log is then as large as the instances say when the seeding's ANALYZE runs. Without those rows it held
 * only the demo accounts' 113 events then, and every plan on it that an API connection kept (the outbox's
 * foreign key on it, since dropped, was one) stayed planned for a log of a few pages while the rounds grew it by
 * tens of thousands of events: nothing analyses it again within them, as autovacuum is off on this machine.
 */
export async function cloneInstances(db, applicationId, count) {
  await db.query(`SELECT setval('applications_id_seq', GREATEST(last_value, $1)) FROM applications_id_seq`, [
    FIRST_CLONE_ID - 1,
  ]);
  const columns = (
    await db.query(
      `SELECT column_name FROM information_schema.columns
        WHERE table_name = 'applications' AND column_name NOT IN ('id', 'iin') ORDER BY ordinal_position`,
    )
  ).rows.map((row) => row.column_name);
  const { rows } = await db.query(
    `WITH template AS (SELECT * FROM workflow_instances WHERE business_key = 'application:' || $1::int),
     started AS (
       SELECT e.* FROM workflow_events e JOIN template t ON e.instance_id = t.id WHERE e.revision = 0),
     apps AS (
       INSERT INTO applications (iin, ${columns.join(', ')})
       SELECT lpad((nextval('applications_id_seq') + 100000000000)::text, 12, '0'), ${columns.join(', ')}
         FROM applications, generate_series(1, $2::int) WHERE id = $1::int
       RETURNING id),
     instances AS (
       INSERT INTO workflow_instances
         (machine_id, machine_version, xstate_version, business_key, owner_user_id, status, state_value,
          state_path, snapshot, projection, revision)
       SELECT t.machine_id, t.machine_version, t.xstate_version, 'application:' || apps.id, t.owner_user_id,
              t.status, t.state_value, t.state_path,
              jsonb_set(t.snapshot, '{context,application_id}', to_jsonb(apps.id)), t.projection, 0
         FROM apps CROSS JOIN template t
       RETURNING id, split_part(business_key, ':', 2)::int AS application_id),
     init AS (
       INSERT INTO workflow_events
         (instance_id, revision, type, payload, actor_id, actor_role, to_state, created_at)
       SELECT i.id, 0, s.type, jsonb_set(s.payload, '{application_id}', to_jsonb(i.application_id)), s.actor_id,
              s.actor_role, s.to_state, s.created_at
         FROM instances i CROSS JOIN started s)
     SELECT id::text FROM instances`,
    [applicationId, count],
  );
  return rows.map((row) => row.id);
}

/**
 * Leaves the database as a running one is after its clones are written: its event log folded, vacuumed and
 * analysed, and checkpointed. The cloning writes about a gigabyte of WAL, so without the CHECKPOINT the
 * checkpoint it sets off spreads its writes over the next minutes, through whichever rounds it meets, and once
 * it begins the pages those rounds had already changed go to the WAL whole again. After it, no checkpoint is due
 * for checkpoint_timeout (5 minutes), longer than the rounds that are compared take.
 */
export async function settleAfterSeeding(db) {
  // The clones' start events folded into the analysts' figures, as a running database's are within 30 s.
  await db.query('SELECT workflow_analytics_compact()');
  await db.query('VACUUM ANALYZE');
  await db.query('CHECKPOINT');
}

/**
 * Drives every instance of the pool through `steps` with `clients` concurrent clients for `seconds`. A client
 * takes the next untouched instance and sends its steps in order; acknowledged steps are counted per instance.
 */
/** How far each pool has been used: a pool driven in several rounds goes on with untouched instances. */
const cursors = new WeakMap();

export async function drive({ request, clients, seconds }, port, token, pool, pathOf, steps) {
  const latencies = [];
  const acknowledged = new Map();
  const cursor = cursors.get(pool) ?? { next: 0 };
  cursors.set(pool, cursor);
  let failures = 0;
  const failureSamples = [];
  const deadline = Date.now() + seconds * 1000;
  const started = process.hrtime.bigint();
  const client = async () => {
    while (Date.now() < deadline && cursor.next < pool.length) {
      const id = pool[cursor.next++];
      for (const step of steps) {
        const res = await request(port, 'POST', pathOf(id), step, token);
        if (res.status === 200) {
          latencies.push(res.ms);
          acknowledged.set(id, (acknowledged.get(id) ?? 0) + 1);
        } else {
          failures += 1;
          if (failureSamples.length < 3) failureSamples.push(`${res.status} ${JSON.stringify(res.body)}`);
          break;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  if (latencies.length === 0) throw new Error(`no transition accepted: ${failureSamples.join('; ')}`);
  return {
    ...rates(latencies, elapsed),
    failures,
    failureSamples,
    exhausted: cursor.next >= pool.length,
    acknowledged,
    latencies,
    elapsed,
  };
}

/** Throughput and percentiles of ascending latencies over `elapsed` seconds. */
function rates(latencies, elapsed) {
  return {
    transitions: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/** Several rounds' results as one: throughput over their summed time, percentiles over all latencies. */
export function combine(results) {
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const elapsed = results.reduce((sum, r) => sum + r.elapsed, 0);
  return {
    ...rates(latencies, elapsed),
    failures: results.reduce((sum, r) => sum + r.failures, 0),
    failureSamples: results.flatMap((r) => r.failureSamples).slice(0, 3),
    exhausted: results.some((r) => r.exhausted),
    acknowledged: new Map(results.flatMap((r) => [...r.acknowledged])),
    latencies,
    elapsed,
  };
}
