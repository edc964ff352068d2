import type { Role } from '@expert-portal/contracts';

/** Whoever acts on an instance: a signed-in user, or the system itself (timers, jobs). */
export type WorkflowActor = { id: number; role: Role } | { id: null; role: 'system' };

export const SYSTEM_ACTOR: WorkflowActor = { id: null, role: 'system' };

/** The instance fields the object rules look at. */
export interface InstanceOwnership {
  machineId: string;
  ownerUserId: number | null;
}

// Roles that handle other people's instances of each machine; everyone else sees only their own.
const READERS: Record<string, readonly Role[]> = {
  applicationSigning: ['staff', 'deputy', 'director', 'admin', 'analyst'],
  candidatePipeline: ['admin', 'staff', 'deputy', 'director', 'analyst'],
  certificateOrder: ['deputy', 'director', 'admin', 'analyst'],
};

/** May the actor read this instance? Back-office roles read their machines; a user reads what they own. */
export function canRead(actor: WorkflowActor, instance: InstanceOwnership): boolean {
  if (actor.role === 'system') return true;
  if (READERS[instance.machineId]?.includes(actor.role)) return true;
  return instance.ownerUserId !== null && instance.ownerUserId === actor.id;
}

/** The object rule for sending: the reader rule, minus analysts, who read everything and send nothing. */
export function canSend(actor: WorkflowActor, instance: InstanceOwnership): boolean {
  return actor.role !== 'analyst' && canRead(actor, instance);
}

/** Roles that may list instances of a machine (owners use their own screens instead). */
export function canList(role: Role, machineId: string): boolean {
  return READERS[machineId]?.includes(role) ?? false;
}
