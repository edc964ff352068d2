import { PNG } from 'pngjs';
import jpeg from 'jpeg-js';
import type { KnownFileType } from './file-type';

/** A decoded image larger than this many megapixels is refused rather than held in memory. */
const MAX_IMAGE_MEGAPIXELS = 100;

// pdf.js is an ES module: loaded once, when the first PDF is checked, through Node's import().
let pdfjs:
  | Promise<typeof import('pdfjs-dist/legacy/build/pdf.mjs', { with: { 'resolution-mode': 'import' } })>
  | undefined;
function loadPdfjs() {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
}

/** True when the bytes parse as a PDF with at least one page. */
async function isReadablePdf(content: Buffer): Promise<boolean> {
  const { getDocument } = await loadPdfjs();
  const task = getDocument({
    data: new Uint8Array(content),
    isEvalSupported: false,
    disableFontFace: true,
    stopAtErrors: true,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    return document.numPages >= 1;
  } catch {
    return false;
  } finally {
    await task.destroy();
  }
}

function isReadableImage(type: 'png' | 'jpg', content: Buffer): boolean {
  try {
    if (type === 'png') PNG.sync.read(content);
    else jpeg.decode(content, { maxMemoryUsageInMB: 512, maxResolutionInMP: MAX_IMAGE_MEGAPIXELS });
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a file whose first bytes say `type` really is one: a PDF that parses, an image that decodes. A
 * `%PDF-` header followed by HTML, or a PNG signature on anything else, is refused.
 */
export function isReadableFile(type: KnownFileType, content: Buffer): Promise<boolean> {
  return type === 'pdf' ? isReadablePdf(content) : Promise.resolve(isReadableImage(type, content));
}
