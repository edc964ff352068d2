import { CHART_HEIGHT, fitChart, READABLE_ZOOM } from './chart-fit';
import type { ChartLayout } from './elk-graph';

const layout = (width: number, height: number): ChartLayout => ({ width, height, states: {}, edges: {} });

it('draws the direction that comes out larger, as tall as its shape asks within bounds, centred', () => {
  // A few steps: down is 930 × 900, right 1800 × 330.
  const layouts = { DOWN: layout(930, 900), RIGHT: layout(1800, 330) };
  const wide = fitChart(layouts, 1074, 700);
  expect(wide.direction).toBe('DOWN');
  expect(wide.height).toBe(700);
  expect(wide.viewport.zoom).toBeCloseTo(676 / 900);
  // Centred beside the 44 px kept for the zoom buttons at the left.
  expect(wide.viewport.x).toBeCloseTo(56 + (1006 - 930 * wide.viewport.zoom) / 2);
  expect(wide.viewport.y).toBeCloseTo((700 - 900 * wide.viewport.zoom) / 2);

  // A long chain on a very wide screen reads better to the right.
  const chain = fitChart({ DOWN: layout(500, 3000), RIGHT: layout(3000, 300) }, 1800, 700);
  expect(chain.direction).toBe('RIGHT');
  expect(chain.height).toBe(CHART_HEIGHT.min);
  expect(chain.whole.zoom).toBeCloseTo(1732 / 3000);
});

it('opens a chart too large to read whole all the same, with a minimap only where it covers no state', () => {
  // The candidate pipeline on a 1366 px screen: whole, about a quarter of its size, centred in a wide band.
  const pipeline = fitChart({ DOWN: layout(1700, 2600), RIGHT: layout(4400, 1500) }, 1074, 673);
  expect(pipeline.direction).toBe('DOWN');
  expect(pipeline.viewport).toEqual(pipeline.whole);
  expect(pipeline.viewport.zoom).toBeCloseTo(649 / 2600);
  expect(pipeline.viewport.zoom).toBeLessThan(READABLE_ZOOM);
  expect(pipeline.viewport.y).toBeCloseTo(12);
  expect(pipeline.minimap).toBe(true);
  // On a phone the chart takes the whole width: no room for a map that would not cover it.
  const phone = fitChart({ DOWN: layout(1700, 2600), RIGHT: layout(4400, 1500) }, 356, 631);
  expect(phone.viewport).toEqual(phone.whole);
  expect(phone.minimap).toBe(false);
  // The zoom buttons at the left cover none of it.
  expect(phone.viewport.x).toBeGreaterThanOrEqual(56);
  // A chart that reads whole needs no map.
  const few = fitChart({ DOWN: layout(930, 900), RIGHT: layout(1800, 330) }, 1074, 700);
  expect(few.minimap).toBe(false);
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
