import {
  getNextTransitions,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
} from 'xstate';
import type { Actor } from './actors';
import type { TransitionMeta } from './events';

/** The roles a transition declares in its `meta` (none when it has no meta, e.g. xstate's own events). */
export function transitionRoles(meta: unknown): readonly Actor[] {
  const roles = (meta as Partial<TransitionMeta> | undefined)?.roles;
  return Array.isArray(roles) ? roles : [];
}

/**
 * The event types the snapshot's current state has a transition for that `actor` may send, in document
 * order. Guards are not evaluated: they need the payload, so the runtime checks them when it transitions
 * (an event whose guards all fail leaves the snapshot unchanged → HTTP 409).
 */
export function allowedEvents<TMachine extends AnyStateMachine>(
  machine: TMachine,
  snapshot: AnyMachineSnapshot,
  actor: Actor,
): EventFromLogic<TMachine>['type'][] {
  // A snapshot restored with another definition (another version) would silently answer for the wrong graph.
  if (snapshot.machine !== machine) throw new Error(`snapshot does not belong to machine ${machine.id}`);
  if (snapshot.status !== 'active') return [];
  const types = new Set<string>();
  for (const transition of getNextTransitions(snapshot)) {
    const type = transition.eventType;
    if (!type || type.startsWith('xstate.')) continue;
    if (transitionRoles(transition.meta).includes(actor)) types.add(type);
  }
  return [...types] as EventFromLogic<TMachine>['type'][];
}
