import jpeg from 'jpeg-js';
import { simplePdf } from '../../src/database/seeds/simple-pdf';

/** A small, well-formed one-page PDF (correct cross-reference offsets): what the upload checks accept. */
export function onePagePdf(text = ''): Buffer {
  const stream = text ? `BT /F1 12 Tf 10 40 Td (${text}) Tj ET` : '';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 72] /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  return simplePdf(objects);
}

/** A small JPEG that decodes (2×2 white pixels). */
export function smallJpeg(): Buffer {
  return jpeg.encode({ data: Buffer.alloc(2 * 2 * 4, 255), width: 2, height: 2 }, 90).data;
}
