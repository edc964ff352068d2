import type { Role } from '@expert-portal/contracts';
import { findWorkflow } from './workflow-registry';

/** Whoever acts on an instance: a signed-in user, or the system itself (timers, jobs). */
export type WorkflowActor = { id: number; role: Role } | { id: null; role: 'system' };

export const SYSTEM_ACTOR: WorkflowActor = { id: null, role: 'system' };

/** The instance fields the object rules look at. */
export interface InstanceOwnership {
  machineId: string;
  ownerUserId: number | null;
}

/** The roles that read every instance of a machine (its definition's readers); none for an unknown one. */
function readersOf(machineId: string): readonly Role[] {
  return findWorkflow(machineId)?.readers ?? [];
}

/** May the actor read this instance? Back-office roles read their machines; a user reads what they own. */
export function canRead(actor: WorkflowActor, instance: InstanceOwnership): boolean {
  if (actor.role === 'system') return true;
  if (readersOf(instance.machineId).includes(actor.role)) return true;
  return instance.ownerUserId !== null && instance.ownerUserId === actor.id;
}

/** The object rule for sending: the reader rule, minus analysts, who read everything and send nothing. */
export function canSend(actor: WorkflowActor, instance: InstanceOwnership): boolean {
  return actor.role !== 'analyst' && canRead(actor, instance);
}

/** Roles that may list instances of a machine (owners use their own screens instead). */
export function canList(role: Role, machineId: string): boolean {
  return readersOf(machineId).includes(role);
}
