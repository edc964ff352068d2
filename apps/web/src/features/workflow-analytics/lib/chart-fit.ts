import type { ChartDirection, ChartLayout } from './elk-graph';

/** The diagram's height bounds in pixels; within them it is as tall as the chart's shape asks for. */
export const CHART_HEIGHT = { min: 300, max: 820 } as const;

/** Room kept around the chart in the view, in pixels. */
const MARGIN = 12;

/** Never drawn larger than this on fitting: a small chart stays at its natural size. */
const MAX_FIT_ZOOM = 1;

/**
 * Below this zoom the states' names cannot be read: a chart that fits its diagram only smaller still opens whole
 * (every state in view, coloured by how busy it is), and a minimap helps find one's way once zoomed in.
 */
export const READABLE_ZOOM = 0.7;

/** xyflow's minimap (200 × 150) with its 15 px from the edge: the room it takes beside the chart. */
const MINIMAP_ROOM = 215;

type Viewport = { x: number; y: number; zoom: number };

export interface ChartFit {
  direction: ChartDirection;
  /** The diagram's height for this width. */
  height: number;
  /** xyflow's viewport the diagram opens at: the whole chart, labels included, centred. */
  viewport: Viewport;
  /** The same whole view, for the fit button (after zooming or panning). */
  whole: Viewport;
  /**
   * A minimap is shown: the chart opens too small to read, and there is room for the map beside it, so that
   * it covers no state of the opening view (never on a phone, where the chart takes the whole width).
   */
  minimap: boolean;
}

/**
 * Kept free at the diagram's left for xyflow's zoom buttons (26 px wide, 15 px from the edge), so that on a
 * phone, where the chart takes the whole width, they cover none of it.
 */
const CONTROLS_ROOM = 44;

/** The zoom that shows the whole chart in a `width` × `height` diagram, and its centred viewport. */
function wholeView(layout: ChartLayout, width: number, height: number): Viewport {
  const room = width - CONTROLS_ROOM - 2 * MARGIN;
  const zoom = Math.min(
    MAX_FIT_ZOOM,
    room / (layout.width || 1),
    (height - 2 * MARGIN) / (layout.height || 1),
  );
  return {
    x: CONTROLS_ROOM + MARGIN + (room - layout.width * zoom) / 2,
    y: (height - layout.height * zoom) / 2,
    zoom,
  };
}

function fitOne(layout: ChartLayout, width: number, maxHeight: number): Omit<ChartFit, 'direction'> {
  // Not measured yet (the first render): drawn at its natural size until the width is known.
  if (width <= 2 * MARGIN) {
    const natural = { x: 0, y: 0, zoom: MAX_FIT_ZOOM };
    return { height: CHART_HEIGHT.min, viewport: natural, whole: natural, minimap: false };
  }
  // As tall as the chart is when it fills the width, but no taller than it is at its largest zoom.
  const natural = Math.min(
    (width * layout.height) / (layout.width || 1),
    layout.height * MAX_FIT_ZOOM + 2 * MARGIN,
  );
  const height = Math.round(Math.min(maxHeight, Math.max(CHART_HEIGHT.min, natural)));
  const whole = wholeView(layout, width, height);
  // The chart is centred: the map goes in the free band at its right, if the band is wide enough.
  const room = width - MARGIN - (whole.x + layout.width * whole.zoom);
  return { height, viewport: whole, whole, minimap: whole.zoom < READABLE_ZOOM && room >= MINIMAP_ROOM };
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
