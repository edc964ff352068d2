import { ROLES } from '@expert-portal/contracts';
import type { TFunction } from 'i18next';
import type { DiagramTransition } from '../api/types';
import { eventKey, guardKey, machineNameKey, stateKey } from './text-keys';

/** The event of a started instance, as the audit log records its first entry. */
export const START_EVENT = 'xstate.init';

/** Who may send an event: a role of the portal, a visitor without a session, or the portal itself. */
export type ActorRole = DiagramTransition['roles'][number];

/** The words a machine's diagram and trail are drawn with, in the interface language. */
export interface ChartNames {
  machine: string;
  state: (path: string) => string;
  /** An event by its type (`staff.sign`, `xstate.init`); xstate's own kinds by what they are. */
  event: (event: string, kind?: DiagramTransition['kind']) => string;
  /** A guard's condition, its parameters named (a state path in them as the state's name). */
  guard: (guard: string, params: unknown, statePaths: ReadonlySet<string>) => string;
  /** The condition of a transition taken when the ones before it for the same event were not. */
  otherwise: string;
  role: (role: string) => string;
}

function named(t: TFunction, key: string, raw: string, values: Record<string, unknown> = {}): string {
  return t(key, { ...values, defaultValue: raw });
}

/** A machine's names; `t` is bound to the `workflow-analytics` namespace. */
export function chartNames(machine: string, t: TFunction): ChartNames {
  const state = (path: string) => named(t, stateKey(machine, path), path);
  return {
    machine: named(t, machineNameKey(machine), machine),
    state,
    event: (event, kind = 'event') =>
      kind === 'event' ? named(t, eventKey(machine, event), event) : t(`kind.${kind}`),
    guard: (guard, params, statePaths) => {
      const values = Object.fromEntries(
        Object.entries(params && typeof params === 'object' ? params : {}).map(([name, value]) => [
          name,
          typeof value === 'string' && statePaths.has(value) ? state(value) : value,
        ]),
      );
      return named(t, guardKey(machine, guard), guard, values);
    },
    otherwise: t('guard.otherwise'),
    role: (role) =>
      (ROLES as readonly string[]).includes(role)
        ? t(`common:role.${role}`)
        : named(t, `actor.${role}`, role),
  };
}
