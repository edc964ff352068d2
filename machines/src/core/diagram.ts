import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import type { Actor } from './actors';
import { transitionRoles } from './allowed-events';

/** A state of the diagram, nested as in the machine. */
export interface DiagramNode {
  id: string;
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  tags: string[];
  /** The id of the initial child of a compound state, else null. */
  initial: string | null;
  description: string | null;
  children: DiagramNode[];
}

/**
 * One edge: `event` is the event type; `kind` tells xstate's own events apart (eventless `always`, delayed
 * `after`, an invoked actor's `done`/`error`). `targets` is empty for a transition that stays in place.
 */
export interface DiagramTransition {
  source: string;
  targets: string[];
  event: string;
  kind: 'event' | 'always' | 'after' | 'done' | 'error';
  guard: string | null;
  guard_params: unknown;
  roles: Actor[];
  reenter: boolean;
}

/** The JSON directed graph of a machine for the analysts' diagrams. */
export interface MachineDiagram {
  id: string;
  version: number | null;
  initial: string | null;
  states: DiagramNode[];
  transitions: DiagramTransition[];
}

function childrenOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states) as AnyStateNode[];
}

function toNode(node: AnyStateNode): DiagramNode {
  const initialTarget = node.type === 'compound' ? node.initial.target[0] : undefined;
  return {
    id: node.id,
    key: node.key,
    type: node.type,
    tags: [...node.tags],
    initial: initialTarget ? initialTarget.id : null,
    description: node.description ?? null,
    children: childrenOf(node).map(toNode),
  };
}

function kindOf(event: string): DiagramTransition['kind'] {
  if (event === '') return 'always';
  if (event.startsWith('xstate.after.')) return 'after';
  if (event.startsWith('xstate.done.')) return 'done';
  if (event.startsWith('xstate.error.')) return 'error';
  return 'event';
}

function guardOf(transition: AnyTransitionDefinition): { name: string | null; params: unknown } {
  const guard: unknown = transition.guard;
  if (guard === undefined) return { name: null, params: null };
  if (typeof guard === 'string') return { name: guard, params: null };
  if (typeof guard === 'function') return { name: guard.name || 'inline', params: null };
  const { type, params } = guard as { type?: string; params?: unknown };
  return { name: type ?? 'inline', params: params ?? null };
}

function toTransition(transition: AnyTransitionDefinition): DiagramTransition {
  const guard = guardOf(transition);
  return {
    source: transition.source.id,
    targets: (transition.target ?? []).map((target: AnyStateNode) => target.id),
    event: transition.eventType,
    kind: kindOf(transition.eventType),
    guard: guard.name,
    guard_params: guard.params,
    roles: [...transitionRoles(transition.meta)],
    reenter: transition.reenter,
  };
}

function transitionsOf(node: AnyStateNode): DiagramTransition[] {
  const own = [...node.transitions.values()].flat().map(toTransition);
  const always = (node.always ?? []).map(toTransition);
  return [...own, ...always, ...childrenOf(node).flatMap(transitionsOf)];
}

/** Turns a machine into a JSON directed graph: nested states, and every transition with guard and roles. */
export function toDiagram(machine: AnyStateMachine): MachineDiagram {
  const root = toNode(machine.root);
  const version = machine.version === undefined ? null : Number(machine.version);
  return {
    id: machine.id,
    version: Number.isFinite(version) ? version : null,
    initial: root.initial,
    states: root.children,
    transitions: transitionsOf(machine.root),
  };
}
