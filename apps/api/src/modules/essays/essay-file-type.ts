import { ESSAY_FILE_EXTENSIONS } from '@expert-portal/contracts';
import { detectFileType } from '../../core/files/file-type';

/** The essay file types: .pdf, .doc, .docx. */
export type EssayFileType = (typeof ESSAY_FILE_EXTENSIONS)[number];

export const ESSAY_MIME_TYPES: Record<EssayFileType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

// A Word 97–2003 document is an OLE compound file; a .docx is a ZIP package.
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

function startsWith(content: Buffer, signature: readonly number[]): boolean {
  return content.length >= signature.length && signature.every((byte, i) => content[i] === byte);
}

/** The type a file name claims by its extension, or null for another extension. */
export function essayTypeOfName(fileName: string): EssayFileType | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return (ESSAY_FILE_EXTENSIONS as readonly string[]).includes(extension ?? '')
    ? (extension as EssayFileType)
    : null;
}

/**
 * The type the first bytes say, or null. Only the container: whether an OLE file holds a Word document,
 * or a ZIP a word-processing one, is for the text extraction to find out.
 */
export function detectEssayType(content: Buffer): EssayFileType | null {
  if (detectFileType(content) === 'pdf') return 'pdf';
  if (startsWith(content, OLE_SIGNATURE)) return 'doc';
  if (startsWith(content, ZIP_SIGNATURE)) return 'docx';
  return null;
}
