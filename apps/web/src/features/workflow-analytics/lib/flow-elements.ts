import { Position, type Edge, type Node, type NodeHandle } from '@xyflow/react';
import type { Box, ChartDirection, ChartLayout } from './elk-graph';
import type { ChartOverlay, StateOverlay, TransitionOverlay } from './overlay';
import { START_ID, type ChartState, type ChartTransition, type Statechart } from './statechart';

export interface StateNodeData extends Record<string, unknown> {
  state: ChartState;
  overlay: StateOverlay;
  /** Its instances are listed beside the chart. */
  selected: boolean;
  /** A stuck threshold is set, so the stuck count means something. */
  thresholdSet: boolean;
  direction: ChartDirection;
}

export interface TransitionEdgeData extends Record<string, unknown> {
  transition: ChartTransition;
  overlay: TransitionOverlay;
  /** The route ELK gave the edge, in chart coordinates, and its label's box. */
  points: ChartLayout['edges'][string]['points'];
  labelBox: Box | null;
}

export type StateFlowNode = Node<StateNodeData, 'state' | 'compound' | 'start'>;
export type TransitionFlowEdge = Edge<TransitionEdgeData, 'transition'>;

/**
 * Handles where edges leave and enter a state, for xyflow's bookkeeping before it has measured the nodes
 * (the edges themselves follow ELK's route): in on the side the layout flows from, out on the other.
 */
function handlesOf(box: Box, direction: ChartDirection): NodeHandle[] {
  const down = direction === 'DOWN';
  return [
    {
      type: 'target',
      position: down ? Position.Top : Position.Left,
      x: down ? box.width / 2 : 0,
      y: down ? 0 : box.height / 2,
      id: null,
    },
    {
      type: 'source',
      position: down ? Position.Bottom : Position.Right,
      x: down ? box.width / 2 : box.width,
      y: down ? box.height : box.height / 2,
      id: null,
    },
  ];
}

function nodeType(chart: Statechart, state: ChartState): StateFlowNode['type'] {
  if (state.id === START_ID) return 'start';
  return chart.states.some((child) => child.parentId === state.id) ? 'compound' : 'state';
}

/** The chart as xyflow's nodes (parents first, placed relative to them) and edges, with the overlay's figures. */
export function flowElements(
  chart: Statechart,
  layout: ChartLayout,
  overlay: ChartOverlay,
  options: {
    selectedState: string | null;
    thresholdSet: boolean;
    direction: ChartDirection;
    /** What a screen reader announces for a state and for a transition. */
    describeState: (state: ChartState, overlay: StateOverlay) => string;
    describeTransition: (transition: ChartTransition, overlay: TransitionOverlay) => string;
  },
): { nodes: StateFlowNode[]; edges: TransitionFlowEdge[] } {
  const nodes = chart.states.flatMap((state): StateFlowNode[] => {
    const box = layout.states[state.id];
    if (!box) return [];
    return [
      {
        id: state.id,
        type: nodeType(chart, state),
        position: { x: box.x, y: box.y },
        width: box.width,
        height: box.height,
        handles: handlesOf(box, options.direction),
        ariaLabel: options.describeState(state, overlay.states[state.id]),
        ...(state.parentId ? { parentId: state.parentId } : {}),
        data: {
          state,
          overlay: overlay.states[state.id],
          selected: state.path !== '' && state.path === options.selectedState,
          thresholdSet: options.thresholdSet,
          direction: options.direction,
        },
      },
    ];
  });
  const edges = chart.transitions.flatMap((transition): TransitionFlowEdge[] => {
    const route = layout.edges[transition.id];
    if (!route) return [];
    return [
      {
        id: transition.id,
        type: 'transition',
        source: transition.source,
        target: transition.target,
        ariaLabel: options.describeTransition(transition, overlay.transitions[transition.id]),
        data: {
          transition,
          overlay: overlay.transitions[transition.id],
          points: route.points,
          labelBox: route.label,
        },
      },
    ];
  });
  return { nodes, edges };
}
