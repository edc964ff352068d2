import { DiscoveryService } from '@nestjs/core';

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
export interface ProjectionWriter {
  machineId: string;
  /**
   * The statement (an UPDATE or INSERT) that writes the projection of the instance with this business key,
   * or several when it writes several tables (PostgreSQL takes data-modifying parts only at the top level of
   * a statement, so each is a part of the transition's statement of its own). `applied` is a SQL condition
   * every statement must AND into its WHERE clause: it is false when the transition lost a race and wrote
   * nothing.
   */
  statement(
    businessKey: string,
    projection: unknown,
    applied: string,
  ): ProjectionStatement | readonly ProjectionStatement[] | null;
}
