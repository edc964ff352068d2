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
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { foldedWordMatches } from '../../core/database/folded-search';
import { preparedQuery } from '../../core/database/prepared-query';
import { typedSql } from '../../core/database/typed-sql';
import { AppException } from '../../core/http/app-exception';
import { withoutFreeText } from '../../core/workflow/analyst-view';
import { WorkflowError } from '../../core/workflow/workflow-error';
import { instanceIdParam } from '../../core/workflow/workflow-instance.row';
import { eventsOf, instancesOf, WorkflowInstances } from '../../core/workflow/workflow-instances';
import { statePathsOf, workflowOf } from '../../core/workflow/workflow-registry';
import { overviewStatement } from './workflow-analytics-sql';

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
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly instances: WorkflowInstances,
  ) {}

  async overview(machine: string, query: WorkflowOverviewQuery): Promise<WorkflowOverview> {
    const workflow = workflowOf(machine);
    const statement = overviewStatement(workflow.id, statePathsOf(workflow), query);
    // raw SQL: the overview's one reporting statement (CTEs, window sums), prepared on the analysts' hot path and
    // timed as the same text by npm run bench:analytics
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
    const db = typedSql(this.dataSource);
    let inState = db.selectFrom(instancesOf(db, workflow).as('i')).where('i.state_path', '=', state);
    if (query.stuck_after_hours !== undefined) {
      inState = inState.where(
        'i.state_entered_at',
        '<',
        sql<Date>`now() - make_interval(hours => ${query.stuck_after_hours}::int)`,
      );
    }
    let owned = inState.leftJoin('users as u', 'u.id', 'i.owner_user_id');
    const search = query.search;
    if (search) {
      // A business key's beginning, or every word of the owner's name.
      const byName = foldedWordMatches(sql<string>`coalesce(u.name, '')`, search);
      owned = owned.where((eb) => {
        const byKey = eb('i.business_key', 'like', `${search.replace(/[\\%_]/g, '\\$&')}%`);
        return byName.length ? eb.or([byKey, eb.and(byName)]) : byKey;
      });
    }
    const [rows, { count }] = await Promise.all([
      owned
        .select([
          'i.id',
          'i.business_key',
          sql<string | null>`nullif(u.name, '')`.as('owner_name'),
          'i.state_path as state',
          'i.state_entered_at as entered_at',
          sql<number>`greatest(0, floor(extract(epoch FROM now() - i.state_entered_at)))::int`.as(
            'seconds_in_state',
          ),
        ])
        .orderBy('i.state_entered_at')
        .orderBy('i.id')
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size)
        .execute(),
      // The owners are joined for a search only.
      (search ? owned : inState).select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
    ]);
    return [rows.map((row) => ({ ...row, entered_at: iso(row.entered_at) })), count];
  }

  /** An instance of the machine with its context's safe view and its timeline, naming people by name only. */
  async trail(machine: string, id: string): Promise<InstanceTrail> {
    const workflow = workflowOf(machine);
    const instance = await this.instances.byId(workflow, instanceIdParam(id));
    if (!instance) throw new WorkflowError('not_found');
    const db = typedSql(this.dataSource);
    const [owner, events] = await Promise.all([
      instance.owner_user_id === null
        ? undefined
        : db
            .selectFrom('users')
            .select(sql<string | null>`nullif(name, '')`.as('name'))
            .where('id', '=', instance.owner_user_id)
            .executeTakeFirst(),
      db
        .selectFrom(eventsOf(db, workflow).as('e'))
        .leftJoin('users as u', 'u.id', 'e.actor_id')
        .select([
          'e.revision',
          'e.type',
          'e.from_state',
          'e.to_state',
          'e.actor_role',
          sql<string | null>`nullif(u.name, '')`.as('actor_name'),
          'e.created_at',
          sql<number>`greatest(0, floor(extract(epoch FROM
            coalesce(lead(e.created_at) OVER (ORDER BY e.revision), now()) - e.created_at)))::int`.as(
            'seconds',
          ),
        ])
        .where('e.instance_id', '=', instance.id)
        .orderBy('e.revision')
        .execute(),
    ]);
    return {
      id: instance.id,
      machine: workflow.id,
      business_key: instance.business_key,
      owner_name: owner?.name ?? null,
      state: instance.state_path,
      status: instance.status,
      context: withoutFreeText(instance.context),
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
