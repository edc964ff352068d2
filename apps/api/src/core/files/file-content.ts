import { PNG } from 'pngjs';
import jpeg from 'jpeg-js';
import type { KnownFileType } from './file-type';
import { withPdfDocument } from './pdf-document';

/** A decoded image larger than this many megapixels is refused rather than held in memory. */
const MAX_IMAGE_MEGAPIXELS = 100;

/** True when the bytes parse as a PDF with at least one page. */
async function isReadablePdf(content: Buffer): Promise<boolean> {
  try {
    return await withPdfDocument(content, (document) => Promise.resolve(document.numPages >= 1), {
      stopAtErrors: true,
    });
  } catch {
    return false;
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
