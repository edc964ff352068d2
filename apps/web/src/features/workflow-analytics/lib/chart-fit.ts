import type { ChartDirection, ChartLayout } from './elk-graph';

/** The diagram's height bounds in pixels; within them it is as tall as the chart's shape asks for. */
export const CHART_HEIGHT = { min: 300, max: 820 } as const;

/** Room kept around the chart in the view, in pixels. */
const MARGIN = 12;

/** Never drawn larger than this on fitting: a small chart stays at its natural size. */
const MAX_FIT_ZOOM = 1;

/**
 * Never opened smaller than this: below it the states' names cannot be read. A chart that is whole only
 * smaller opens at this zoom from its start; the rest is reached with the minimap, by panning, by focusing
 * a state (the view follows it) or with the fit button.
 */
export const MIN_OPEN_ZOOM = 0.7;

type Viewport = { x: number; y: number; zoom: number };

export interface ChartFit {
  direction: ChartDirection;
  /** The diagram's height for this width. */
  height: number;
  /** xyflow's viewport the diagram opens at: the whole chart, centred, when it reads so; else its start. */
  viewport: Viewport;
  /** The viewport that shows the whole chart, labels included, centred (the fit button). */
  whole: Viewport;
  /** The opening view shows part of the chart only (a minimap then shows where it is). */
  partial: boolean;
}

/** The zoom that shows the whole chart in a `width` × `height` diagram, and its centred viewport. */
function wholeView(layout: ChartLayout, width: number, height: number): Viewport {
  const zoom = Math.min(
    MAX_FIT_ZOOM,
    (width - 2 * MARGIN) / (layout.width || 1),
    (height - 2 * MARGIN) / (layout.height || 1),
  );
  return { x: (width - layout.width * zoom) / 2, y: (height - layout.height * zoom) / 2, zoom };
}

function fitOne(layout: ChartLayout, width: number, maxHeight: number): Omit<ChartFit, 'direction'> {
  // Not measured yet (the first render): drawn at its natural size until the width is known.
  if (width <= 2 * MARGIN) {
    const natural = { x: 0, y: 0, zoom: MAX_FIT_ZOOM };
    return { height: CHART_HEIGHT.min, viewport: natural, whole: natural, partial: false };
  }
  // As tall as the chart is when it fills the width, but no taller than it is at its largest zoom.
  const natural = Math.min(
    (width * layout.height) / (layout.width || 1),
    layout.height * MAX_FIT_ZOOM + 2 * MARGIN,
  );
  const height = Math.round(Math.min(maxHeight, Math.max(CHART_HEIGHT.min, natural)));
  const whole = wholeView(layout, width, height);
  if (whole.zoom >= MIN_OPEN_ZOOM) return { height, viewport: whole, whole, partial: false };

  // Too small to read whole: as tall as the chart is at the readable zoom (within bounds), opened there at
  // its start, centred along a side that fits.
  const zoom = MIN_OPEN_ZOOM;
  const readableHeight = Math.round(
    Math.min(maxHeight, Math.max(CHART_HEIGHT.min, layout.height * zoom + 2 * MARGIN)),
  );
  const along = (room: number, size: number) =>
    size * zoom <= room - 2 * MARGIN ? (room - size * zoom) / 2 : MARGIN;
  return {
    height: readableHeight,
    viewport: { x: along(width, layout.width), y: along(readableHeight, layout.height), zoom },
    whole: wholeView(layout, width, readableHeight),
    partial: true,
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
  return right.whole.zoom > down.whole.zoom ? right : down;
}
