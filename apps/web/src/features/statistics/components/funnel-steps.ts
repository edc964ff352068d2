import type { Funnel, FunnelStep } from '@expert-portal/contracts';

/** A funnel step as the tab shows it: its people, and the conversions to it. */
export interface FunnelRow {
  key: FunnelStep;
  count: number;
  directEnroll: number;
  /** Percent of the step before who reached this one; null for the first step or after an empty one. */
  conversion: number | null;
  /** Percent of the applications that got this far; null without applications. */
  share: number | null;
}

const percentOf = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null;

export function funnelRows(funnel: Funnel): FunnelRow[] {
  const applications = funnel.steps[0]?.count ?? 0;
  return funnel.steps.map((step, index) => ({
    key: step.key,
    count: step.count,
    directEnroll: step.direct_enroll,
    conversion: index === 0 ? null : percentOf(step.count, funnel.steps[index - 1].count),
    share: percentOf(step.count, applications),
  }));
}
