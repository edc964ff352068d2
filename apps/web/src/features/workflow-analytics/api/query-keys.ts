import type { AnalyticsPeriod } from './types';

/**
 * The figures, the instances in a state and an instance's trail are read again this often while shown and
 * changing; at most this rarely while they stay the same (see live-refresh.ts).
 */
export const LIVE_REFRESH_MS = 3_000;
export const IDLE_REFRESH_MS = 30_000;

export const STATE_INSTANCES_PAGE_SIZE = 10;

export interface OverviewRequest {
  machine: string;
  period: AnalyticsPeriod;
  /** Count the instances in a state for longer than this; null for no threshold. */
  stuckAfterHours: number | null;
}

export interface StateInstancesRequest {
  machine: string;
  state: string;
  page: number;
  search: string;
  /** Only the instances in the state for longer than this; null for all of them. */
  stuckAfterHours: number | null;
}

export const workflowAnalyticsKeys = {
  all: ['workflow-analytics'] as const,
  machines: () => [...workflowAnalyticsKeys.all, 'machines'] as const,
  definition: (machine: string) => [...workflowAnalyticsKeys.all, 'definition', machine] as const,
  overview: (request: OverviewRequest) => [...workflowAnalyticsKeys.all, 'overview', request] as const,
  instances: (request: StateInstancesRequest) =>
    [...workflowAnalyticsKeys.all, 'instances', request] as const,
  trail: (machine: string, id: string) => [...workflowAnalyticsKeys.all, 'trail', machine, id] as const,
  layout: (key: string) => [...workflowAnalyticsKeys.all, 'layout', key] as const,
};
