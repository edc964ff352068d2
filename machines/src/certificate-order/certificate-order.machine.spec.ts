import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import type { Actor } from '../core/actors';
import { allowedEvents } from '../core/allowed-events';
import { collectEffects, type EffectsFrom } from '../core/effects';
import { persistSnapshot, restoreSnapshot } from '../core/persistence';
import { advanceWorkflow, startWorkflow } from '../core/workflow';
import { describeSnapshotFixtures } from '../testing/fixtures';
import { at } from '../testing/time';
import { certificateOrderEffectSchemas } from './certificate-order.effects';
import { certificateOrderInputSchema, type CertificateOrderEvent } from './certificate-order.events';
import { CERTIFICATE_ORDER_MACHINE_VERSION, certificateOrderMachine } from './certificate-order.machine';
import { certificateOrderMigrations } from './certificate-order.migrations';
import { projectCertificateOrder } from './certificate-order.projection';
import { certificateOrderWorkflow } from './certificate-order.workflow';

type Snapshot = SnapshotFrom<typeof certificateOrderMachine>;
type Effect = EffectsFrom<typeof certificateOrderEffectSchemas>;

const DEPUTY = 22;
const DIRECTOR = 33;
const USERS = [41, 42, 43];
const UNKNOWN_USER = 99;
const input = certificateOrderInputSchema.parse({
  order_id: 8,
  course_id: 12,
  act_number: '№ 145-П',
  act_number_kk: '№ 145-Б',
  user_ids: USERS,
});

const sign = (...user_ids: number[]): CertificateOrderEvent => ({
  type: 'deputy.sign',
  user_ids,
  at: at(1),
  actor_id: DEPUTY,
});
const approve = (...user_ids: number[]): CertificateOrderEvent => ({
  type: 'director.approve',
  user_ids,
  at: at(2),
  actor_id: DIRECTOR,
});
const certificateOf = (user_id: number) => 100 + user_id;
const issue = (...user_ids: number[]): CertificateOrderEvent => ({
  type: 'certificates.issue',
  certificates: user_ids.map((user_id) => ({ user_id, certificate_id: certificateOf(user_id) })),
  start_date: '2026-11-25',
  expiration_date: '2027-11-25',
  at: at(3),
  actor_id: DIRECTOR,
});
const EVENTS = [
  ...[...USERS, UNKNOWN_USER].flatMap((id) => [sign(id), approve(id), issue(id)]),
  // Bulk forms: two users at once, and a list naming one user at the wrong step.
  sign(41, 42),
  approve(41, 42),
  issue(41, 42),
];

type Status = 'awaiting_deputy' | 'awaiting_director' | 'approved' | 'issued';
const NEXT: Record<CertificateOrderEvent['type'], [Status, Status]> = {
  'deputy.sign': ['awaiting_deputy', 'awaiting_director'],
  'director.approve': ['awaiting_director', 'approved'],
  'certificates.issue': ['approved', 'issued'],
};

const namedUsers = (event: CertificateOrderEvent) =>
  event.type === 'certificates.issue' ? event.certificates.map((item) => item.user_id) : event.user_ids;

/** The rules of the issue, independent of the machine: per-user status and the certificate effects. */
function rules(
  statuses: Status[],
  event: CertificateOrderEvent,
): { statuses: Status[]; effects: Effect[] } | null {
  const [from, to] = NEXT[event.type];
  const indexes = namedUsers(event).map((id) => USERS.indexOf(id));
  if (indexes.some((index) => index < 0 || statuses[index] !== from)) return null;
  const next = statuses.map((status, i) => (indexes.includes(i) ? to : status));
  const effects: Effect[] =
    event.type === 'certificates.issue'
      ? event.certificates.map(({ certificate_id }) => ({
          name: 'generateCertificate',
          params: { order_id: 8, certificate_id },
        }))
      : [];
  return { statuses: next, effects };
}

function expectedValue(statuses: Status[]): string {
  if (statuses.every((status) => status === 'issued')) return 'issued';
  if (statuses.every((status) => status === 'approved' || status === 'issued')) return 'issuing';
  return 'signing';
}

const statusesOf = (snapshot: Snapshot) => snapshot.context.users.map((user) => user.status);
const start = () => initialTransition(certificateOrderMachine, input)[0];
const run = (events: CertificateOrderEvent[]) =>
  events.reduce((snapshot, event) => transition(certificateOrderMachine, snapshot, event)[0], start());

const reachable = getShortestPaths(certificateOrderMachine, { input, events: EVENTS }).map(
  (path) => path.state,
);

describe('certificateOrder: model-based', () => {
  it('reaches every combination of per-user statuses (3 users, 4 steps → 64)', () => {
    expect(reachable).toHaveLength(64);
  });

  it('in every reachable state, every event follows the rules or leaves the order unchanged', () => {
    for (const snapshot of reachable) {
      for (const event of EVENTS) {
        const [next, actions] = transition(certificateOrderMachine, snapshot, event);
        const expected = snapshot.status === 'done' ? null : rules(statusesOf(snapshot), event);
        if (!expected) {
          expect(next.context).toEqual(snapshot.context);
          expect(collectEffects(actions)).toEqual([]);
          continue;
        }
        expect(statusesOf(next)).toEqual(expected.statuses);
        expect(collectEffects(actions, certificateOrderEffectSchemas)).toEqual(expected.effects);
        expect(next.value).toBe(expectedValue(expected.statuses));
      }
    }
  });

  it('along every simple path to the end, each user gets exactly one certificate, after both signatures', () => {
    // Two users keep the path count small: 6! / (3! · 3!) = 20 interleavings, each user's steps in order.
    const pair = USERS.slice(0, 2);
    const pairInput = { ...input, user_ids: pair };
    const paths = getSimplePaths(certificateOrderMachine, {
      input: pairInput,
      events: pair.flatMap((id) => [sign(id), approve(id), issue(id)]),
      toState: (s) => s.matches('issued'),
    });
    expect(paths.length).toBe(20);
    for (const path of paths) {
      let snapshot = initialTransition(certificateOrderMachine, pairInput)[0];
      const certified: number[] = [];
      for (const { event } of path.steps.slice(1)) {
        const [next, actions] = transition(certificateOrderMachine, snapshot, event);
        for (const effect of collectEffects(actions, certificateOrderEffectSchemas)) {
          const user = next.context.users.find((u) => u.certificate_id === effect.params.certificate_id);
          expect(user?.signed_by_deputy).toEqual({ actor_id: DEPUTY, at: at(1) });
          expect(user?.approved_by_director).toEqual({ actor_id: DIRECTOR, at: at(2) });
          certified.push(user!.user_id);
        }
        snapshot = next;
      }
      expect(snapshot.status).toBe('done');
      expect([...certified].sort()).toEqual(pair);
    }
  });
});

describe('certificateOrder: rules and projection', () => {
  it('projects pending lists, signed once nobody awaits a signature, completed once all are issued', () => {
    expect(projectCertificateOrder(start())).toMatchObject({
      status: 'pending',
      all_signed: false,
      pending_users_count: 3,
      awaiting_deputy: USERS,
    });
    expect(projectCertificateOrder(run([sign(41), sign(42), approve(41)]))).toMatchObject({
      status: 'pending',
      pending_users_count: 2,
      awaiting_deputy: [43],
      awaiting_director: [42],
      approved: [41],
    });
    const signed = run([sign(41, 42, 43), approve(41, 42, 43)]);
    expect(projectCertificateOrder(signed)).toMatchObject({
      status: 'signed',
      all_signed: true,
      pending_users_count: 0,
      approved: USERS,
    });
    const done = [issue(41), issue(42, 43)].reduce(
      (snapshot, event) => transition(certificateOrderMachine, snapshot, event)[0],
      signed,
    );
    expect(projectCertificateOrder(done)).toMatchObject({ status: 'completed', issued: USERS });
    expect(done.context.users.map((user) => user.certificate_id)).toEqual(USERS.map(certificateOf));
  });

  it('refuses an unknown user, an approval before the deputy’s signature and an early issue without change', () => {
    const snapshot = start();
    expect(transition(certificateOrderMachine, snapshot, sign(UNKNOWN_USER))[0]).toBe(snapshot);
    expect(transition(certificateOrderMachine, snapshot, approve(41))[0]).toBe(snapshot);
    expect(transition(certificateOrderMachine, snapshot, issue(41))[0]).toBe(snapshot);
    // A bulk list is all or nothing: one user at the wrong step refuses the whole list.
    const partly = run([sign(41)]);
    expect(transition(certificateOrderMachine, partly, sign(41, 42))[0]).toBe(partly);
  });

  it('validates the input: both order numbers and distinct users', () => {
    expect(certificateOrderInputSchema.safeParse({ ...input, act_number_kk: ' ' }).success).toBe(false);
    expect(certificateOrderInputSchema.safeParse({ ...input, user_ids: [] }).success).toBe(false);
    expect(certificateOrderInputSchema.safeParse({ ...input, user_ids: [41, 41] }).success).toBe(false);
  });

  it('only the deputy (or admin) signs and only the director approves', () => {
    const actors: Actor[] = ['admin', 'director', 'deputy', 'staff', 'user', 'system'];
    const allowed = (snapshot: Snapshot) =>
      Object.fromEntries(
        actors.map((actor) => [actor, allowedEvents(certificateOrderMachine, snapshot, actor)]),
      );
    expect(allowed(start())).toEqual({
      admin: ['deputy.sign', 'certificates.issue'],
      director: ['director.approve', 'certificates.issue'],
      deputy: ['deputy.sign'],
      staff: [],
      user: [],
      system: [],
    });
    const { snapshot } = startWorkflow(certificateOrderWorkflow, input);
    expect(advanceWorkflow(certificateOrderWorkflow, snapshot, sign(41), 'director')).toEqual({
      ok: false,
      reason: 'forbidden',
    });
    expect(advanceWorkflow(certificateOrderWorkflow, snapshot, approve(41), 'director')).toEqual({
      ok: false,
      reason: 'not_allowed',
    });
  });
});

describe('certificateOrder: persistence', () => {
  it('every reachable snapshot survives persist → JSON → restore and then behaves identically', () => {
    for (const snapshot of reachable) {
      const restored = restoreSnapshot(
        certificateOrderMachine,
        JSON.parse(JSON.stringify(persistSnapshot(certificateOrderMachine, snapshot))),
      );
      expect(persistSnapshot(certificateOrderMachine, restored)).toEqual(
        persistSnapshot(certificateOrderMachine, snapshot),
      );
      for (const event of EVENTS) {
        const [fromOriginal, originalActions] = transition(certificateOrderMachine, snapshot, event);
        const [fromRestored, restoredActions] = transition(certificateOrderMachine, restored, event);
        expect(fromRestored === restored).toBe(fromOriginal === snapshot);
        expect(fromRestored.value).toEqual(fromOriginal.value);
        expect(fromRestored.context).toEqual(fromOriginal.context);
        expect(collectEffects(restoredActions)).toEqual(collectEffects(originalActions));
      }
    }
  });
});

describeSnapshotFixtures({
  dir: __dirname,
  name: 'certificate-order',
  machine: certificateOrderMachine,
  version: CERTIFICATE_ORDER_MACHINE_VERSION,
  migrations: certificateOrderMigrations,
  // Representative stored order: one user approved, one signed by the deputy, one untouched.
  create: () => persistSnapshot(certificateOrderMachine, run([sign(41), sign(42), approve(41)])),
  behaves: (snapshot) => {
    expect(projectCertificateOrder(snapshot)).toMatchObject({
      awaiting_deputy: [43],
      awaiting_director: [42],
      approved: [41],
    });
    const [next, actions] = transition(certificateOrderMachine, snapshot, issue(41));
    expect(collectEffects(actions, certificateOrderEffectSchemas)).toEqual([
      { name: 'generateCertificate', params: { order_id: 8, certificate_id: certificateOf(41) } },
    ]);
    const done = [approve(42), sign(43), approve(43), issue(42, 43)].reduce(
      (s, event) => transition(certificateOrderMachine, s, event)[0],
      next,
    );
    expect(projectCertificateOrder(done).status).toBe('completed');
  },
});
