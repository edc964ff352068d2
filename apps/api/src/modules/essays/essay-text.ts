import { pdfText } from '../../core/files/pdf-document';
import { loadOnce } from '../../core/load-once';
import type { EssayFileType } from './essay-file-type';

// The Word readers load with the first essay of their type read, not with every process that never reads one.
const wordExtractor = loadOnce(() => import('word-extractor'));
const mammoth = loadOnce(() => import('mammoth'));

/** The body text of a Word 97–2003 document (its WordDocument stream's main text). */
async function docText(content: Buffer): Promise<string> {
  const { default: WordExtractor } = await wordExtractor();
  const document = await new WordExtractor().extract(content);
  return document.getBody();
}

/** The text of a .docx package's main document. */
async function docxText(content: Buffer): Promise<string> {
  const { extractRawText } = await mammoth();
  const result = await extractRawText({ buffer: content });
  return result.value;
}

/**
 * The essay's text, read by the file's real type (its container already checked by detectContentType); null
 * when the file does not parse as that type (a WordDocument stream or a document part that is not Word's, a
 * damaged or password-protected file).
 */
export async function essayText(type: EssayFileType, content: Buffer): Promise<string | null> {
  try {
    if (type === 'pdf') return await pdfText(content);
    return type === 'doc' ? await docText(content) : await docxText(content);
  } catch {
    return null;
  }
}
