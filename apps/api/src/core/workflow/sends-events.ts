import { isRole, type Role } from '@expert-portal/contracts';
import type { WorkflowDefinition } from '@expert-portal/machines';
import { Roles } from '../auth/auth.decorators';
import { allWorkflows } from './workflow-registry';

/** The signed-in roles a workflow lets send at least one of these events. */
function sendersOf(workflow: WorkflowDefinition, events: readonly string[]): Role[] {
  const roles = workflow.roles as Readonly<Record<string, readonly string[]>>;
  return events.flatMap((event) => roles[event] ?? []).filter(isRole);
}

/**
 * The route sends these events of a workflow: the access guard lets through only the roles the machine lets
 * send one of them, so any other role gets 403 before its body is read. The runtime checks each event again.
 */
export function SendsEvents<W extends WorkflowDefinition>(
  workflow: W,
  ...events: Array<keyof W['roles'] & string>
): MethodDecorator {
  return Roles(...new Set(sendersOf(workflow, events)));
}

/** The route sends whatever event its body names, to any machine: the roles that may send any event at all. */
export function SendsAnyEvent(): MethodDecorator {
  return Roles(
    ...new Set(allWorkflows().flatMap((workflow) => sendersOf(workflow, Object.keys(workflow.roles)))),
  );
}
