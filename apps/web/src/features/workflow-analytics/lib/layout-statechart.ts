import ELK from 'elkjs/lib/elk-api.js';
import elkWorkerUrl from 'elkjs/lib/elk-worker.min.js?url';
import {
  elkGraph,
  LABEL_FONTS,
  readLayout,
  type ChartDirection,
  type ChartLayout,
  type LabelFont,
} from './elk-graph';
import type { Statechart } from './statechart';

// This module is loaded on demand (use-chart-layout.ts): ELK's layout runs in a Web Worker of its own, off
// the page's thread, and its 1.6 MB script is fetched only by the analysts' diagrams.

let elk: InstanceType<typeof ELK> | undefined;

let context: CanvasRenderingContext2D | null | undefined;
let contextFont: LabelFont | undefined;

/**
 * Each text's width by font, measured once: the two layouts measure the same labels, and the labels repeat
 * their roles and the count's sample on every transition. Measuring the candidate's pipeline took about 20 ms
 * of the page's thread, profiled in Lighthouse's run; a canvas's first measure of a text is its slow one
 * (about 0.07 ms here, 0.01–0.03 ms for a text it has seen).
 */
const widths = new Map<string, number>();

/** A text's width in a label font, as the browser will draw it (a little room kept for rounding). */
function measureText(text: string, font: LabelFont): number {
  const key = `${font}:${text}`;
  const known = widths.get(key);
  if (known !== undefined) return known;
  context ??= document.createElement('canvas').getContext('2d');
  if (!context) return text.length * 8;
  if (contextFont !== font) {
    context.font = LABEL_FONTS[font];
    contextFont = font;
  }
  const width = Math.ceil(context.measureText(text).width * 1.04);
  widths.set(key, width);
  return width;
}

/** Lays the chart out with ELK's layered algorithm, hierarchically, its labels measured in their fonts. */
export async function layoutStatechart(
  chart: Statechart,
  direction: ChartDirection,
  countSample: string,
): Promise<ChartLayout> {
  elk ??= new ELK({ workerUrl: elkWorkerUrl });
  return readLayout(await elk.layout(elkGraph(chart, direction, measureText, countSample)));
}
