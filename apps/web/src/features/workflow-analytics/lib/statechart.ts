import type { DiagramNode, DiagramTransition, MachineDiagram } from '../api/types';
import { START_EVENT, type ChartNames } from './names';

/** The pseudo-state the machine starts from, drawn as a dot with an edge to the initial state. */
export const START_ID = '__start';

/** The boxes of the chart's states, in pixels; state-node.tsx draws to them. */
export const STATE_SIZES = {
  state: { width: 220, height: 118 },
  start: { width: 20, height: 20 },
} as const;

export interface ChartState {
  id: string;
  /** The flattened path instances store (`signing.awaiting_deputy`); empty for the start dot. */
  path: string;
  parentId: string | null;
  type: DiagramNode['type'] | 'start';
  name: string;
  /** The initial state of the machine or of its parent. */
  initial: boolean;
  /** A leaf's size; a compound state is sized by the layout around its children. */
  width: number;
  height: number;
}

/** What an edge's label says; the layout measures it (elk-graph.ts). */
export interface EdgeLabel {
  event: string;
  roles: string[];
  /** The guard's condition, `otherwise` for the fallback of a guarded choice, null when unguarded. */
  guard: string | null;
}

export interface ChartTransition {
  id: string;
  source: string;
  target: string;
  event: string;
  kind: DiagramTransition['kind'] | 'start';
  /** Stays in its state (a self-transition, or one without a target). */
  self: boolean;
  label: EdgeLabel;
}

/** A machine's definition as a chart to lay out: states (parents before children) and transitions. */
export interface Statechart {
  machine: string;
  states: ChartState[];
  transitions: ChartTransition[];
}

interface Flattened {
  node: DiagramNode;
  path: string;
  parentId: string | null;
  initial: boolean;
}

function flatten(nodes: DiagramNode[], parent: DiagramNode | null, prefix: string, initial: string | null) {
  return nodes.flatMap((node): Flattened[] => {
    const path = prefix ? `${prefix}.${node.key}` : node.key;
    return [
      { node, path, parentId: parent?.id ?? null, initial: node.id === initial },
      ...flatten(node.children, node, path, node.initial),
    ];
  });
}

/**
 * A machine's definition as a chart: every state with its human name and path, a start dot, and one edge per
 * transition target labelled with the event's name, the roles that may send it and its guard's condition.
 */
export function buildStatechart(definition: MachineDiagram, names: ChartNames): Statechart {
  const flat = flatten(definition.states, null, '', definition.initial);
  const paths = new Set(flat.map((entry) => entry.path));
  const known = new Set(flat.map((entry) => entry.node.id));
  const states: ChartState[] = [
    {
      id: START_ID,
      path: '',
      parentId: null,
      type: 'start',
      name: names.event(START_EVENT),
      initial: false,
      ...STATE_SIZES.start,
    },
    ...flat.map(({ node, path, parentId, initial }) => ({
      id: node.id,
      path,
      parentId,
      type: node.type,
      name: names.state(path),
      initial,
      ...STATE_SIZES.state,
    })),
  ];

  const transitions: ChartTransition[] = [];
  if (definition.initial && known.has(definition.initial)) {
    transitions.push({
      id: 'start',
      source: START_ID,
      target: definition.initial,
      event: START_EVENT,
      kind: 'start',
      self: false,
      label: { event: names.event(START_EVENT), roles: [], guard: null },
    });
  }
  definition.transitions.forEach((transition, index) => {
    // A transition of the machine's root applies in every state; the machines here declare none.
    if (!known.has(transition.source)) return;
    const choiceBefore = definition.transitions
      .slice(0, index)
      .some((earlier) => earlier.source === transition.source && earlier.event === transition.event);
    const guard = transition.guard
      ? names.guard(transition.guard, transition.guard_params, paths)
      : choiceBefore
        ? names.otherwise
        : null;
    const label = {
      event: names.event(transition.event, transition.kind),
      roles: transition.roles.map(names.role),
      guard,
    };
    const targets = transition.targets.filter((target) => known.has(target));
    for (const [position, target] of (targets.length ? targets : [transition.source]).entries()) {
      transitions.push({
        id: position ? `t${index}-${position}` : `t${index}`,
        source: transition.source,
        target,
        event: transition.event,
        kind: transition.kind,
        self: target === transition.source,
        label,
      });
    }
  });
  return { machine: definition.id, states, transitions };
}
