import type { AnalyticsPeriod, WorkflowOverviewQuery } from '@expert-portal/contracts';
import { instancesSql } from '../../core/workflow/workflow-instances';

// The analysts' overview statement over the projections of migration 1763900000000-WorkflowAnalytics. Exported
// so `npm run bench:analytics` times the very statement the API runs, directly on PostgreSQL.

export interface Statement {
  sql: string;
  params: unknown[];
}

/** The Kazakhstan days a period covers, today included; null for all time. */
const PERIOD_DAYS: Record<AnalyticsPeriod, number | null> = { '7d': 7, '30d': 30, all: null };

/** The first day of the period (`$2` days back, today included), or -infinity for all time. */
const FIRST_DAY = `coalesce(workflow_analytics_day(now()) - ($2::int - 1), '-infinity'::date)`;

/**
 * The machine's events the rollups do not hold yet (the worker folds them every 30 s): a short range of the
 * event log's primary key (migration 1764000800000-AnalyticsFromEventLog).
 */
const UNFOLDED = `workflow_analytics_events WHERE id > workflow_analytics_mark() AND machine_id = $1`;

/**
 * The instances in each state now and, with a threshold (`$4`), how many of them entered it within the
 * threshold (the stuck ones are the rest): both ranges of the instances' state index, which is ordered by
 * when each instance entered its state.
 */
const PRESENT = `
  SELECT s.state,
         (SELECT count(*) FROM ${instancesSql('$1')} i WHERE i.state_path = s.state) AS count,
         CASE WHEN $4::int IS NOT NULL THEN
           (SELECT count(*) FROM ${instancesSql('$1')} i
             WHERE i.state_path = s.state AND i.state_entered_at >= now() - make_interval(hours => $4::int))
         END AS recent
    FROM unnest($3::text[]) AS s(state)`;

/**
 * Per state, the visits that ended in the period: how many, and the median and 90th percentile length (the
 * nearest rank, read from the duration buckets). All time reads the all-time rollup instead of the days.
 */
function durations(allTime: boolean): string {
  const folded = allTime
    ? `SELECT state_path, bucket, n FROM workflow_durations WHERE machine_id = $1`
    : `SELECT state_path, bucket, n FROM workflow_duration_days WHERE machine_id = $1 AND day >= ${FIRST_DAY}`;
  const pending = `SELECT left_state, bucket, 1 FROM ${UNFOLDED}
                    AND bucket IS NOT NULL${allTime ? '' : ` AND day >= ${FIRST_DAY}`}`;
  return `
    WITH histogram AS (
      SELECT state_path, bucket, sum(n) AS n FROM (${folded} UNION ALL ${pending}) AS visits
       GROUP BY state_path, bucket),
    ranked AS (
      SELECT state_path, bucket, sum(n) OVER (PARTITION BY state_path ORDER BY bucket) AS below,
             sum(n) OVER (PARTITION BY state_path) AS total
        FROM histogram)
    SELECT state_path, max(total)::int AS visits,
           workflow_duration_seconds(min(bucket) FILTER (WHERE below >= ceil(total * 0.5))) AS median_seconds,
           workflow_duration_seconds(min(bucket) FILTER (WHERE below >= ceil(total * 0.9))) AS p90_seconds
      FROM ranked GROUP BY state_path`;
}

/** How often each transition (from, to, event) was taken in the period. */
const TRANSITIONS = `
  SELECT from_state AS from, to_state AS to, event, sum(n)::int AS count FROM (
    SELECT from_state, to_state, event, n FROM workflow_transition_days
     WHERE machine_id = $1 AND day >= ${FIRST_DAY}
    UNION ALL
    SELECT from_state, to_state, event, 1 FROM ${UNFOLDED} AND day >= ${FIRST_DAY}) AS taken
   GROUP BY from_state, to_state, event`;

/**
 * The overview in one statement and one round trip, one row: the clock, the period's start, and as JSON the
 * states' counts (`present`), the ended visits' figures (`durations`) and the transitions, most taken first.
 * Every figure adds the events the worker has not folded yet, read in the same snapshot as the rollups.
 */
export function overviewStatement(
  machineId: string,
  states: readonly string[],
  query: WorkflowOverviewQuery,
): Statement {
  return {
    sql: `
      WITH present AS (${PRESENT}),
      durations AS (${durations(query.period === 'all')}),
      transitions AS (${TRANSITIONS})
      SELECT now() AS generated_at,
             workflow_analytics_day_start(workflow_analytics_day(now()) - ($2::int - 1)) AS since,
             (SELECT json_agg(present) FROM present) AS present,
             (SELECT coalesce(json_agg(durations), '[]') FROM durations) AS durations,
             (SELECT coalesce(json_agg(transitions ORDER BY count DESC, "from" NULLS FIRST, "to", event), '[]')
                FROM transitions) AS transitions`,
    params: [machineId, PERIOD_DAYS[query.period], states, query.stuck_after_hours ?? null],
  };
}
