import type { ElkExtendedEdge, ElkNode, ElkPoint } from 'elkjs/lib/elk-api.js';
import type { ChartTransition, EdgeLabel, Statechart } from './statechart';

/** The fonts of an edge's label, which it is measured and drawn in. */
export type LabelFont = 'event' | 'count' | 'role' | 'guard';

/** The app's font stack (app/theme.ts), in which the labels are drawn and so measured. */
const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** The CSS font of each part of a label. */
export const LABEL_FONTS: Record<LabelFont, string> = {
  event: `600 12px ${FONT_FAMILY}`,
  count: `700 12px ${FONT_FAMILY}`,
  role: `500 10px ${FONT_FAMILY}`,
  guard: `italic 400 11px ${FONT_FAMILY}`,
};

/** The width a text takes in one of the label fonts, in pixels. */
export type TextMeasure = (text: string, font: LabelFont) => number;

/** The label's box model, in pixels; transition-edge.tsx draws to it. */
export const LABEL_BOX = {
  padX: 6,
  padY: 3,
  eventLine: 17,
  rolesLine: 20,
  guardLine: 16,
  /** Between the event's name and its count. */
  gap: 6,
  rolePadX: 6,
  roleGap: 4,
} as const;

/** Room at the top of a compound state for its name. */
export const COMPOUND_HEADER = 34;

/** Down for a narrow screen, right for a wide one. */
export type ChartDirection = 'DOWN' | 'RIGHT';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the layout put everything: states relative to their parent, edges and labels in chart coordinates. */
export interface ChartLayout {
  width: number;
  height: number;
  states: Record<string, Box>;
  edges: Record<string, { points: ElkPoint[]; label: Box | null }>;
}

/**
 * The size of an edge's label: the event's name beside its count (room for `countSample`, the widest count
 * shown, so changing figures never move the layout), the roles as badges under it, the guard last.
 */
export function labelSize(label: EdgeLabel, measure: TextMeasure, countSample: string) {
  const box = LABEL_BOX;
  const eventWidth = measure(label.event, 'event') + box.gap + measure(countSample, 'count');
  const rolesWidth = label.roles.reduce(
    (width, role, index) => width + measure(role, 'role') + 2 * box.rolePadX + (index ? box.roleGap : 0),
    0,
  );
  const guardWidth = label.guard ? measure(label.guard, 'guard') : 0;
  return {
    width: Math.ceil(2 * box.padX + Math.max(eventWidth, rolesWidth, guardWidth)),
    height:
      2 * box.padY +
      box.eventLine +
      (label.roles.length ? box.rolesLine : 0) +
      (label.guard ? box.guardLine : 0),
  };
}

const LAYOUT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  // Edges (and their labels) in the chart's coordinates; states stay relative to their parent, as xyflow wants.
  'elk.json.edgeCoords': 'ROOT',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.edgeLabels.placement': 'CENTER',
  // The states keep the machine's order (waiting before awaiting_deputy); a transition back is a back edge.
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.layered.spacing.nodeNodeBetweenLayers': '64',
  'elk.layered.spacing.edgeNodeBetweenLayers': '20',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '14',
  'elk.spacing.nodeNode': '48',
  'elk.spacing.edgeNode': '20',
  'elk.spacing.edgeEdge': '14',
  'elk.spacing.edgeLabel': '4',
  'elk.padding': '[top=16,left=16,bottom=16,right=16]',
};

/**
 * A state's self-transitions spread around its sides one beside the other, each with its label next to it,
 * rather than stacked on one side with their labels in a row.
 */
const SELF_LOOPS = {
  'elk.layered.edgeRouting.selfLoopDistribution': 'EQUALLY',
  'elk.layered.edgeRouting.selfLoopOrdering': 'SEQUENCED',
  'elk.spacing.nodeSelfLoop': '14',
};

/** The chart as ELK's input: nested states, and every transition with its label's size. */
export function elkGraph(
  chart: Statechart,
  direction: ChartDirection,
  measure: TextMeasure,
  countSample: string,
): ElkNode {
  const childrenOf = (parentId: string | null): ElkNode[] =>
    chart.states
      .filter((state) => state.parentId === parentId)
      .map((state) => {
        const children = childrenOf(state.id);
        return children.length
          ? {
              id: state.id,
              children,
              layoutOptions: { 'elk.padding': `[top=${COMPOUND_HEADER + 12},left=16,bottom=16,right=16]` },
            }
          : { id: state.id, width: state.width, height: state.height, layoutOptions: SELF_LOOPS };
      });
  const edge = (transition: ChartTransition): ElkExtendedEdge => ({
    id: transition.id,
    sources: [transition.source],
    targets: [transition.target],
    labels: [
      {
        id: `${transition.id}-label`,
        text: transition.label.event,
        ...labelSize(transition.label, measure, countSample),
      },
    ],
  });
  return {
    id: 'root',
    layoutOptions: { ...LAYOUT_OPTIONS, 'elk.direction': direction },
    children: childrenOf(null),
    edges: chart.transitions.map(edge),
  };
}

/** ELK's answer as the chart's layout. */
export function readLayout(result: ElkNode): ChartLayout {
  const states: ChartLayout['states'] = {};
  const visit = (nodes: ElkNode[] = []) => {
    for (const node of nodes) {
      states[node.id] = { x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 0, height: node.height ?? 0 };
      visit(node.children);
    }
  };
  visit(result.children);
  const edges: ChartLayout['edges'] = {};
  for (const edge of result.edges ?? []) {
    const points = (edge.sections ?? []).flatMap((section) => [
      section.startPoint,
      ...(section.bendPoints ?? []),
      section.endPoint,
    ]);
    const label = edge.labels?.[0];
    edges[edge.id] = {
      points,
      label: label
        ? { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0 }
        : null,
    };
  }
  return { width: result.width ?? 0, height: result.height ?? 0, states, edges };
}
