import { ROLES } from '@expert-portal/contracts';
import { resources } from '@/shared/i18n/resources';
import { DEFINITIONS } from '../testing/analytics-fixtures';
// The registry of the machines the API serves (the browser's entry of the machines leaves it out on purpose).
import { WORKFLOWS } from '../../../../../../machines/src/index';
import type { DiagramNode } from '../api/types';
import { START_EVENT } from './names';
import { eventKey, guardKey, machineDescriptionKey, machineNameKey, stateKey } from './text-keys';

function paths(nodes: DiagramNode[], prefix = ''): string[] {
  return nodes.flatMap((node) => {
    const path = prefix ? `${prefix}.${node.key}` : node.key;
    return [path, ...paths(node.children, path)];
  });
}

describe.each(Object.keys(DEFINITIONS))('the names of %s', (machine) => {
  const definition = DEFINITIONS[machine];
  const keys = [
    machineNameKey(machine),
    machineDescriptionKey(machine),
    ...paths(definition.states).map((path) => stateKey(machine, path)),
    eventKey(machine, START_EVENT),
    ...definition.transitions
      .filter((transition) => transition.kind === 'event')
      .map((transition) => eventKey(machine, transition.event)),
    ...definition.transitions.flatMap((transition) =>
      transition.guard ? [guardKey(machine, transition.guard)] : [],
    ),
  ];

  it.each(['ru', 'kk'] as const)('are all in %s', (language) => {
    const texts: Record<string, string> = resources[language]['workflow-analytics'];
    expect(keys.filter((key) => !texts[key])).toEqual([]);
  });

  it.each(['ru', 'kk'] as const)('name in %s every role that may send an event', (language) => {
    const common: Record<string, string> = resources[language].common;
    const own: Record<string, string> = resources[language]['workflow-analytics'];
    const roles = [...new Set(definition.transitions.flatMap((transition) => transition.roles))];
    const missing = roles.filter((role) =>
      (ROLES as readonly string[]).includes(role) ? !common[`role.${role}`] : !own[`actor.${role}`],
    );
    expect(missing).toEqual([]);
  });
});

it('covers every machine of the registry, and names no machine the registry lacks', () => {
  const registry = Object.keys(WORKFLOWS).sort();
  expect(registry.length).toBeGreaterThan(0);
  expect(Object.keys(DEFINITIONS).sort()).toEqual(registry);
  for (const language of ['ru', 'kk'] as const) {
    const named = Object.keys(resources[language]['workflow-analytics']).flatMap((key) => {
      const machine = /^machine\.([^.]+)\.name$/.exec(key)?.[1];
      return machine ? [machine] : [];
    });
    expect(named.sort()).toEqual(registry);
  }
});
