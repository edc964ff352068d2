import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from 'typeorm';
import type { InstanceRow } from './workflow-instance.row';

/**
 * Marks a provider as a projection writer; the runtime finds every marked provider of the process, so a
 * domain module only declares its writer among its providers.
 */
export const WorkflowProjection = DiscoveryService.createDecorator<void>();

/**
 * Keeps a domain table (applications.status, users.role, …) in step with a machine, inside the runtime's
 * transaction, so list screens query indexed columns and never snapshots.
 */
export interface ProjectionWriter {
  machineId: string;
  write(manager: EntityManager, instance: InstanceRow, projection: unknown): Promise<void>;
}
