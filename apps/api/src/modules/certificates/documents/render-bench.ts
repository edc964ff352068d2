import { performance } from 'node:perf_hooks';
import {
  certificateFonts,
  renderCertificatePdf,
  type CertificateDocumentFields,
  type RenderOptions,
} from './certificate-pdf';

export interface RenderLoopResult {
  count: number;
  seconds: number;
  perSecond: number;
  /** The last rendered file's size in bytes (every one is the same: the output is deterministic). */
  bytes: number;
}

/**
 * Renders the same certificate `count` times in a row, as a worker would: the font bytes are read before
 * the clock starts, and each render still builds its own document, fonts subset and all.
 */
export async function renderInLoop(
  fields: CertificateDocumentFields,
  count: number,
  options: RenderOptions = {},
): Promise<RenderLoopResult> {
  await certificateFonts();
  // One render outside the clock: the first parses the fonts' tables, which a worker does once.
  let bytes = (await renderCertificatePdf(fields, undefined, options)).length;
  const started = performance.now();
  for (let index = 0; index < count; index += 1) {
    bytes = (await renderCertificatePdf(fields, undefined, options)).length;
  }
  const seconds = (performance.now() - started) / 1000;
  return { count, seconds, perSecond: seconds > 0 ? count / seconds : 0, bytes };
}
