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

const sign = (user_id: number): CertificateOrderEvent => ({
  type: 'deputy.sign',
  user_id,
  at: at(1),
  actor_id: DEPUTY,
});
const approve = (user_id: number): CertificateOrderEvent => ({
  type: 'director.approve',
  user_id,
  at: at(2),
  actor_id: DIRECTOR,
});
const EVENTS = [...USERS, UNKNOWN_USER].flatMap((id) => [sign(id), approve(id)]);

type Status = 'awaiting_deputy' | 'awaiting_director' | 'approved';

/** The rules of the issue, independent of the machine: per-user status and the certificate effect. */
function rules(
  statuses: Status[],
  event: CertificateOrderEvent,
): { statuses: Status[]; effects: Effect[] } | null {
  const index = USERS.indexOf(event.user_id);
  if (index < 0) return null;
  const from = event.type === 'deputy.sign' ? 'awaiting_deputy' : 'awaiting_director';
  if (statuses[index] !== from) return null;
  const next = statuses.map((status, i) =>
    i === index ? (from === 'awaiting_deputy' ? 'awaiting_director' : 'approved') : status,
  );
  if (event.type === 'deputy.sign') return { statuses: next, effects: [] };
  const params = {
    order_id: 8,
    course_id: 12,
    user_id: event.user_id,
    act_number: '№ 145-П',
    act_number_kk: '№ 145-Б',
    approved_at: event.at,
  };
  return { statuses: next, effects: [{ name: 'generateCertificate', params }] };
}

const statusesOf = (snapshot: Snapshot) => snapshot.context.users.map((user) => user.status);
const start = () => initialTransition(certificateOrderMachine, input)[0];
const run = (events: CertificateOrderEvent[]) =>
  events.reduce((snapshot, event) => transition(certificateOrderMachine, snapshot, event)[0], start());

const reachable = getShortestPaths(certificateOrderMachine, { input, events: EVENTS }).map(
  (path) => path.state,
);

describe('certificateOrder: model-based', () => {
  it('reaches every combination of per-user statuses (3 users → 27)', () => {
    expect(reachable).toHaveLength(27);
  });

  it('in every reachable state, every event follows the rules or leaves the order unchanged', () => {
    for (const snapshot of reachable) {
      for (const event of EVENTS) {
        const [next, actions] = transition(certificateOrderMachine, snapshot, event);
        const expected = rules(statusesOf(snapshot), event);
        if (!expected) {
          expect(next).toBe(snapshot);
          expect(actions).toEqual([]);
          continue;
        }
        expect(statusesOf(next)).toEqual(expected.statuses);
        expect(collectEffects(actions, certificateOrderEffectSchemas)).toEqual(expected.effects);
        // Complete exactly when no user is pending.
        expect(next.value).toBe(
          expected.statuses.every((status) => status === 'approved') ? 'complete' : 'signing',
        );
      }
    }
  });

  it('along every simple path to completion, each user gets exactly one certificate, after both signatures', () => {
    const paths = getSimplePaths(certificateOrderMachine, {
      input,
      events: EVENTS,
      toState: (s) => s.matches('complete'),
    });
    expect(paths.length).toBe(90); // 6! / 2^3 interleavings with each user's sign before its approval
    for (const path of paths) {
      let snapshot = start();
      const certified: number[] = [];
      for (const { event } of path.steps.slice(1)) {
        const [next, actions] = transition(certificateOrderMachine, snapshot, event);
        for (const effect of collectEffects(actions, certificateOrderEffectSchemas)) {
          const user = next.context.users.find((u) => u.user_id === effect.params.user_id);
          expect(user?.signed_by_deputy).toEqual({ actor_id: DEPUTY, at: at(1) });
          expect(user?.approved_by_director).toEqual({ actor_id: DIRECTOR, at: at(2) });
          certified.push(effect.params.user_id);
        }
        snapshot = next;
      }
      expect(snapshot.status).toBe('done');
      expect([...certified].sort()).toEqual(USERS);
    }
  });
});

describe('certificateOrder: rules and projection', () => {
  it('projects pending lists and completes when no user is pending', () => {
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
    const done = run(USERS.flatMap((id) => [sign(id), approve(id)]));
    expect(projectCertificateOrder(done)).toMatchObject({
      status: 'completed',
      all_signed: true,
      pending_users_count: 0,
    });
  });

  it('refuses an unknown user and an approval before the deputy’s signature without change', () => {
    const snapshot = start();
    expect(transition(certificateOrderMachine, snapshot, sign(UNKNOWN_USER))[0]).toBe(snapshot);
    expect(transition(certificateOrderMachine, snapshot, approve(41))[0]).toBe(snapshot);
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
      admin: ['deputy.sign'],
      director: ['director.approve'],
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
    const [next, actions] = transition(certificateOrderMachine, snapshot, approve(42));
    expect(collectEffects(actions, certificateOrderEffectSchemas)).toEqual([
      rules(['approved', 'awaiting_director', 'awaiting_deputy'], approve(42))!.effects[0],
    ]);
    const done = [sign(43), approve(43)].reduce(
      (s, event) => transition(certificateOrderMachine, s, event)[0],
      next,
    );
    expect(projectCertificateOrder(done).status).toBe('completed');
  },
});
