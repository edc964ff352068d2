// Test support only: xstate's pure `transition()` without its per-call actor, for exhaustive checks.
import { createActor, type AnyStateMachine, type EventFromLogic, type SnapshotFrom } from 'xstate';

export interface PureAction {
  type: string;
  params?: unknown;
}

/**
 * A step function equivalent to `transition(machine, snapshot, event)`: it runs the machine's own
 * `transition` with an inert scope that records the actions instead of executing them. xstate's helper
 * builds a fresh actor on every call, which makes checking thousands of (state, event) pairs slow; the
 * specs check that both agree.
 */
export function pureStepper<TMachine extends AnyStateMachine>(machine: TMachine, input?: unknown) {
  const self = createActor(machine as AnyStateMachine, { input });
  let recorded: PureAction[] = [];
  const scope = {
    self,
    system: self.system,
    id: '',
    sessionId: '',
    logger: () => undefined,
    defer: () => undefined,
    emit: () => undefined,
    stopChild: () => undefined,
    actionExecutor: (action: PureAction) => {
      recorded.push(action);
    },
  };
  return (
    snapshot: SnapshotFrom<TMachine>,
    event: EventFromLogic<TMachine>,
  ): [SnapshotFrom<TMachine>, PureAction[]] => {
    recorded = [];
    // ActorScope is xstate's public type for this argument; our inert scope has its shape.
    const next = machine.transition(snapshot, event, scope as never) as SnapshotFrom<TMachine>;
    return [next, recorded];
  };
}
