import { countEssayWords, ESSAY_FILE_MAX_BYTES, ESSAY_MAX_WORDS } from '@expert-portal/contracts';
import type { MulterOptions } from '@nestjs/platform-express/multer/interfaces/multer-options.interface';
import { CONTENT_MIME_TYPES, contentTypeOfNameIn, detectContentTypeOf } from '../../core/files/content-type';
import { cleanOriginalName } from '../../core/files/memory-upload';
import { AppException } from '../../core/http/app-exception';
import { ESSAY_FILE_TYPES, type EssayFileType } from './essay-file-type';
import { essayText } from './essay-text';

/** The essay file part as multer hands it over (kept in memory until checked). */
export interface UploadedEssay {
  originalname: string;
  buffer: Buffer;
}

/** An essay file that passed every check, ready to store. */
export interface CheckedEssay {
  type: EssayFileType;
  mime: string;
  originalName: string;
  content: Buffer;
  wordCount: number;
}

/** One file part named `file`, at most 10 MB (more is multer's 413). */
export const ESSAY_UPLOAD_OPTIONS: MulterOptions = {
  // File names arrive as UTF-8 from browsers; busboy's default (latin1) would garble Cyrillic names.
  defParamCharset: 'utf8',
  limits: { fileSize: ESSAY_FILE_MAX_BYTES, files: 1, fields: 10, parts: 12 },
};

/**
 * Checks an essay file, each failure a 400 on `file`: present; named .pdf, .doc or .docx; its content of
 * that type (a PDF by its first bytes, a .doc an OLE file holding a WordDocument stream, a .docx a ZIP
 * holding word/document.xml); its text readable as that type; some text in it; at most 350 words.
 */
export async function checkEssayFile(file: UploadedEssay | undefined): Promise<CheckedEssay> {
  if (!file) throw AppException.fields({ file: ['file.required'] });
  const originalName = cleanOriginalName(file.originalname, 'essay');
  const claimed = contentTypeOfNameIn(originalName, ESSAY_FILE_TYPES);
  if (!claimed) throw AppException.fields({ file: ['essay.file_type'] });
  if (detectContentTypeOf(file.buffer, ESSAY_FILE_TYPES) !== claimed) {
    throw AppException.fields({ file: ['essay.file_content'] });
  }
  const text = await essayText(claimed, file.buffer);
  if (text === null) throw AppException.fields({ file: ['essay.file_unreadable'] });
  const wordCount = countEssayWords(text);
  if (wordCount === 0) throw AppException.fields({ file: ['essay.no_text'] });
  if (wordCount > ESSAY_MAX_WORDS) {
    throw new AppException(400, 'essay.too_many_words', {
      params: { count: wordCount, max: ESSAY_MAX_WORDS },
      fieldErrors: {
        file: ['essay.too_many_words'],
      },
    });
  }
  return { type: claimed, mime: CONTENT_MIME_TYPES[claimed], originalName, content: file.buffer, wordCount };
}
