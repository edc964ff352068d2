import { CHART_HEIGHT, fitChart, MIN_OPEN_ZOOM } from './chart-fit';
import type { ChartLayout } from './elk-graph';

const layout = (width: number, height: number): ChartLayout => ({ width, height, states: {}, edges: {} });

it('draws the direction that comes out larger, as tall as its shape asks within bounds, centred', () => {
  // A few steps: down is 930 × 900, right 1800 × 330.
  const layouts = { DOWN: layout(930, 900), RIGHT: layout(1800, 330) };
  const wide = fitChart(layouts, 1074, 700);
  expect(wide.direction).toBe('DOWN');
  expect(wide.height).toBe(700);
  expect(wide.viewport.zoom).toBeCloseTo(676 / 900);
  expect(wide.viewport.x).toBeCloseTo((1074 - 930 * wide.viewport.zoom) / 2);
  expect(wide.viewport.y).toBeCloseTo((700 - 900 * wide.viewport.zoom) / 2);

  // A long chain on a very wide screen reads better to the right.
  const chain = fitChart({ DOWN: layout(500, 3000), RIGHT: layout(3000, 300) }, 1800, 700);
  expect(chain.direction).toBe('RIGHT');
  expect(chain.height).toBe(CHART_HEIGHT.min);
  expect(chain.whole.zoom).toBeCloseTo(1776 / 3000);
});

it('opens a chart too large to read whole at a readable zoom from its start, the whole a button away', () => {
  // The candidate pipeline on a 1366 px screen: whole, it would open at about 30 %.
  const pipeline = fitChart({ DOWN: layout(2400, 2600), RIGHT: layout(3600, 1500) }, 1074, 820);
  expect(pipeline.whole.zoom).toBeLessThan(0.35);
  expect(pipeline.partial).toBe(true);
  expect(pipeline.viewport.zoom).toBe(MIN_OPEN_ZOOM);
  expect(pipeline.height).toBe(820);
  expect([pipeline.viewport.x, pipeline.viewport.y]).toEqual([12, 12]);
  // A chart that reads whole opens whole.
  const few = fitChart({ DOWN: layout(930, 900), RIGHT: layout(1800, 330) }, 1074, 700);
  expect(few.partial).toBe(false);
  expect(few.viewport).toEqual(few.whole);
});

it('never enlarges a small chart, and waits for a width before fitting', () => {
  const small = fitChart({ DOWN: layout(300, 200), RIGHT: layout(400, 100) }, 1000, 800);
  expect(small.viewport.zoom).toBe(1);
  expect(small.height).toBe(CHART_HEIGHT.min);
  expect(fitChart({ DOWN: layout(300, 200), RIGHT: layout(400, 100) }, 0, 800).viewport).toEqual({
    x: 0,
    y: 0,
    zoom: 1,
  });
});
