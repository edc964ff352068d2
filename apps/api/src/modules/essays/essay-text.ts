import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import type { EssayFileType } from './essay-file-type';

// pdf.js is an ES module: loaded once, when the first PDF essay is read, through Node's import().
let pdfjs:
  | Promise<typeof import('pdfjs-dist/legacy/build/pdf.mjs', { with: { 'resolution-mode': 'import' } })>
  | undefined;

/** The text of every page, a line break where pdf.js sees the end of a line and between pages. */
async function pdfText(content: Buffer): Promise<string> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  const { getDocument } = await pdfjs;
  const task = getDocument({
    data: new Uint8Array(content),
    isEvalSupported: false,
    disableFontFace: true,
    stopAtErrors: true,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const { items } = await page.getTextContent();
      pages.push(items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
    }
    return pages.join('\n');
  } finally {
    await task.destroy();
  }
}

/** The body text of a Word 97–2003 document (its WordDocument stream's main text). */
async function docText(content: Buffer): Promise<string> {
  const document = await new WordExtractor().extract(content);
  return document.getBody();
}

/** The text of a .docx package's main document. */
async function docxText(content: Buffer): Promise<string> {
  const result = await mammoth.extractRawText({ buffer: content });
  return result.value;
}

/**
 * The essay's text, read by the file's real type; null when the file does not parse as that type (an OLE
 * file that is not a Word document, a ZIP that is not a .docx, a damaged or password-protected file).
 */
export async function essayText(type: EssayFileType, content: Buffer): Promise<string | null> {
  try {
    if (type === 'pdf') return await pdfText(content);
    return type === 'doc' ? await docText(content) : await docxText(content);
  } catch {
    return null;
  }
}
