import { buffer } from 'node:stream/consumers';
import { ZipFile } from 'yazl';

function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot' }[c]};`);
}

/**
 * A .docx package of plain paragraphs: content types, the package relationship and a main document. Word,
 * LibreOffice and mammoth open it; enough for demo and test documents, not a document library. A paragraph
 * given as several texts is written as that many runs (as Word splits a template's tags).
 */
export function simpleDocx(paragraphs: readonly (string | readonly string[])[]): Promise<Buffer> {
  const zip = new ZipFile();
  const file = (path: string, text: string) => zip.addBuffer(Buffer.from(text, 'utf8'), path);
  file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ' +
      'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
      '</Types>',
  );
  file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Target="word/document.xml" ' +
      'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument"/>' +
      '</Relationships>',
  );
  const run = (text: string) => `<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
  const body = paragraphs
    .map(
      (paragraph) =>
        `<w:p>${(typeof paragraph === 'string' ? [paragraph] : paragraph).map(run).join('')}</w:p>`,
    )
    .join('');
  file(
    'word/document.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      `<w:body>${body}</w:body></w:document>`,
  );
  zip.end();
  return buffer(zip.outputStream);
}
