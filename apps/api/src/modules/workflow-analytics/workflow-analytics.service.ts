import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  InstanceTrail,
  StateFigures,
  StateInstance,
  StateInstancesQuery,
  TransitionFigures,
  WorkflowOverview,
  WorkflowOverviewQuery,
} from '@expert-portal/contracts';
import type { PersistedSnapshot } from '@expert-portal/machines';
import { DataSource } from 'typeorm';
import { preparedQuery } from '../../core/database/prepared-query';
import { AppException } from '../../core/http/app-exception';
import { withoutFreeText } from '../../core/workflow/analyst-view';
import { WorkflowError } from '../../core/workflow/workflow-error';
import { instanceIdParam } from '../../core/workflow/workflow-instance.row';
import { restoreInstance, statePathsOf, workflowOf } from '../../core/workflow/workflow-registry';
import { safeContext } from '../../core/workflow/workflow-view';
import { overviewStatement, stateInstancesStatements } from './workflow-analytics-sql';

/** The overview statement's one row (see `overviewStatement`). */
interface OverviewRow {
  generated_at: Date;
  since: Date | null;
  present: Array<{ state: string; count: number; recent: number | null }>;
  durations: Array<{
    state_path: string;
    visits: number;
    median_seconds: number | null;
    p90_seconds: number | null;
  }>;
  transitions: TransitionFigures[];
}

const iso = (date: Date) => new Date(date).toISOString();
/** Durations come from 4 % buckets: milliseconds are all the precision they have. */
const seconds = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

/**
 * The analysts' live figures of a machine (issue 15), read from the projections of the event log that the
 * trigger on `workflow_events` keeps (never from snapshots): counts, time in state, transitions, stuck cases,
 * who is in a state, and one instance's trail.
 */
@Injectable()
export class WorkflowAnalyticsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async overview(machine: string, query: WorkflowOverviewQuery): Promise<WorkflowOverview> {
    const workflow = workflowOf(machine);
    const statement = overviewStatement(workflow.id, statePathsOf(workflow), query);
    const [row] = await preparedQuery<OverviewRow>(this.dataSource, statement.sql, statement.params);
    const durations = new Map(row.durations.map((figures) => [figures.state_path, figures]));
    return {
      machine: workflow.id,
      version: workflow.version,
      period: query.period,
      since: row.since && iso(row.since),
      generated_at: iso(row.generated_at),
      stuck_after_hours: query.stuck_after_hours ?? null,
      total: row.present.reduce((sum, state) => sum + state.count, 0),
      states: row.present.map(({ state, count, recent }): StateFigures => {
        const visits = durations.get(state);
        return {
          state,
          count,
          completed_visits: visits?.visits ?? 0,
          median_seconds: seconds(visits?.median_seconds ?? null),
          p90_seconds: seconds(visits?.p90_seconds ?? null),
          stuck: recent === null ? null : count - recent,
        };
      }),
      transitions: row.transitions,
    };
  }

  /** The instances in one of the machine's states now, longest waiting first; 404 for any other state. */
  async stateInstances(
    machine: string,
    state: string,
    query: StateInstancesQuery,
  ): Promise<[StateInstance[], number]> {
    const workflow = workflowOf(machine);
    if (!statePathsOf(workflow).includes(state)) throw new AppException(404, 'http.not_found');
    const sql = stateInstancesStatements(workflow.id, state, query);
    const [rows, [{ count }]] = await Promise.all([
      this.dataSource.query(sql.page, sql.params) as Promise<Array<StateInstance & { entered_at: Date }>>,
      this.dataSource.query(sql.count, sql.params) as Promise<Array<{ count: number }>>,
    ]);
    return [rows.map((row) => ({ ...row, entered_at: iso(row.entered_at) })), count];
  }

  /** An instance of the machine with its context's safe view and its timeline, naming people by name only. */
  async trail(machine: string, id: string): Promise<InstanceTrail> {
    const workflow = workflowOf(machine);
    const [instance] = (await this.dataSource.query(
      `SELECT i.id::text AS id, i.business_key, nullif(u.name, '') AS owner_name, i.state_path, i.status,
              i.machine_version, i.snapshot, i.created_at
         FROM workflow_instances i LEFT JOIN users u ON u.id = i.owner_user_id
        WHERE i.id = $1 AND i.machine_id = $2`,
      [instanceIdParam(id), workflow.id],
    )) as Array<{
      id: string;
      business_key: string;
      owner_name: string | null;
      state_path: string;
      status: string;
      machine_version: number;
      snapshot: PersistedSnapshot;
      created_at: Date;
    }>;
    if (!instance) throw new WorkflowError('not_found');
    const events = (await this.dataSource.query(
      `SELECT e.revision, e.type, e.from_state, e.to_state, e.actor_role, nullif(u.name, '') AS actor_name,
              e.created_at,
              greatest(0, floor(extract(epoch FROM
                coalesce(lead(e.created_at) OVER (ORDER BY e.revision), now()) - e.created_at)))::int AS seconds
         FROM workflow_events e LEFT JOIN users u ON u.id = e.actor_id
        WHERE e.instance_id = $1 ORDER BY e.revision`,
      [instance.id],
    )) as Array<{
      revision: number;
      type: string;
      from_state: string | null;
      to_state: string;
      actor_role: string;
      actor_name: string | null;
      created_at: Date;
      seconds: number;
    }>;
    const snapshot = restoreInstance(workflow, {
      machineVersion: instance.machine_version,
      snapshot: instance.snapshot,
    });
    return {
      id: instance.id,
      machine: workflow.id,
      business_key: instance.business_key,
      owner_name: instance.owner_name,
      state: instance.state_path,
      status: instance.status,
      context: withoutFreeText(safeContext(snapshot.context)),
      created_at: iso(instance.created_at),
      timeline: events.map((event) => ({
        revision: event.revision,
        event: event.type,
        from_state: event.from_state,
        to_state: event.to_state,
        actor: { role: event.actor_role, name: event.actor_name },
        at: iso(event.created_at),
        seconds_in_state: event.seconds,
      })),
    };
  }
}
