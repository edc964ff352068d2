import { initialTransition } from 'xstate';
import { z } from 'zod';
import { applicationSigningMachine } from '../application-signing/application-signing.machine';
import { certificateOrderMachine } from '../certificate-order/certificate-order.machine';
import { allowedEvents } from './allowed-events';
import { collectEffects } from './effects';
import { parseWorkflowEvent } from './events';
import { migrateSnapshot, persistSnapshot, restoreSnapshot, type PersistedSnapshot } from './persistence';
import { addMilliseconds } from './time';

describe('collectEffects', () => {
  const actions = [
    { type: 'xstate.raise', params: undefined },
    { type: 'effect.notify', params: { user_id: 1 } },
    { type: 'somethingElse', params: { x: 1 } },
    { type: 'effect.cancelTimer', params: { key: 'test:1' } },
  ];

  it('keeps only the effect actions, in order, as { name, params }', () => {
    expect(collectEffects(actions)).toEqual([
      { name: 'notify', params: { user_id: 1 } },
      { name: 'cancelTimer', params: { key: 'test:1' } },
    ]);
  });

  it('with schemas, refuses an undeclared effect or params of the wrong shape', () => {
    const schemas = { notify: z.object({ user_id: z.number() }), cancelTimer: z.object({ key: z.string() }) };
    expect(collectEffects(actions, schemas)).toHaveLength(2);
    expect(() => collectEffects(actions, { notify: schemas.notify })).toThrow(/cancelTimer is not declared/);
    expect(() =>
      collectEffects(actions, { ...schemas, cancelTimer: z.object({ key: z.number() }) }),
    ).toThrow();
  });
});

describe('parseWorkflowEvent', () => {
  const payloads = { 'thing.do': z.strictObject({ n: z.number() }) };

  it('needs a known type, a valid payload and the envelope', () => {
    expect(
      parseWorkflowEvent(payloads, { type: 'thing.do', n: 1, at: '2025-03-03T09:00:00Z', actor_id: 4 }),
    ).toEqual({
      success: true,
      event: { type: 'thing.do', n: 1, at: '2025-03-03T09:00:00Z', actor_id: 4 },
    });
    expect(
      parseWorkflowEvent(payloads, { type: 'thing.do', n: 1, at: '2025-03-03T09:00:00Z', actor_id: null })
        .success,
    ).toBe(true);
    expect(parseWorkflowEvent(payloads, { type: 'thing.do', n: 1, actor_id: 4 }).success).toBe(false);
    expect(
      parseWorkflowEvent(payloads, { type: 'toString', at: '2025-03-03T09:00:00Z', actor_id: 4 }),
    ).toMatchObject({
      success: false,
      issues: [{ path: ['type'] }],
    });
    expect(parseWorkflowEvent(payloads, 'thing.do').success).toBe(false);
  });
});

describe('persistence helpers', () => {
  const snapshot = initialTransition(applicationSigningMachine, { application_id: 1 })[0];
  const persisted = persistSnapshot(applicationSigningMachine, snapshot);

  it('refuses a snapshot that does not fit the definition', () => {
    expect(() => restoreSnapshot(applicationSigningMachine, { ...persisted, value: 'archived' })).toThrow(
      /cannot restore a applicationSigning snapshot/,
    );
  });

  it('migrates step by step and refuses a gap or a downgrade', () => {
    const rename = (from: string, to: string) => (s: PersistedSnapshot) => ({
      ...s,
      value: s.value === from ? to : s.value,
    });
    const migrations = { 1: rename('waiting', 'queued'), 2: rename('queued', 'waiting_for_staff') };
    expect(migrateSnapshot(persisted, 1, 3, migrations).value).toBe('waiting_for_staff');
    expect(migrateSnapshot(persisted, 2, 2, {})).toEqual(persisted);
    expect(() => migrateSnapshot(persisted, 1, 3, { 1: migrations[1] })).toThrow(
      /no migration from version 2 to 3/,
    );
    expect(() => migrateSnapshot(persisted, 3, 1, migrations)).toThrow(/down/);
    expect(persisted.value).toBe('waiting');
  });
});

describe('allowedEvents', () => {
  it('refuses a snapshot of another machine (e.g. restored with another version’s definition)', () => {
    const snapshot = initialTransition(applicationSigningMachine, { application_id: 1 })[0];
    expect(() => allowedEvents(certificateOrderMachine, snapshot, 'deputy')).toThrow(/does not belong/);
  });
});

describe('addMilliseconds', () => {
  it('adds to an ISO time from an event, and refuses anything else', () => {
    expect(addMilliseconds('2025-03-03T09:00:00+05:00', 90_000)).toBe('2025-03-03T04:01:30.000Z');
    expect(() => addMilliseconds('soon', 1)).toThrow(RangeError);
  });
});
