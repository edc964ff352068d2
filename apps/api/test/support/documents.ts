import jpeg from 'jpeg-js';

/** A small, well-formed one-page PDF (correct cross-reference offsets): what the upload checks accept. */
export function onePagePdf(text = ''): Buffer {
  const stream = text ? `BT /F1 12 Tf 10 40 Td (${text}) Tj ET` : '';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 72] /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A small JPEG that decodes (2×2 white pixels). */
export function smallJpeg(): Buffer {
  return jpeg.encode({ data: Buffer.alloc(2 * 2 * 4, 255), width: 2, height: 2 }, 90).data;
}
