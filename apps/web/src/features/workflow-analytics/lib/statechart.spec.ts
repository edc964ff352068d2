import { i18n } from '@/shared/i18n/i18n';
import { DEFINITIONS, figures, NESTED, overview, signedTrail } from '../testing/analytics-fixtures';
import type { ChartLayout } from './elk-graph';
import { flowElements } from './flow-elements';
import { chartNames } from './names';
import { overlayStatechart, strokeWidth } from './overlay';
import { buildStatechart, START_ID, type Statechart } from './statechart';
import { transitionsTaken } from './transition-path';

beforeAll(() => i18n.loadLanguages(['ru', 'kk']));

const names = (machine: string, language: 'ru' | 'kk' = 'ru') =>
  chartNames(machine, i18n.getFixedT(language, 'workflow-analytics'));

const chartOf = (machine: string, language: 'ru' | 'kk' = 'ru') =>
  buildStatechart(DEFINITIONS[machine], names(machine, language));

const edge = (chart: Statechart, source: string, target: string, event?: string) => {
  const found = chart.transitions.filter(
    (transition) =>
      transition.source === `${chart.machine}.${source}` &&
      transition.target === `${chart.machine}.${target}` &&
      (event === undefined || transition.event === event),
  );
  expect(found).toHaveLength(1);
  return found[0];
};

describe('the statechart of a definition', () => {
  it('names the states, a start, and each transition by its event, roles and guard', () => {
    const chart = chartOf('applicationSigning');
    expect(chart.states.map((state) => [state.path, state.name])).toEqual([
      ['', 'Заявка подана'],
      ['waiting', 'Ожидает сотрудника'],
      ['awaiting_deputy', 'Ожидает заместителя директора'],
      ['approved', 'Одобрена'],
      ['rejected', 'Отклонена'],
    ]);
    expect(chart.transitions[0]).toMatchObject({ id: 'start', source: START_ID, kind: 'start' });
    expect(edge(chart, 'waiting', 'awaiting_deputy').label).toEqual({
      event: 'Подписана сотрудником',
      roles: ['Сотрудник', 'Администратор'],
      guard: null,
    });
    expect(chartOf('applicationSigning', 'kk').states[1].name).toBe('Қызметкерді күтуде');
  });

  it('words guards, the fallback of a guarded choice, guard parameters and eventless transitions', () => {
    const chart = chartOf('candidatePipeline');
    expect(edge(chart, 'interview', 'essay').label.guard).toBe('если собеседование пройдено');
    expect(edge(chart, 'interview', 'failed').label.guard).toBe('иначе');
    expect(edge(chart, 'failed', 'essay').label.guard).toBe('если не пройден этап «Написание эссе»');
    expect(edge(chart, 'enrolled', 'theory').label).toEqual({
      event: 'автоматически',
      roles: [],
      guard: 'если прямое зачисление',
    });
    expect(edge(chart, 'tests', 'tests', 'test.start')).toMatchObject({ self: true });
    expect(edge(chart, 'tests', 'tests', 'test.start').label.roles).toEqual(['Система']);
    expect(
      chartOf('candidatePipeline', 'kk').transitions.find((t) => t.event === 'retake.grant')?.label.guard,
    ).toBe('«Тесттер» кезеңінен өтпесе');
  });

  it('nests compound states under their parent, by path', () => {
    const chart = buildStatechart(NESTED, names('nested'));
    expect(chart.states.map((state) => [state.path, state.parentId, state.initial])).toEqual([
      ['', null, false],
      ['draft', null, true],
      ['signing', null, false],
      ['signing.staff', 'nested.signing', true],
      ['signing.deputy', 'nested.signing', false],
      ['done', null, false],
    ]);
    // Names missing from the texts show as the machine spells them.
    expect(chart.states[3].name).toBe('signing.staff');
  });
});

describe('the transitions a logged step took', () => {
  it('is the event’s own transition, or the start', () => {
    const chart = chartOf('applicationSigning');
    const ids = (from: string | null, to: string, event: string) =>
      transitionsTaken(chart, { from, to, event }).map((transition) => transition.id);
    expect(ids('waiting', 'awaiting_deputy', 'staff.sign')).toEqual([
      edge(chart, 'waiting', 'awaiting_deputy').id,
    ]);
    expect(ids(null, 'waiting', 'xstate.init')).toEqual(['start']);
    expect(ids('waiting', 'approved', 'staff.sign')).toEqual([]);
    expect(ids('nowhere', 'waiting', 'staff.sign')).toEqual([]);
  });

  it('follows the eventless transitions that fired after the event, through the branch taken', () => {
    const chart = chartOf('candidatePipeline');
    const taken = (from: string | null, to: string, event: string) =>
      transitionsTaken(chart, { from, to, event }).map((transition) => transition.id);
    expect(taken('tests', 'interview', 'test.grade')).toEqual([
      edge(chart, 'tests', 'tests', 'test.grade').id,
      edge(chart, 'tests', 'interview').id,
    ]);
    expect(taken('tests', 'tests', 'test.grade')).toEqual([edge(chart, 'tests', 'tests', 'test.grade').id]);
    expect(taken(null, 'theory', 'xstate.init')).toEqual(['start', edge(chart, 'enrolled', 'theory').id]);
    expect(taken('interview', 'failed', 'interview.grade')).toEqual([edge(chart, 'interview', 'failed').id]);
    expect(taken('failed', 'essay', 'retake.grant')).toEqual([edge(chart, 'failed', 'essay').id]);
  });

  it('takes a transition declared on a compound state from any state inside it', () => {
    const chart = buildStatechart(NESTED, names('nested'));
    expect(
      transitionsTaken(chart, { from: 'signing.deputy', to: 'draft', event: 'withdraw' }).map(
        (t) => t.source,
      ),
    ).toEqual(['nested.signing']);
    expect(
      transitionsTaken(chart, { from: 'draft', to: 'signing.staff', event: 'send' }).map((t) => t.target),
    ).toEqual(['nested.signing']);
  });
});

describe('the figures over the chart', () => {
  const chart = chartOf('applicationSigning');
  const figuresNow = overview(
    'applicationSigning',
    [
      figures('waiting', {
        count: 8,
        completed_visits: 14,
        median_seconds: 93_600,
        p90_seconds: 400_000,
        stuck: 3,
      }),
      figures('awaiting_deputy', { count: 2, stuck: 0 }),
      figures('approved', { count: 5 }),
    ],
    [
      { from: null, to: 'waiting', event: 'xstate.init', count: 20 },
      { from: 'waiting', to: 'awaiting_deputy', event: 'staff.sign', count: 12 },
      { from: 'waiting', to: 'rejected', event: 'staff.refuse', count: 3 },
    ],
  );

  it('gives each state its count, stay and heat, and each transition its count and stroke', () => {
    const overlay = overlayStatechart(chart, figuresNow);
    const waiting = overlay.states['applicationSigning.waiting'];
    expect(waiting).toEqual({
      count: 8,
      stuck: 3,
      medianSeconds: 93_600,
      p90Seconds: 400_000,
      completedVisits: 14,
      heat: 5,
      emphasis: 'none',
    });
    expect(overlay.maxCount).toBe(8);
    expect(overlay.states['applicationSigning.awaiting_deputy']).toMatchObject({
      count: 2,
      heat: 2,
      stuck: 0,
    });
    // A state the overview leaves out has no one in it.
    expect(overlay.states['applicationSigning.rejected']).toMatchObject({ count: 0, heat: 0, stuck: null });

    const signed = overlay.transitions[edge(chart, 'waiting', 'awaiting_deputy').id];
    const refused = overlay.transitions[edge(chart, 'waiting', 'rejected').id];
    const approved = overlay.transitions[edge(chart, 'awaiting_deputy', 'approved').id];
    expect(overlay.transitions.start).toMatchObject({ count: 20, width: 7 });
    expect([signed.count, refused.count, approved.count]).toEqual([12, 3, 0]);
    expect(signed.width).toBeGreaterThan(refused.width);
    expect(refused.width).toBeGreaterThan(approved.width);
  });

  it('sums a compound state’s states', () => {
    const nested = buildStatechart(NESTED, names('nested'));
    const overlay = overlayStatechart(
      nested,
      overview('applicationSigning', [
        figures('signing.staff', { count: 3, stuck: 1 }),
        figures('signing.deputy', { count: 4, stuck: 2 }),
      ]),
    );
    expect(overlay.states['nested.signing']).toMatchObject({ count: 7, stuck: 3 });
    expect(overlay.maxCount).toBe(4);
  });

  it('emphasises an instance’s path and where it is, and dims the rest', () => {
    const overlay = overlayStatechart(chart, figuresNow, signedTrail());
    const emphasis = Object.fromEntries(
      Object.entries(overlay.states).map(([id, state]) => [
        id.replace('applicationSigning.', ''),
        state.emphasis,
      ]),
    );
    expect(emphasis).toEqual({
      [START_ID]: 'path',
      waiting: 'path',
      awaiting_deputy: 'current',
      approved: 'dimmed',
      rejected: 'dimmed',
    });
    expect(overlay.transitions.start.emphasis).toBe('path');
    expect(overlay.transitions[edge(chart, 'waiting', 'awaiting_deputy').id].emphasis).toBe('path');
    expect(overlay.transitions[edge(chart, 'waiting', 'rejected').id].emphasis).toBe('dimmed');
  });

  it('draws an untaken transition thin and the busiest thickest', () => {
    expect(strokeWidth(0, 10)).toBe(1.5);
    expect(strokeWidth(10, 10)).toBe(7);
    expect(strokeWidth(1, 100)).toBeLessThan(strokeWidth(25, 100));
  });
});

describe('the chart as xyflow elements', () => {
  it('places the states and routes the transitions where the layout put them, with the figures', () => {
    const chart = buildStatechart(NESTED, names('nested'));
    const layout: ChartLayout = {
      width: 900,
      height: 400,
      states: Object.fromEntries(
        chart.states.map((state, index) => [state.id, { x: index * 10, y: 5, width: 220, height: 118 }]),
      ),
      edges: Object.fromEntries(
        chart.transitions.map((transition) => [
          transition.id,
          {
            points: [
              { x: 0, y: 0 },
              { x: 40, y: 0 },
            ],
            label: { x: 10, y: 10, width: 90, height: 24 },
          },
        ]),
      ),
    };
    const overlay = overlayStatechart(
      chart,
      overview('applicationSigning', [figures('signing.staff', { count: 2 })]),
    );
    const { nodes, edges } = flowElements(chart, layout, overlay, {
      selectedState: 'signing.staff',
      thresholdSet: false,
      direction: 'RIGHT',
      describeState: (state, figure) => `${state.path}: ${figure.count}`,
      describeTransition: (transition, figure) => `${transition.event} ×${figure.count}`,
    });
    expect(nodes.map((node) => [node.id, node.type, node.parentId ?? null, node.position.x])).toEqual([
      [START_ID, 'start', null, 0],
      ['nested.draft', 'state', null, 10],
      ['nested.signing', 'compound', null, 20],
      ['nested.signing.staff', 'state', 'nested.signing', 30],
      ['nested.signing.deputy', 'state', 'nested.signing', 40],
      ['nested.done', 'state', null, 50],
    ]);
    const staff = nodes[3];
    expect(staff.data.selected).toBe(true);
    expect(staff.data.overlay.count).toBe(2);
    expect(staff.ariaLabel).toBe('signing.staff: 2');
    expect(nodes.filter((node) => node.data.selected)).toHaveLength(1);
    expect(edges).toHaveLength(chart.transitions.length);
    expect(edges[1]).toMatchObject({
      source: 'nested.draft',
      target: 'nested.signing',
      ariaLabel: 'send ×0',
      data: { labelBox: { x: 10, y: 10, width: 90, height: 24 } },
    });
  });
});
