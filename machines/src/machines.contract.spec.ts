import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { toDiagram, type DiagramNode } from './core/diagram';
import type { EventRoles, PayloadSchemas } from './core/events';
import { UI_MACHINES, WORKFLOWS } from './registry';

interface Entry {
  machine: AnyStateMachine;
  payloads: PayloadSchemas;
  roles: EventRoles<PayloadSchemas>;
  longLived: boolean;
}

/** Every machine of the registry: a machine added there is checked here without another line. */
const MACHINES: Entry[] = [
  ...Object.values(WORKFLOWS).map(({ machine, events, roles }) => ({
    machine: machine as AnyStateMachine,
    payloads: events as PayloadSchemas,
    roles: roles as EventRoles<PayloadSchemas>,
    longLived: true,
  })),
  ...Object.values(UI_MACHINES).map(({ machine, events, roles }) => ({
    machine: machine as AnyStateMachine,
    payloads: events,
    roles,
    longLived: false,
  })),
];

const flatten = (nodes: DiagramNode[]): DiagramNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children)]);

describe.each(MACHINES)('$machine.id', ({ machine, payloads, roles, longLived }) => {
  const diagram = toDiagram(machine);
  const eventEdges = diagram.transitions.filter((edge) => edge.kind === 'event');

  it('has a stable id and a numeric version', () => {
    expect(diagram.id).toBe(machine.id);
    expect(diagram.version).toEqual(expect.any(Number));
    expect(diagram.version).toBeGreaterThanOrEqual(1);
  });

  it('names its events domain.verb, each with a payload schema and at least one role', () => {
    expect(Object.keys(roles).sort()).toEqual(Object.keys(payloads).sort());
    for (const [type, actors] of Object.entries(roles)) {
      expect(type).toMatch(/^[a-z]+\.[a-z_]+$/);
      expect(actors.length).toBeGreaterThan(0);
    }
  });

  it('carries every event’s roles as meta on each of its transitions, and uses every declared event', () => {
    for (const edge of eventEdges) {
      expect({ event: edge.event, roles: edge.roles }).toEqual({
        event: edge.event,
        roles: [...(roles[edge.event] ?? ['undeclared'])],
      });
    }
    expect([...new Set(eventEdges.map((edge) => edge.event))].sort()).toEqual(Object.keys(roles).sort());
  });

  it('names every guard (no anonymous guards in the diagrams)', () => {
    for (const edge of diagram.transitions)
      expect(edge.guard ?? 'none').toMatch(/^(none|is[A-Z]\w+|can[A-Z]\w+|has[A-Z]\w+)$/);
  });

  if (longLived) {
    it('has no timer of its own: no `after`, no delayed events, no invoked actors (durable timers are effects)', () => {
      expect(diagram.transitions.filter((edge) => edge.kind !== 'event' && edge.kind !== 'always')).toEqual(
        [],
      );
      const nodes = (node: AnyStateNode): AnyStateNode[] => [
        node,
        ...Object.values(node.states).flatMap(nodes),
      ];
      for (const node of nodes(machine.root)) {
        expect({ id: node.id, after: node.after.length, invoke: node.invoke.length }).toEqual({
          id: node.id,
          after: 0,
          invoke: 0,
        });
      }
    });
  }
});

describe('toDiagram', () => {
  it('draws the signing chain as nested states and edges with guards, targets and roles', () => {
    const diagram = toDiagram(WORKFLOWS.applicationSigning.machine);
    expect(diagram.initial).toBe('applicationSigning.waiting');
    expect(diagram.states.map((node) => [node.key, node.type, node.tags])).toEqual([
      ['waiting', 'atomic', ['queue:staff']],
      ['awaiting_deputy', 'atomic', ['queue:deputy']],
      ['approved', 'final', ['application:signed']],
      ['rejected', 'final', ['application:rejected']],
    ]);
    expect(diagram.transitions).toContainEqual({
      source: 'applicationSigning.awaiting_deputy',
      targets: ['applicationSigning.approved'],
      event: 'deputy.approve',
      kind: 'event',
      guard: null,
      guard_params: null,
      roles: ['deputy', 'admin'],
      reenter: false,
    });
  });

  it('shows guard names with their params, eventless edges and nested states', () => {
    const pipeline = toDiagram(WORKFLOWS.candidatePipeline.machine);
    expect(pipeline.transitions).toContainEqual(
      expect.objectContaining({
        source: 'candidatePipeline.failed',
        targets: ['candidatePipeline.essay'],
        event: 'retake.grant',
        guard: 'isFailedAt',
        guard_params: { stage: 'essay' },
        roles: ['admin'],
      }),
    );
    expect(pipeline.transitions).toContainEqual(
      expect.objectContaining({
        source: 'candidatePipeline.tests',
        event: '',
        kind: 'always',
        guard: 'isEveryTestPassed',
      }),
    );
    const attempt = toDiagram(UI_MACHINES.testAttempt.machine);
    const answering = flatten(attempt.states).find((node) => node.key === 'answering');
    expect(answering?.type).toBe('parallel');
    expect(answering?.children.map((node) => node.key)).toEqual(['clock', 'sync', 'dialog']);
    expect(flatten(attempt.states).find((node) => node.key === 'danger')?.tags).toEqual(['timer:danger']);
    expect(attempt.transitions).toContainEqual(
      expect.objectContaining({ event: expect.stringMatching(/^xstate\.done\.actor\./), kind: 'done' }),
    );
  });

  it('is plain JSON', () => {
    for (const { machine } of MACHINES) {
      const diagram = toDiagram(machine);
      expect(JSON.parse(JSON.stringify(diagram))).toEqual(diagram);
    }
  });
});
