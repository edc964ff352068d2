import { countEssayWords, ESSAY_FILE_MAX_BYTES, ESSAY_MAX_WORDS } from '@expert-portal/contracts';
import type { MulterOptions } from '@nestjs/platform-express/multer/interfaces/multer-options.interface';
import { cleanOriginalName } from '../../core/files/memory-upload';
import { AppException } from '../../core/http/app-exception';
import { detectEssayType, ESSAY_MIME_TYPES, essayTypeOfName, type EssayFileType } from './essay-file-type';
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
 * Checks an essay file, each failure a 400 on `file`: present; named .pdf, .doc or .docx;
 * its first bytes of that type; its text readable as that type; some text in it; at most 350 words.
 */
export async function checkEssayFile(file: UploadedEssay | undefined): Promise<CheckedEssay> {
  if (!file) throw AppException.fields({ file: ['file.required'] });
  const originalName = cleanOriginalName(file.originalname, 'essay');
  const claimed = essayTypeOfName(originalName);
  if (!claimed) throw AppException.fields({ file: ['essay.file_type'] });
  if (detectEssayType(file.buffer) !== claimed) throw AppException.fields({ file: ['essay.file_content'] });
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
  return { type: claimed, mime: ESSAY_MIME_TYPES[claimed], originalName, content: file.buffer, wordCount };
}
