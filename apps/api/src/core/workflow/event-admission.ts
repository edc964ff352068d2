import { DiscoveryService } from '@nestjs/core';
import type { WorkflowDefinition } from '@expert-portal/machines';
import type { EntityManager } from 'typeorm';

/**
 * Marks a provider as an event admission; the runtime finds every marked provider of the process, so a domain
 * module only declares its admission among its providers, as it does its projection writer.
 */
export const WorkflowAdmission = DiscoveryService.createDecorator<void>();

/**
 * A check an event must pass before the runtime applies it, on facts the machine does not hold (another
 * table's rows). It runs for every path the event takes — a feature's own route, a bulk call, the generic
 * events endpoint — once the machine has taken the event and before anything is written, in the transition's
 * transaction. It refuses by throwing a domain error (AppException), which the caller gets as any refusal.
 */
export interface EventAdmission<W extends WorkflowDefinition = WorkflowDefinition> {
  workflow: W;
  /** The events it checks. */
  events: ReadonlyArray<keyof W['roles'] & string>;
  admit(businessKey: string, manager: EntityManager): Promise<void>;
}
