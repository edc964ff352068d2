import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PersistedSnapshot } from '@expert-portal/machines';
import type { Kysely } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import { typedSql, type Database, type SqlRunner } from '../database/typed-sql';
import { restoreInstance, workflowOf } from './workflow-registry';
import { safeContext } from './workflow-view';

/**
 * The runtime's instances as feature modules may see them (docs/ARCHITECTURE.md, "What features see of the runtime"): found,
 * read or locked by machine and business key or by owner, or joined into a feature's own list — never by
 * naming the runtime's tables, whose layout (snapshots, revisions, outbox) stays the runtime's business.
 */

/** What a feature reads of an instance: where it is and its read model, never the snapshot. */
export interface InstanceSummary<TProjection = unknown> {
  id: string;
  business_key: string;
  owner_user_id: number | null;
  status: string;
  state_path: string;
  state_entered_at: Date;
  projection: TProjection | null;
  revision: number;
  updated_at: Date;
}

/** An instance as a reader of its whole trail sees it: its summary, when it started, and its context. */
export interface InstanceDetail<TProjection = unknown> extends InstanceSummary<TProjection> {
  created_at: Date;
  /** The machine's context restored by the current definition, without its bookkeeping (`safeContext`). */
  context: unknown;
}

/** A machine as features name it: its definition from `machines/` (typing the projection) or its id. */
export type MachineRef<TProjection = unknown> =
  string | { id: string; project(snapshot: never): TProjection };

const machineIdOf = (machine: MachineRef): string => (typeof machine === 'string' ? machine : machine.id);

const SUMMARY_COLUMNS = [
  'id',
  'business_key',
  'owner_user_id',
  'status',
  'state_path',
  'state_entered_at',
  'projection',
  'revision',
  'updated_at',
] as const;

/**
 * The instances of one machine as a relation to join into a feature's query (alias it: `.as('w')`); the
 * planner inlines it, so it costs what the join on the table cost.
 */
export function instancesOf(db: Kysely<Database>, machine: MachineRef) {
  return db
    .selectFrom('workflow_instances')
    .select(SUMMARY_COLUMNS)
    .where('machine_id', '=', machineIdOf(machine));
}

/** The recorded events of one machine's instances (the audit log), to join: which instance reached what, when. */
export function eventsOf(db: Kysely<Database>, machine: MachineRef) {
  return db
    .selectFrom('workflow_events as e')
    .innerJoin('workflow_instances as i', 'i.id', 'e.instance_id')
    .where('i.machine_id', '=', machineIdOf(machine))
    .select([
      'e.instance_id',
      'e.revision',
      'i.business_key',
      'i.owner_user_id',
      'e.type',
      'e.from_state',
      'e.to_state',
      'e.actor_id',
      'e.actor_role',
      'e.created_at',
    ]);
}

/**
 * The same relations for the few statements that stay hand-written SQL: `${instancesSql('$1')} w` is one
 * machine's instances with the columns of InstanceSummary; `machineParam` is the placeholder of its id.
 */
export function instancesSql(machineParam: string): string {
  return `(SELECT ${SUMMARY_COLUMNS.join(', ')} FROM workflow_instances WHERE machine_id = ${machineParam})`;
}

/** Finds, reads and locks instances for feature modules. */
@Injectable()
export class WorkflowInstances {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The instance of `machine` with `businessKey`, or null; `runner` reads inside a transaction. */
  async byKey<TProjection>(
    machine: MachineRef<TProjection>,
    businessKey: string,
    runner: SqlRunner = this.dataSource,
  ): Promise<InstanceSummary<TProjection> | null> {
    const row = await instancesOf(typedSql(runner), machine)
      .where('business_key', '=', businessKey)
      .executeTakeFirst();
    return (row as InstanceSummary<TProjection> | undefined) ?? null;
  }

  /** The instance `id` of `machine` with its context (never its snapshot), or null. */
  async byId<TProjection>(
    machine: MachineRef<TProjection>,
    id: string,
    runner: SqlRunner = this.dataSource,
  ): Promise<InstanceDetail<TProjection> | null> {
    const row = await instancesOf(typedSql(runner), machine)
      .select(['created_at', 'machine_version', 'snapshot'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    const { machine_version: machineVersion, snapshot, ...summary } = row;
    const restored = restoreInstance(workflowOf(machineIdOf(machine)), {
      machineVersion,
      snapshot: snapshot as unknown as PersistedSnapshot,
    });
    return { ...summary, context: safeContext(restored.context) } as InstanceDetail<TProjection>;
  }

  /** The instances of `machine` owned by `ownerUserId`, oldest first. */
  async byOwner<TProjection>(
    machine: MachineRef<TProjection>,
    ownerUserId: number,
    runner: SqlRunner = this.dataSource,
  ): Promise<InstanceSummary<TProjection>[]> {
    const rows = await instancesOf(typedSql(runner), machine)
      .where('owner_user_id', '=', ownerUserId)
      .orderBy('id')
      .execute();
    return rows as InstanceSummary<TProjection>[];
  }

  /** The instances of `machine` with any of `businessKeys`. */
  async byKeys<TProjection>(
    machine: MachineRef<TProjection>,
    businessKeys: readonly string[],
    runner: SqlRunner = this.dataSource,
  ): Promise<InstanceSummary<TProjection>[]> {
    if (businessKeys.length === 0) return [];
    const rows = await instancesOf(typedSql(runner), machine)
      .where('business_key', 'in', businessKeys)
      .orderBy('id')
      .execute();
    return rows as InstanceSummary<TProjection>[];
  }

  /**
   * Locks the instance's row until `manager`'s transaction ends (SELECT … FOR UPDATE), and reads it: every
   * transition takes this lock first, so no event advances the instance while the caller decides on what it
   * read. Null when there is no such instance (nothing is locked then).
   */
  async lockByKey<TProjection>(
    manager: EntityManager,
    machine: MachineRef<TProjection>,
    businessKey: string,
  ): Promise<InstanceSummary<TProjection> | null> {
    const row = await instancesOf(typedSql(manager), machine)
      .where('business_key', '=', businessKey)
      .forUpdate()
      .executeTakeFirst();
    return (row as InstanceSummary<TProjection> | undefined) ?? null;
  }
}
