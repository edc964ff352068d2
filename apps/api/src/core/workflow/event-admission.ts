import { DiscoveryService } from '@nestjs/core';
import type { WorkflowDefinition } from '@expert-portal/machines';
import type { ProjectionStatement } from './projection-writer';

/**
 * Marks a provider as an event admission; the runtime finds every marked provider of the process, so a domain
 * module only declares its admission among its providers, as it does its projection writer.
 */
export const WorkflowAdmission = DiscoveryService.createDecorator<void>();

/** An instance whose event an admission checks. */
export interface AdmittedInstance {
  instanceId: string;
  businessKey: string;
}

/**
 * A check an event must pass before the runtime applies it, on facts the machine does not hold (another
 * table's rows). It runs for every path the event takes — a feature's own route, a bulk call, the generic
 * events endpoint — once the machine has taken the event, and a refused event writes nothing: its sender
 * gets the admission's `refusal()`, as any domain refusal.
 *
 * The check is one SELECT, so that it can go where the write goes: inside the statement of a batch of writes
 * (transition-batch.ts), where it sees the rows the write sees and costs no round trip of its own, or alone
 * before an event's own statement, on the event's connection (its transaction, when it has one).
 */
export interface EventAdmission<W extends WorkflowDefinition = WorkflowDefinition> {
  workflow: W;
  /** The events it checks. */
  events: ReadonlyArray<keyof W['roles'] & string>;
  /**
   * A SELECT of the `id` (bigint) of each instance among `instances` whose event it refuses, or null when it
   * has none of them to check. Its own `$1…$n` name its parameters.
   */
  refused(instances: readonly AdmittedInstance[]): ProjectionStatement | null;
  /** The error a refused event's sender gets (an AppException). */
  refusal(): Error;
}
