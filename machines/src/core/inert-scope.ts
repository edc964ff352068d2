import {
  createActor,
  type ActionExecutor,
  type AnyActorRef,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type ExecutableActionsFrom,
  type Snapshot,
  type SnapshotFrom,
} from 'xstate';

/**
 * xstate's pure `transition()` and the documented rehydration (`createActor(machine, { snapshot })`) build
 * a whole actor on every call, and `transition()`'s actor its initial snapshot too. A long-lived machine's
 * context needs an input, so that initial snapshot is a TypeError thrown and caught on every event: with the
 * actor, 12 % of the API's CPU per transition (`npm run profile:workflow`). Transitions here are synchronous,
 * one at a time, and the long-lived machines spawn no children, so one never-started actor per machine
 * serves as the scope of every call; only the action executor is the call's own.
 */
const scopeActors = new WeakMap<AnyStateMachine, AnyActorRef>();

function scopeOf(machine: AnyStateMachine, actionExecutor: ActionExecutor): AnyActorScope {
  let self = scopeActors.get(machine);
  if (!self) {
    self = createActor(machine);
    scopeActors.set(machine, self);
  }
  return {
    self,
    id: '',
    sessionId: '',
    system: self.system,
    actionExecutor,
    logger: () => undefined,
    defer: () => undefined,
    emit: () => undefined,
    stopChild: () => undefined,
  };
}

/** xstate's pure `transition()`: the next snapshot and the actions to execute, nothing executed. */
export function pureTransition<TMachine extends AnyStateMachine>(
  machine: TMachine,
  snapshot: SnapshotFrom<TMachine>,
  event: EventFromLogic<TMachine>,
): [SnapshotFrom<TMachine>, ExecutableActionsFrom<TMachine>[]] {
  const actions: ExecutableActionsFrom<TMachine>[] = [];
  const scope = scopeOf(machine, (action) => actions.push(action as ExecutableActionsFrom<TMachine>));
  return [machine.transition(snapshot, event, scope) as SnapshotFrom<TMachine>, actions];
}

/** A live snapshot of persisted JSON, as a never-started actor would restore it (nothing runs). */
export function inertRestore(machine: AnyStateMachine, persisted: Snapshot<unknown>): AnyMachineSnapshot {
  return machine.restoreSnapshot(
    persisted,
    scopeOf(machine, () => undefined),
  ) as AnyMachineSnapshot;
}
