import { buffer } from 'node:stream/consumers';
import * as CFB from 'cfb';
import jpeg from 'jpeg-js';
import { ZipFile } from 'yazl';
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

/** A ZIP archive (stored, not compressed) of the given entries. */
export function zipOf(entries: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, content] of Object.entries(entries)) {
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name, { compress: false });
  }
  zip.end();
  return buffer(zip.outputStream);
}

/** An OLE compound file holding one stream of the given name (`WordDocument` makes a .doc). */
export function oleFile(streamName: string): Buffer {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, `/${streamName}`, Buffer.from('content'));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/** The smallest Office Open XML package of a kind: its content types and its main part. */
export function officePackage(kind: 'docx' | 'xlsx' | 'pptx'): Promise<Buffer> {
  const main = { docx: 'word/document.xml', xlsx: 'xl/workbook.xml', pptx: 'ppt/presentation.xml' }[kind];
  return zipOf({ '[Content_Types].xml': '<Types/>', [main]: '<root/>' });
}
