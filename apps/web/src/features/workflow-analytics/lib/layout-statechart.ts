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

/** A text's width in a label font, as the browser will draw it (a little room kept for rounding). */
function measureText(text: string, font: LabelFont): number {
  context ??= document.createElement('canvas').getContext('2d');
  if (!context) return text.length * 8;
  context.font = LABEL_FONTS[font];
  return Math.ceil(context.measureText(text).width * 1.04);
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
