import {
  migrateSnapshot,
  restoreSnapshot,
  WORKFLOWS,
  type PersistedSnapshot,
  type WorkflowDefinition,
} from '@expert-portal/machines';
import type { AnyMachineSnapshot, AnyStateNode } from 'xstate';
import { WorkflowError } from './workflow-error';

/** The machines the runtime runs: `machines/`' registry, and any registered beside it. */
const registry = new Map<string, WorkflowDefinition>(
  Object.entries(WORKFLOWS as Record<string, WorkflowDefinition>),
);

/**
 * Runs one more machine, defined outside `machines/`' registry: the example of docs/ARCHITECTURE.md ("Adding a
 * workflow") registers its machine this way in its test. The portal's own machines are listed in WORKFLOWS.
 * Call it before the processes start; an id already taken is refused.
 */
export function registerWorkflow(workflow: WorkflowDefinition): void {
  if (registry.has(workflow.id)) throw new Error(`workflow ${workflow.id} is already registered`);
  registry.set(workflow.id, workflow);
}

/** The workflow definition of a machine id, if there is one (`constructor`, `__proto__` are unknown ids). */
export function findWorkflow(machineId: string): WorkflowDefinition | undefined {
  return registry.get(machineId);
}

/** The workflow definition of a machine id; 404 for an unknown machine. */
export function workflowOf(machineId: string): WorkflowDefinition {
  const workflow = findWorkflow(machineId);
  if (!workflow) throw new WorkflowError('not_found');
  return workflow;
}

/** Every long-lived machine the runtime runs. */
export function allWorkflows(): WorkflowDefinition[] {
  return [...registry.values()];
}

/**
 * Restores a stored snapshot with the current definition, migrating it first when it was stored by an
 * older version of the machine (machines/README.md: stored snapshots are migrated forward).
 */
export function restoreInstance(
  workflow: WorkflowDefinition,
  stored: { machineVersion: number; snapshot: PersistedSnapshot },
): AnyMachineSnapshot {
  const persisted =
    stored.machineVersion === workflow.version
      ? stored.snapshot
      : migrateSnapshot(stored.snapshot, stored.machineVersion, workflow.version, workflow.migrations);
  return restoreSnapshot(workflow.machine, persisted) as AnyMachineSnapshot;
}

/** A state value flattened to one indexed string: `pre_course.tests`, parallel regions joined with `|`. */
export function statePath(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, child]) => {
        const rest = statePath(child);
        return rest ? `${key}.${rest}` : key;
      })
      .join('|');
  }
  return '';
}

const leafPaths = new WeakMap<WorkflowDefinition, readonly string[]>();

/**
 * The state paths an instance of the machine can be in (`state_path`): its atomic and final states, in the
 * order the definition lists them.
 */
export function statePathsOf(workflow: WorkflowDefinition): readonly string[] {
  let paths = leafPaths.get(workflow);
  if (!paths) {
    const walk = (node: AnyStateNode): string[] => {
      const children = Object.values(node.states) as AnyStateNode[];
      return children.length ? children.flatMap(walk) : [node.path.join('.')];
    };
    paths = walk(workflow.machine.root);
    leafPaths.set(workflow, paths);
  }
  return paths;
}
