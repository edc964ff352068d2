import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { allowedEvents } from '../core/allowed-events';
import { collectEffects } from '../core/effects';
import { parseWorkflowEvent } from '../core/events';
import { persistSnapshot, restoreSnapshot } from '../core/persistence';
import { advanceWorkflow, startWorkflow } from '../core/workflow';
import { describeSnapshotFixtures } from '../testing/fixtures';
import { at } from '../testing/time';
import {
  applicationSigningEffectSchemas,
  type ApplicationSigningEffect,
} from './application-signing.effects';
import { applicationSigningEventPayloads, type ApplicationSigningEvent } from './application-signing.events';
import {
  APPLICATION_SIGNING_MACHINE_VERSION,
  applicationSigningMachine,
  type ApplicationSigningContext,
} from './application-signing.machine';
import { applicationSigningMigrations } from './application-signing.migrations';
import { projectApplicationSigning } from './application-signing.projection';
import { applicationSigningWorkflow } from './application-signing.workflow';

type Snapshot = SnapshotFrom<typeof applicationSigningMachine>;

const STAFF = 11;
const DEPUTY = 22;
const input = { application_id: 5 };

/** Every event kind with representative payloads, including both approval roles. */
const EVENTS: ApplicationSigningEvent[] = [
  { type: 'staff.sign', at: at(1), actor_id: STAFF },
  { type: 'staff.refuse', reason_id: 3, comment: 'Нет диплома', at: at(1), actor_id: STAFF },
  { type: 'deputy.approve', role: 'user', at: at(2), actor_id: DEPUTY },
  { type: 'deputy.approve', role: 'direct_enroll', at: at(2), actor_id: DEPUTY },
  { type: 'deputy.reject', reason_id: 4, at: at(2), actor_id: DEPUTY },
];

function start(): Snapshot {
  return initialTransition(applicationSigningMachine, input)[0];
}

function run(events: ApplicationSigningEvent[]): Snapshot {
  return events.reduce(
    (snapshot, event) => transition(applicationSigningMachine, snapshot, event)[0],
    start(),
  );
}

interface Expected {
  state: string;
  context: Partial<ApplicationSigningContext>;
  effects: ApplicationSigningEffect[];
}

/** The rules of the issue, written independently of the machine: the oracle the model is checked against. */
function rules(state: string, event: ApplicationSigningEvent): Expected | null {
  const by = { user_id: event.actor_id, at: event.at };
  if (state === 'waiting' && event.type === 'staff.sign') {
    return { state: 'awaiting_deputy', context: { signed_by_staff: by }, effects: [] };
  }
  if (state === 'waiting' && event.type === 'staff.refuse') {
    const rejection = {
      by: 'staff' as const,
      reason_id: event.reason_id ?? null,
      comment: event.comment ?? null,
      ...by,
    };
    return {
      state: 'rejected',
      context: { rejection },
      effects: [{ name: 'mailRefusal', params: { application_id: input.application_id, by: 'staff' } }],
    };
  }
  if (state === 'awaiting_deputy' && event.type === 'deputy.approve') {
    return {
      state: 'approved',
      context: { signed_by_deputy: by, approved_role: event.role },
      effects: [
        { name: 'createAccount', params: { application_id: input.application_id, role: event.role } },
      ],
    };
  }
  if (state === 'awaiting_deputy' && event.type === 'deputy.reject') {
    const rejection = {
      by: 'deputy' as const,
      reason_id: event.reason_id,
      comment: event.comment ?? null,
      ...by,
    };
    return {
      state: 'rejected',
      context: { rejection },
      effects: [{ name: 'mailRefusal', params: { application_id: input.application_id, by: 'deputy' } }],
    };
  }
  return null;
}

const reachable = getShortestPaths(applicationSigningMachine, { input, events: EVENTS }).map(
  (path) => path.state,
);

describe('applicationSigning: model-based', () => {
  it('reaches exactly the four states of the process', () => {
    const states = new Set(reachable.map((snapshot) => String(snapshot.value)));
    expect([...states].sort()).toEqual(['approved', 'awaiting_deputy', 'rejected', 'waiting']);
  });

  it('in every reachable state, every event transitions as the rules say or leaves the snapshot unchanged', () => {
    for (const snapshot of reachable) {
      for (const event of EVENTS) {
        const [next, actions] = transition(applicationSigningMachine, snapshot, event);
        const expected = rules(String(snapshot.value), event);
        if (!expected) {
          expect(next).toBe(snapshot);
          expect(actions).toEqual([]);
          continue;
        }
        expect(next.value).toBe(expected.state);
        expect(next.context).toMatchObject(expected.context);
        expect(collectEffects(actions, applicationSigningEffectSchemas)).toEqual(expected.effects);
      }
    }
  });

  it('along every simple path, a decision emits its one effect once, with typed params', () => {
    const paths = getSimplePaths(applicationSigningMachine, { input, events: EVENTS });
    expect(paths.length).toBeGreaterThanOrEqual(5);
    for (const path of paths) {
      let snapshot = start();
      const effects = [];
      for (const step of path.steps.slice(1)) {
        const [next, actions] = transition(applicationSigningMachine, snapshot, step.event);
        effects.push(...collectEffects(actions, applicationSigningEffectSchemas));
        snapshot = next;
      }
      expect(snapshot.value).toEqual(path.state.value);
      if (snapshot.matches('approved')) {
        const role = snapshot.context.approved_role;
        expect(effects).toEqual([{ name: 'createAccount', params: { application_id: 5, role } }]);
      } else if (snapshot.matches('rejected')) {
        const by = snapshot.context.rejection?.by;
        expect(effects).toEqual([{ name: 'mailRefusal', params: { application_id: 5, by } }]);
      } else {
        expect(effects).toEqual([]);
      }
    }
  });
});

describe('applicationSigning: rules', () => {
  it('the deputy cannot decide before staff have signed', () => {
    const [next] = transition(applicationSigningMachine, start(), EVENTS[2]!);
    expect(next.value).toBe('waiting');
  });

  it('projects waiting → waiting (signed by staff) → signed, with who and when', () => {
    expect(projectApplicationSigning(start())).toMatchObject({ status: 'waiting', awaiting: 'staff' });
    const signed = run([EVENTS[0]!]);
    expect(projectApplicationSigning(signed)).toEqual({
      status: 'waiting',
      awaiting: 'deputy',
      signed_by_staff: { user_id: STAFF, at: at(1) },
      signed_by_deputy: null,
      approved_role: null,
      rejection: null,
    });
    expect(projectApplicationSigning(run([EVENTS[0]!, EVENTS[3]!]))).toEqual({
      status: 'signed',
      awaiting: null,
      signed_by_staff: { user_id: STAFF, at: at(1) },
      signed_by_deputy: { user_id: DEPUTY, at: at(2) },
      approved_role: 'direct_enroll',
      rejection: null,
    });
  });

  it('projects a refusal by staff or a rejection by the deputy as rejected with the reason', () => {
    expect(projectApplicationSigning(run([EVENTS[1]!]))).toMatchObject({
      status: 'rejected',
      rejection: { by: 'staff', reason_id: 3, comment: 'Нет диплома', user_id: STAFF, at: at(1) },
    });
    expect(projectApplicationSigning(run([EVENTS[0]!, EVENTS[4]!]))).toMatchObject({
      status: 'rejected',
      signed_by_staff: { user_id: STAFF },
      rejection: { by: 'deputy', reason_id: 4, comment: null, user_id: DEPUTY },
    });
  });

  it('validates payloads: every refusal needs a reason from the list, roles are user or direct_enroll', () => {
    const envelope = { at: at(1), actor_id: DEPUTY };
    const parse = (event: object) => parseWorkflowEvent(applicationSigningEventPayloads, event).success;
    expect(parse({ type: 'deputy.reject', comment: 'нет', ...envelope })).toBe(false);
    expect(parse({ type: 'deputy.reject', reason_id: 2, ...envelope })).toBe(true);
    expect(parse({ type: 'staff.refuse', ...envelope })).toBe(false);
    expect(parse({ type: 'staff.refuse', comment: 'Нет диплома', ...envelope })).toBe(false);
    expect(parse({ type: 'staff.refuse', reason_id: 3, comment: 'Нет диплома', ...envelope })).toBe(true);
    expect(parse({ type: 'deputy.approve', role: 'expert', ...envelope })).toBe(false);
    expect(parse({ type: 'deputy.approve', role: 'user', at: 'yesterday', actor_id: DEPUTY })).toBe(false);
    expect(parse({ type: 'staff.sign', extra: true, ...envelope })).toBe(false);
    expect(parse({ type: 'staff.approve', ...envelope })).toBe(false);
  });
});

describe('applicationSigning: pure transitions and the runtime façade', () => {
  it('transition() returns the declared effects and performs none of them', () => {
    const performed = jest.fn();
    const machine = applicationSigningMachine.provide({
      actions: {
        'effect.createAccount': performed,
        'effect.mailRefusal': performed,
      },
    });
    const waiting = initialTransition(machine, input)[0];
    const signed = transition(machine, waiting, EVENTS[0]!)[0];
    const before = JSON.stringify(signed);
    const [approved, actions] = transition(machine, signed, EVENTS[2]!);
    // One effect: its job creates the account, then starts the pipeline and notifies, in that order.
    expect(collectEffects(actions).map((effect) => effect.name)).toEqual(['createAccount']);
    const [refused, refusal] = transition(machine, waiting, EVENTS[1]!);
    expect(collectEffects(refusal)).toEqual([
      { name: 'mailRefusal', params: { application_id: 5, by: 'staff' } },
    ]);
    const [rejected, rejection] = transition(machine, signed, EVENTS[4]!);
    expect(collectEffects(rejection)).toEqual([
      { name: 'mailRefusal', params: { application_id: 5, by: 'deputy' } },
    ]);
    expect(performed).not.toHaveBeenCalled();
    expect(JSON.stringify(signed)).toBe(before);
    expect([approved.value, refused.value, rejected.value]).toEqual(['approved', 'rejected', 'rejected']);
  });

  it('advanceWorkflow checks payload, role and state before transitioning', () => {
    const { snapshot, effects } = startWorkflow(applicationSigningWorkflow, input);
    expect(effects).toEqual([]);
    const sign = { type: 'staff.sign', at: at(1), actor_id: STAFF };
    expect(
      advanceWorkflow(applicationSigningWorkflow, snapshot, { ...sign, at: 'now' }, 'staff'),
    ).toMatchObject({
      ok: false,
      reason: 'invalid_event',
    });
    expect(advanceWorkflow(applicationSigningWorkflow, snapshot, sign, 'user')).toEqual({
      ok: false,
      reason: 'forbidden',
    });
    const approve = { type: 'deputy.approve', role: 'user', at: at(2), actor_id: DEPUTY };
    expect(advanceWorkflow(applicationSigningWorkflow, snapshot, approve, 'deputy')).toEqual({
      ok: false,
      reason: 'not_allowed',
    });
    const signed = advanceWorkflow(applicationSigningWorkflow, snapshot, sign, 'admin');
    if (!signed.ok) throw new Error('staff.sign was refused');
    expect(signed.persisted).toMatchObject({ value: 'awaiting_deputy' });
    const approved = advanceWorkflow(applicationSigningWorkflow, signed.snapshot, approve, 'deputy');
    if (!approved.ok) throw new Error('deputy.approve was refused');
    expect(approved.effects.map((effect) => effect.name)).toEqual(['createAccount']);
    expect(applicationSigningWorkflow.project(approved.snapshot).status).toBe('signed');
    const refuse = { type: 'staff.refuse', reason_id: 3, at: at(1), actor_id: STAFF };
    const refused = advanceWorkflow(applicationSigningWorkflow, snapshot, refuse, 'staff');
    if (!refused.ok) throw new Error('staff.refuse was refused');
    expect(refused.effects).toEqual([{ name: 'mailRefusal', params: { application_id: 5, by: 'staff' } }]);
  });

  it('rejects a bad input when starting', () => {
    expect(() => startWorkflow(applicationSigningWorkflow, { application_id: 'five' })).toThrow();
  });

  it('allowedEvents lists what each role may send in each state', () => {
    const waiting = start();
    expect(allowedEvents(applicationSigningMachine, waiting, 'staff')).toEqual([
      'staff.sign',
      'staff.refuse',
    ]);
    expect(allowedEvents(applicationSigningMachine, waiting, 'admin')).toEqual([
      'staff.sign',
      'staff.refuse',
    ]);
    expect(allowedEvents(applicationSigningMachine, waiting, 'deputy')).toEqual([]);
    const signed = run([EVENTS[0]!]);
    expect(allowedEvents(applicationSigningMachine, signed, 'deputy')).toEqual([
      'deputy.approve',
      'deputy.reject',
    ]);
    expect(allowedEvents(applicationSigningMachine, signed, 'staff')).toEqual([]);
    expect(allowedEvents(applicationSigningMachine, signed, 'director')).toEqual([]);
    for (const role of ['staff', 'deputy', 'admin'] as const) {
      expect(allowedEvents(applicationSigningMachine, run([EVENTS[0]!, EVENTS[2]!]), role)).toEqual([]);
    }
  });
});

describe('applicationSigning: persistence', () => {
  it('every reachable snapshot survives persist → JSON → restore and then behaves identically', () => {
    for (const snapshot of reachable) {
      const restored = restoreSnapshot(
        applicationSigningMachine,
        JSON.parse(JSON.stringify(persistSnapshot(applicationSigningMachine, snapshot))),
      );
      expect(restored.value).toEqual(snapshot.value);
      expect(restored.context).toEqual(snapshot.context);
      expect(restored.status).toBe(snapshot.status);
      for (const event of EVENTS) {
        const [fromOriginal, originalActions] = transition(applicationSigningMachine, snapshot, event);
        const [fromRestored, restoredActions] = transition(applicationSigningMachine, restored, event);
        expect(fromRestored.value).toEqual(fromOriginal.value);
        expect(fromRestored.context).toEqual(fromOriginal.context);
        expect(collectEffects(restoredActions)).toEqual(collectEffects(originalActions));
      }
    }
  });
});

describeSnapshotFixtures({
  dir: __dirname,
  name: 'application-signing',
  machine: applicationSigningMachine,
  version: APPLICATION_SIGNING_MACHINE_VERSION,
  migrations: applicationSigningMigrations,
  // Representative stored instance: signed by staff, waiting for the deputy.
  create: () => persistSnapshot(applicationSigningMachine, run([EVENTS[0]!])),
  behaves: (snapshot) => {
    expect(projectApplicationSigning(snapshot)).toMatchObject({
      status: 'waiting',
      awaiting: 'deputy',
      signed_by_staff: { user_id: STAFF, at: at(1) },
    });
    expect(allowedEvents(applicationSigningMachine, snapshot, 'deputy')).toEqual([
      'deputy.approve',
      'deputy.reject',
    ]);
    const [approved, actions] = transition(applicationSigningMachine, snapshot, EVENTS[2]!);
    expect(projectApplicationSigning(approved)).toMatchObject({ status: 'signed', approved_role: 'user' });
    expect(collectEffects(actions, applicationSigningEffectSchemas).map((effect) => effect.name)).toEqual([
      'createAccount',
    ]);
    // A stored instance gains the refusal's mail without a new version: effects are not in the snapshot.
    const [rejected, rejection] = transition(applicationSigningMachine, snapshot, EVENTS[4]!);
    expect(projectApplicationSigning(rejected)).toMatchObject({ status: 'rejected' });
    expect(collectEffects(rejection, applicationSigningEffectSchemas)).toEqual([
      { name: 'mailRefusal', params: { application_id: 5, by: 'deputy' } },
    ]);
  },
});
