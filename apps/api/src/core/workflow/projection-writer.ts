import { DiscoveryService } from '@nestjs/core';
import type { WorkflowDefinition } from '@expert-portal/machines';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type Compilable,
  type RawBuilder,
} from 'kysely';
import type { Database } from '../database/typed-sql';

/**
 * Marks a provider as a projection writer; the runtime finds every marked provider of the process, so a
 * domain module only declares its writer among its providers.
 */
export const WorkflowProjection = DiscoveryService.createDecorator<void>();

/** One SQL statement with its own `$1…$n` parameters. */
export interface ProjectionStatement {
  sql: string;
  params: unknown[];
}

/**
 * Keeps a domain table (applications.status, users.role, …) in step with a machine, so list screens query
 * indexed columns and never snapshots. The runtime embeds the statement in the transition's own statement,
 * so it commits with the transition or not at all.
 */
export interface ProjectionWriter<W extends WorkflowDefinition = WorkflowDefinition> {
  /** The workflow whose instances it follows; the runtime gives it that workflow's projection. */
  workflow: W;
  /**
   * The statement (an UPDATE or INSERT) that writes the projection of the instance with this business key,
   * or several when it writes several tables (PostgreSQL takes data-modifying parts only at the top level of
   * a statement, so each is a part of the transition's statement of its own). `applied` is a SQL condition
   * every statement must AND into its WHERE clause: it is false when the transition lost a race and wrote
   * nothing.
   */
  statement(
    businessKey: string,
    projection: ProjectionOf<W>,
    applied: string,
  ): ProjectionStatement | readonly ProjectionStatement[] | null;
  /**
   * The same writes for the instances of several events in one statement, each row as `statement` would
   * write it, or null when none writes anything. Only a row whose instance is among `written`'s (the SQL name of
   * a relation of the instances written, with their `id`) may be written. A writer with this form lets the
   * runtime send concurrent events of its workflow together (transition-batch.ts); the instances of one
   * statement are distinct, and their rows must be too.
   */
  batchStatement?(rows: ReadonlyArray<BatchProjectionRow<W>>, written: string): ProjectionStatement | null;
}

/** One instance's projection in a batch of events. */
export interface BatchProjectionRow<W extends WorkflowDefinition = WorkflowDefinition> {
  instanceId: string;
  businessKey: string;
  projection: ProjectionOf<W>;
}

/** What a workflow's `project` returns for a snapshot: the projection its writers are given. */
export type ProjectionOf<W extends WorkflowDefinition> = ReturnType<W['project']>;

/**
 * The typed builder for projection statements. It never runs anything (no connection): a writer compiles its
 * statement (`compiledStatement`) and the runtime embeds it in the transition's own statement.
 */
export const projectionSql = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** The runtime's `applied` condition, for a builder's WHERE. */
export function appliedCondition(applied: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.raw(applied)}`;
}

/** A built statement as the runtime takes it: its text and its `$1…$n` parameters. */
export function compiledStatement(query: Compilable): ProjectionStatement {
  const compiled = query.compile();
  return { sql: compiled.sql, params: [...compiled.parameters] };
}
