import { loadOnce } from '../load-once';
import type { ContentType } from './content-type';
import { withPdfDocument } from './pdf-document';

/** The types whose whole content is parsed on upload, beyond their first bytes. */
export type ParsedContentType = Extract<ContentType, 'pdf' | 'png' | 'jpg'>;

/** A decoded image larger than this many megapixels is refused rather than held in memory. */
const MAX_IMAGE_MEGAPIXELS = 100;

// Only image uploads need the image decoders: each loads with the first image of its type checked.
const pngjs = loadOnce(() => import('pngjs'));
const jpegJs = loadOnce(() => import('jpeg-js'));

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

async function isReadableImage(type: 'png' | 'jpg', content: Buffer): Promise<boolean> {
  try {
    if (type === 'png') {
      const { PNG } = await pngjs();
      PNG.sync.read(content);
    } else {
      const { decode } = await jpegJs();
      decode(content, { maxMemoryUsageInMB: 512, maxResolutionInMP: MAX_IMAGE_MEGAPIXELS });
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a file whose first bytes say `type` really is one: a PDF that parses, an image that decodes. A
 * `%PDF-` header followed by HTML, or a PNG signature on anything else, is refused.
 */
export function isReadableFile(type: ParsedContentType, content: Buffer): Promise<boolean> {
  return type === 'pdf' ? isReadablePdf(content) : isReadableImage(type, content);
}
