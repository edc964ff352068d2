/**
 * A PDF of the given objects (numbered from 1; object 1 is the catalog) with a correct cross-reference
 * table, so pdf.js and the upload checks read it. Enough for demo and test documents, not a PDF library.
 */
export function simplePdf(objects: readonly string[]): Buffer {
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

/**
 * A one-page A4 PDF with a title and a line of text in Helvetica (ASCII only), its cross-reference table
 * pointing at the objects' real offsets: small, and readable by the upload's PDF check and by viewers.
 */
export function textPdf(title: string, line: string): Buffer {
  const text = (value: string) => value.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
  const content = `BT /F1 18 Tf 22 TL 56 770 Td (${text(title)}) Tj /F1 11 Tf T* (${text(line)}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  return simplePdf(objects);
}
