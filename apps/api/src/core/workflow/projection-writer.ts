import type { EntityManager } from 'typeorm';
import type { InstanceRow } from './workflow-instance.row';

/** Multi-provider token: the domain modules' writers of projection tables. */
export const WORKFLOW_PROJECTIONS = Symbol('WORKFLOW_PROJECTIONS');

/**
 * Keeps a domain table (applications.status, users.role, …) in step with a machine, inside the runtime's
 * transaction, so list screens query indexed columns and never snapshots.
 */
export interface ProjectionWriter {
  machineId: string;
  write(manager: EntityManager, instance: InstanceRow, projection: unknown): Promise<void>;
}
