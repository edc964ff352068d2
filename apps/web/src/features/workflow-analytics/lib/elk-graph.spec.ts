import ELK from 'elkjs/lib/elk.bundled.js';
import { i18n } from '@/shared/i18n/i18n';
import { DEFINITIONS, NESTED } from '../testing/analytics-fixtures';
import {
  COMPOUND_HEADER,
  elkGraph,
  LABEL_BOX,
  labelSize,
  readLayout,
  type Box,
  type ChartDirection,
} from './elk-graph';
import { chartNames } from './names';
import { buildStatechart, START_ID, type Statechart } from './statechart';

// The browser runs ELK in a worker (layout-statechart.ts); here the same engine runs in-process.
const elk = new ELK();
const measure = (text: string) => text.length * 7;

beforeAll(() => i18n.loadLanguages(['ru', 'kk']));

function chartOf(machine: string, language: 'ru' | 'kk'): Statechart {
  return buildStatechart(
    DEFINITIONS[machine],
    chartNames(machine, i18n.getFixedT(language, 'workflow-analytics')),
  );
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every pair of boxes that overlap, by name. */
function collisions(boxes: Array<[string, Box]>): string[] {
  return boxes.flatMap(([a, boxA], index) =>
    boxes.slice(index + 1).flatMap(([b, boxB]) => (overlaps(boxA, boxB) ? [`${a} × ${b}`] : [])),
  );
}

it('sizes a label for its event and the widest count, its roles as badges, and its guard', () => {
  const label = { event: 'Подписана', roles: ['Сотрудник', 'Администратор'], guard: 'если все тесты' };
  expect(labelSize(label, measure, '88888 раз')).toEqual({
    width:
      2 * LABEL_BOX.padX +
      Math.max(9 * 7 + LABEL_BOX.gap + 9 * 7, 9 * 7 + 13 * 7 + 4 * LABEL_BOX.rolePadX + LABEL_BOX.roleGap),
    height: 2 * LABEL_BOX.padY + LABEL_BOX.eventLine + LABEL_BOX.rolesLine + LABEL_BOX.guardLine,
  });
  expect(labelSize({ event: 'Начат', roles: [], guard: null }, measure, '1 раз').height).toBe(
    2 * LABEL_BOX.padY + LABEL_BOX.eventLine,
  );
});

describe.each(
  Object.keys(DEFINITIONS).flatMap((machine) => [
    [machine, 'RIGHT'],
    [machine, 'DOWN'],
  ]),
)('the layout of %s, %s', (machine, direction) => {
  it.each(['ru', 'kk'] as const)(
    'in %s keeps states and labels apart and routes every transition',
    async (language) => {
      const chart = chartOf(machine, language);
      const layout = readLayout(
        await elk.layout(elkGraph(chart, direction as ChartDirection, measure, '88888 раз')),
      );
      // The portal's machines are flat: every state's box is in the chart's coordinates.
      expect(chart.states.every((state) => state.parentId === null)).toBe(true);
      const states = chart.states.map((state): [string, Box] => [
        state.path || START_ID,
        layout.states[state.id],
      ]);
      const labels = chart.transitions.map((transition): [string, Box] => [
        `label ${transition.id}`,
        layout.edges[transition.id].label!,
      ]);
      expect(states.every(([, box]) => box.width > 0 && box.height > 0)).toBe(true);
      expect(collisions([...states, ...labels])).toEqual([]);
      for (const transition of chart.transitions)
        expect(layout.edges[transition.id].points.length).toBeGreaterThanOrEqual(2);
      for (const [, box] of [...states, ...labels]) {
        expect(box.x + box.width).toBeLessThanOrEqual(layout.width);
        expect(box.y + box.height).toBeLessThanOrEqual(layout.height);
      }
      const start = layout.states[START_ID];
      const initial = layout.states[DEFINITIONS[machine].initial!];
      if (direction === 'RIGHT') expect(start.x).toBeLessThan(initial.x);
      else expect(start.y).toBeLessThan(initial.y);
    },
  );
});

it('lays a compound state out around its states, with room for its name, and routes edges into it', async () => {
  const chart = buildStatechart(NESTED, chartNames('nested', i18n.getFixedT('ru', 'workflow-analytics')));
  const layout = readLayout(await elk.layout(elkGraph(chart, 'RIGHT', measure, '88888 раз')));
  const parent = layout.states['nested.signing'];
  for (const id of ['nested.signing.staff', 'nested.signing.deputy']) {
    const child = layout.states[id];
    // A child is placed relative to its parent, inside it, under the parent's name.
    expect(child.x).toBeGreaterThanOrEqual(0);
    expect(child.y).toBeGreaterThanOrEqual(COMPOUND_HEADER);
    expect(child.x + child.width).toBeLessThanOrEqual(parent.width);
    expect(child.y + child.height).toBeLessThanOrEqual(parent.height);
  }
  expect(overlaps(parent, layout.states['nested.draft'])).toBe(false);
  expect(overlaps(parent, layout.states['nested.done'])).toBe(false);
  const staffSign = chart.transitions.find((transition) => transition.event === 'staff.sign')!;
  const [start] = layout.edges[staffSign.id].points;
  const staff = layout.states['nested.signing.staff'];
  // Edges are in the chart's coordinates: this one leaves the staff state, inside the parent.
  expect(start.x).toBeCloseTo(parent.x + staff.x + staff.width, 0);
});
