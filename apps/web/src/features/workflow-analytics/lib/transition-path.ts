import { START_ID, type ChartTransition, type Statechart } from './statechart';

/** One step of the audit log: the event sent, the state it left (null for the start) and where it settled. */
export interface LoggedStep {
  from: string | null;
  to: string;
  event: string;
}

// Eventless transitions chain at most this deep in one step; a longer chain would be a loop in the machine.
const MAX_CHAIN = 16;

/** A state and its ancestors, innermost first: a transition declared on an ancestor applies in the state. */
function selfAndAncestors(chart: Statechart, id: string): string[] {
  const parents = new Map(chart.states.map((state) => [state.id, state.parentId]));
  const chain: string[] = [];
  for (let current: string | null | undefined = id; current; current = parents.get(current))
    chain.push(current);
  return chain;
}

/** Where entering a state ends: a compound state enters its initial child, down to a leaf. */
function settle(chart: Statechart, id: string): string {
  const initialChild = chart.states.find((state) => state.parentId === id && state.initial);
  return initialChild ? settle(chart, initialChild.id) : id;
}

function idOfPath(chart: Statechart, path: string): string | undefined {
  return chart.states.find((state) => state.path === path && state.id !== START_ID)?.id;
}

/** The eventless transitions that lead from `from` to `to`, shortest chain first; null when none does. */
function eventlessChain(chart: Statechart, from: string, to: string): ChartTransition[] | null {
  const queue: Array<{ at: string; chain: ChartTransition[] }> = [{ at: from, chain: [] }];
  const seen = new Set<string>();
  while (queue.length) {
    const { at, chain } = queue.shift()!;
    if (at === to) return chain;
    if (seen.has(at) || chain.length >= MAX_CHAIN) continue;
    seen.add(at);
    const scope = new Set(selfAndAncestors(chart, at));
    for (const transition of chart.transitions) {
      if (transition.kind === 'always' && !transition.self && scope.has(transition.source))
        queue.push({ at: settle(chart, transition.target), chain: [...chain, transition] });
    }
  }
  return null;
}

/**
 * The transitions of the chart one logged step took. The log records where a step settled, so a step is the
 * event's own transition (from the state or an ancestor; for the start, the start edge) followed by the
 * eventless transitions that fired after it: `test.grade` in tests that ended in the interview is the
 * grade's self-transition and the automatic move to the interview. Of a guarded choice, the branch that
 * leads where the step settled. Empty when the chart has no such way (an older version's step).
 */
export function transitionsTaken(chart: Statechart, step: LoggedStep): ChartTransition[] {
  const to = idOfPath(chart, step.to);
  const from = step.from === null ? START_ID : idOfPath(chart, step.from);
  if (!to || !from) return [];
  const scope = new Set(selfAndAncestors(chart, from));
  const candidates = chart.transitions.filter((transition) =>
    step.from === null
      ? transition.kind === 'start'
      : transition.event === step.event && transition.kind !== 'always' && scope.has(transition.source),
  );
  for (const candidate of candidates) {
    const landed = candidate.self ? from : settle(chart, candidate.target);
    const chain = eventlessChain(chart, landed, to);
    if (chain) return [candidate, ...chain];
  }
  return [];
}
