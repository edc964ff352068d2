import { z } from 'zod';
import { pageQuerySchema } from './pagination';
import { dateTimeText } from './primitives';

// The analysts' live views of the three long-lived machines: figures per state and transition, read from the
// runtime's projections of the event log (never from snapshots).

export const ANALYTICS_PERIODS = ['7d', '30d', 'all'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** The longest stuck threshold an analyst may set: a year, in hours. */
export const MAX_STUCK_AFTER_HOURS = 24 * 366;

const stuckAfterHours = z.coerce.number().int().min(1).max(MAX_STUCK_AFTER_HOURS);

/** GET /api/v1/workflows/{machine}/overview/ */
export const workflowOverviewQuerySchema = z.object({
  period: z.enum(ANALYTICS_PERIODS).default('30d'),
  /** Count, per state, the instances that have been in it longer than this many hours. */
  stuck_after_hours: stuckAfterHours.optional(),
});
export type WorkflowOverviewQuery = z.infer<typeof workflowOverviewQuerySchema>;

/** A state's figures; `state` is a flattened state path as instances store it (`signing.awaiting_deputy`). */
export const stateFiguresSchema = z.object({
  state: z.string(),
  /** Instances in the state now. */
  count: z.number().int(),
  /** Stays that ended in the period: how many, and their median and 90th percentile length in seconds. */
  completed_visits: z.number().int(),
  median_seconds: z.number().nullable(),
  p90_seconds: z.number().nullable(),
  /** Instances in the state now for longer than the threshold; null when no threshold was asked for. */
  stuck: z.number().int().nullable(),
});
export type StateFigures = z.infer<typeof stateFiguresSchema>;

/** How often a transition was taken in the period (self-transitions included, `from` null for a start). */
export const transitionFiguresSchema = z.object({
  from: z.string().nullable(),
  to: z.string(),
  event: z.string(),
  count: z.number().int(),
});
export type TransitionFigures = z.infer<typeof transitionFiguresSchema>;

export const workflowOverviewSchema = z.object({
  machine: z.string(),
  version: z.number().int(),
  period: z.enum(ANALYTICS_PERIODS),
  /** Start of the period (null for all time) and the moment the figures were read. */
  since: dateTimeText.nullable(),
  generated_at: dateTimeText,
  stuck_after_hours: z.number().int().nullable(),
  total: z.number().int(),
  states: z.array(stateFiguresSchema),
  transitions: z.array(transitionFiguresSchema),
});
export type WorkflowOverview = z.infer<typeof workflowOverviewSchema>;

/** GET /api/v1/workflows/{machine}/states/{state}/instances/: who is in a state now, longest waiting first. */
export const stateInstancesQuerySchema = pageQuerySchema.extend({
  /** The beginning of a business key (`user:12`) or words of the owner's name. */
  search: z.string().max(120).optional(),
  /** Only the instances in the state for longer than this many hours. */
  stuck_after_hours: stuckAfterHours.optional(),
});
export type StateInstancesQuery = z.infer<typeof stateInstancesQuerySchema>;

/** An instance as analysts see it: no personal data beyond the owner's name. */
export const stateInstanceSchema = z.object({
  id: z.string(),
  business_key: z.string(),
  owner_name: z.string().nullable(),
  state: z.string(),
  entered_at: dateTimeText,
  seconds_in_state: z.number().int(),
});
export type StateInstance = z.infer<typeof stateInstanceSchema>;

/**
 * GET /api/v1/workflows/{machine}/instances/{id}/trail/: an instance for analysts — its state, the safe view of
 * its context, and its audit timeline with actor names (payloads reduced to what names no person).
 */
export const instanceTrailSchema = z.object({
  id: z.string(),
  machine: z.string(),
  business_key: z.string(),
  owner_name: z.string().nullable(),
  state: z.string(),
  status: z.string(),
  context: z.unknown(),
  created_at: dateTimeText,
  timeline: z.array(
    z.object({
      revision: z.number().int(),
      event: z.string(),
      from_state: z.string().nullable(),
      to_state: z.string(),
      actor: z.object({ role: z.string(), name: z.string().nullable() }),
      at: dateTimeText,
      /** Seconds until the next entry (or until now for the last). */
      seconds_in_state: z.number().int(),
    }),
  ),
});
export type InstanceTrail = z.infer<typeof instanceTrailSchema>;
