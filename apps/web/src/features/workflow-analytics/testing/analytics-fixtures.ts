import type { Page } from '@expert-portal/contracts';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { recordRequests, server, type SentRequest } from '@/testing/http-server';
// The specs draw the machines the API serves: the browser's entry of the machines leaves them out on purpose.
import { toDiagram, WORKFLOWS } from '../../../../../../machines/src/index';
import type {
  InstanceTrail,
  MachineDiagram,
  MachineSummary,
  StateFigures,
  StateInstance,
  TransitionFigures,
  WorkflowOverview,
} from '../api/types';
import type { ChartLayout } from '../lib/elk-graph';
import type { Statechart } from '../lib/statechart';

/** The definitions GET /api/v1/workflows/{machine}/definition/ serves, by machine id. */
export const DEFINITIONS: Record<string, MachineDiagram> = Object.fromEntries(
  Object.values(WORKFLOWS).map((workflow) => [workflow.id, toDiagram(workflow.machine)]),
);

/** A machine with a compound state, as toDiagram draws one (the portal's machines have none yet). */
export const NESTED: MachineDiagram = {
  id: 'nested',
  version: 1,
  initial: 'nested.draft',
  states: [
    {
      id: 'nested.draft',
      key: 'draft',
      type: 'atomic',
      tags: [],
      initial: null,
      description: null,
      children: [],
    },
    {
      id: 'nested.signing',
      key: 'signing',
      type: 'compound',
      tags: [],
      initial: 'nested.signing.staff',
      description: null,
      children: [
        {
          id: 'nested.signing.staff',
          key: 'staff',
          type: 'atomic',
          tags: [],
          initial: null,
          description: null,
          children: [],
        },
        {
          id: 'nested.signing.deputy',
          key: 'deputy',
          type: 'atomic',
          tags: [],
          initial: null,
          description: null,
          children: [],
        },
      ],
    },
    {
      id: 'nested.done',
      key: 'done',
      type: 'final',
      tags: [],
      initial: null,
      description: null,
      children: [],
    },
  ],
  transitions: [
    {
      source: 'nested.draft',
      targets: ['nested.signing'],
      event: 'send',
      kind: 'event',
      guard: null,
      guard_params: null,
      roles: ['user'],
      reenter: false,
    },
    {
      source: 'nested.signing.staff',
      targets: ['nested.signing.deputy'],
      event: 'staff.sign',
      kind: 'event',
      guard: null,
      guard_params: null,
      roles: ['staff'],
      reenter: false,
    },
    {
      source: 'nested.signing',
      targets: ['nested.draft'],
      event: 'withdraw',
      kind: 'event',
      guard: null,
      guard_params: null,
      roles: ['user'],
      reenter: false,
    },
    {
      source: 'nested.signing.deputy',
      targets: ['nested.done'],
      event: 'deputy.approve',
      kind: 'event',
      guard: null,
      guard_params: null,
      roles: ['deputy'],
      reenter: false,
    },
  ],
};

export const ANALYST = {
  id: 5,
  name: 'Нурланова Алия',
  username: 'analyst',
  first_name: '',
  last_name: '',
  role: 'analyst',
};

export function figures(state: string, values: Partial<StateFigures> = {}): StateFigures {
  return {
    state,
    count: 0,
    completed_visits: 0,
    median_seconds: null,
    p90_seconds: null,
    stuck: null,
    ...values,
  };
}

export function overview(
  machine: string,
  states: StateFigures[],
  transitions: TransitionFigures[] = [],
  extra: Partial<WorkflowOverview> = {},
): WorkflowOverview {
  return {
    machine,
    version: DEFINITIONS[machine].version ?? 1,
    period: '30d',
    since: '2026-02-03T09:00:00.000Z',
    generated_at: '2026-03-05T09:15:07.000Z',
    stuck_after_hours: null,
    total: states.reduce((sum, state) => sum + state.count, 0),
    states,
    transitions,
    ...extra,
  };
}

export function summary(id: string, counts: Record<string, number>): MachineSummary {
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return { id, version: DEFINITIONS[id].version ?? 1, total, counts };
}

export function instance(id: number, values: Partial<StateInstance> = {}): StateInstance {
  return {
    id: String(id),
    business_key: `application:${id}`,
    owner_name: null,
    state: 'waiting',
    entered_at: '2026-03-01T09:00:00.000Z',
    seconds_in_state: 4 * 86_400 + 3 * 3_600,
    ...values,
  };
}

/** An application staff signed: submitted, signed by Серикова Дана, now waiting for the deputy. */
export function signedTrail(id = 41): InstanceTrail {
  return {
    id: String(id),
    machine: 'applicationSigning',
    business_key: `application:${id}`,
    owner_name: 'Ахметова Гульнар',
    state: 'awaiting_deputy',
    status: 'active',
    context: {
      application_id: id,
      signed_by_staff: { at: '2026-03-02T10:30:00.000Z', name: 'Серикова Дана' },
      signed_by_deputy: null,
      approved_role: null,
      rejection: null,
    },
    created_at: '2026-03-01T09:00:00.000Z',
    timeline: [
      {
        revision: 1,
        event: 'xstate.init',
        from_state: null,
        to_state: 'waiting',
        actor: { role: 'visitor', name: null },
        at: '2026-03-01T09:00:00.000Z',
        seconds_in_state: 91_800,
      },
      {
        revision: 2,
        event: 'staff.sign',
        from_state: 'waiting',
        to_state: 'awaiting_deputy',
        actor: { role: 'staff', name: 'Серикова Дана' },
        at: '2026-03-02T10:30:00.000Z',
        seconds_in_state: 3 * 86_400,
      },
    ],
  };
}

/** An answer of the fake API. */
export interface Answer {
  status: number;
  body: JsonBodyType;
}

export const page = <Row extends JsonBodyType>(results: Row[], count = results.length): Answer => ({
  status: 200,
  body: { count, next: null, previous: null, results } satisfies Page<Row>,
});

export const urlOf = (request: SentRequest) => new URL(request.url, 'http://portal.test');

/**
 * The analyst's profile and the machines' definitions as the API answers them; `answer` gives the rest
 * (undefined: 404).
 */
export function mockAnalyticsApi(answer: (request: Request, url: URL) => Answer | undefined): SentRequest[] {
  const reply = ({ status, body }: Answer) => HttpResponse.json(body, { status });
  server.use(
    http.get('/api/v1/users/profile/', () => HttpResponse.json(ANALYST)),
    // Another machine's definition is left to `answer`.
    http.get<{ machine: string }>('/api/v1/workflows/:machine/definition/', ({ params }) => {
      const definition = DEFINITIONS[params.machine];
      return definition ? HttpResponse.json(definition) : undefined;
    }),
    http.all('/api/v1/*', ({ request }) =>
      reply(answer(request, new URL(request.url)) ?? { status: 404, body: { detail: 'Не найдено.' } }),
    ),
  );
  return recordRequests();
}

/**
 * A stand-in for ELK, which jsdom cannot run in a worker: the states in a row, each transition a straight
 * line with its label above it. The page specs mock layout-statechart.ts with it.
 */
export function rowLayout(chart: Statechart): ChartLayout {
  const states = Object.fromEntries(
    chart.states.map((state, index) => [
      state.id,
      { x: index * 300, y: 100, width: state.width, height: state.height },
    ]),
  );
  const edges = Object.fromEntries(
    chart.transitions.map((transition, index) => {
      const [from, to] = [states[transition.source], states[transition.target]];
      return [
        transition.id,
        {
          points: [
            { x: from.x + from.width, y: from.y + 20 },
            { x: to.x, y: to.y + 20 },
          ],
          label: { x: from.x + from.width, y: index * 40, width: 200, height: 36 },
        },
      ];
    }),
  );
  return { width: chart.states.length * 300, height: 400, states, edges };
}
