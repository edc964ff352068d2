import type { InstanceTrail, machineSummarySchema, z } from '@expert-portal/contracts';

export type {
  AnalyticsPeriod,
  InstanceTrail,
  StateFigures,
  StateInstance,
  TransitionFigures,
  WorkflowOverview,
} from '@expert-portal/contracts';
export type { DiagramNode, DiagramTransition, MachineDiagram } from '@expert-portal/machines';

/** A machine with its instances counted per flattened state path (GET /api/v1/workflows/). */
export type MachineSummary = z.infer<typeof machineSummarySchema>;

/** One entry of an instance's audit timeline, oldest first. */
export type TrailEntry = InstanceTrail['timeline'][number];
