import type { ChartDirection, ChartLayout } from './elk-graph';

/** The diagram's height bounds in pixels; within them it is as tall as the chart's shape asks for. */
export const CHART_HEIGHT = { min: 300, max: 820 } as const;

/** Room kept around the chart in the view, in pixels. */
const MARGIN = 12;

/** Never drawn larger than this on fitting: a small chart stays at its natural size. */
const MAX_FIT_ZOOM = 1;

export interface ChartFit {
  direction: ChartDirection;
  /** The diagram's height for this width. */
  height: number;
  /** xyflow's viewport that shows the whole chart, labels included, centred. */
  viewport: { x: number; y: number; zoom: number };
}

function fitOne(layout: ChartLayout, width: number, maxHeight: number): Omit<ChartFit, 'direction'> {
  // Not measured yet (the first render): drawn at its natural size until the width is known.
  if (width <= 2 * MARGIN) return { height: CHART_HEIGHT.min, viewport: { x: 0, y: 0, zoom: MAX_FIT_ZOOM } };
  // As tall as the chart is when it fills the width, but no taller than it is at its largest zoom.
  const natural = Math.min(
    (width * layout.height) / (layout.width || 1),
    layout.height * MAX_FIT_ZOOM + 2 * MARGIN,
  );
  const height = Math.round(Math.min(maxHeight, Math.max(CHART_HEIGHT.min, natural)));
  const zoom = Math.min(
    MAX_FIT_ZOOM,
    (width - 2 * MARGIN) / (layout.width || 1),
    (height - 2 * MARGIN) / (layout.height || 1),
  );
  return {
    height,
    viewport: { x: (width - layout.width * zoom) / 2, y: (height - layout.height * zoom) / 2, zoom },
  };
}

/**
 * Of the chart laid out down and right, the one drawn larger in a diagram `width` wide and at most
 * `maxHeight` tall (a flow of few steps reads best down on most screens, a wide one right), with the
 * diagram's height and the viewport that fits it whole. xyflow's own fitting sees the states only, and would
 * cut the labels at the chart's edges.
 */
export function fitChart(
  layouts: Record<ChartDirection, ChartLayout>,
  width: number,
  maxHeight: number,
): ChartFit {
  const down = { direction: 'DOWN' as const, ...fitOne(layouts.DOWN, width, maxHeight) };
  const right = { direction: 'RIGHT' as const, ...fitOne(layouts.RIGHT, width, maxHeight) };
  return right.viewport.zoom > down.viewport.zoom ? right : down;
}
