import {
  PRACTICE_FILE_EXTENSIONS,
  PRACTICE_FILE_MAX_BYTES,
  PRACTICE_FILES_PER_UPLOAD,
} from '@expert-portal/contracts';
import { CONTENT_MIME_TYPES, type ContentType } from '../../core/files/content-type';
import { filesUploadOptions, type UploadedFile } from '../../core/files/memory-upload';
import type { CheckedFile, StoredFilesService } from '../../core/files/stored-files.service';
import { AppException } from '../../core/http/app-exception';

/** The storage folder of task and answer files (under STORAGE_DIR, outside the web root). */
export const PRACTICE_FILES_FOLDER = 'practice';

/** The content types of PRACTICE_FILE_EXTENSIONS (`.jpeg` is a `jpg`). */
const PRACTICE_CONTENT_TYPES = [
  ...new Set(PRACTICE_FILE_EXTENSIONS.map((extension) => (extension === 'jpeg' ? 'jpg' : extension))),
] as readonly ContentType[];

/** What a practice file download may be. */
export const PRACTICE_MIME_TYPES = PRACTICE_CONTENT_TYPES.map((type) => CONTENT_MIME_TYPES[type]);

/** Said of every `files` part of the practice calls (OpenAPI). */
export const PRACTICE_FILES_DESCRIPTION =
  `${PRACTICE_FILE_EXTENSIONS.join(', ')} (checked by content), at most ` +
  `${PRACTICE_FILE_MAX_BYTES / 2 ** 20} MB each and ${PRACTICE_FILES_PER_UPLOAD} at a time`;

/**
 * Repeated `files` parts in memory, each at most PRACTICE_FILE_MAX_BYTES. Multer takes one file more than
 * allowed, so that too many files are refused with their own message rather than multer's bare 400.
 */
export const PRACTICE_UPLOAD_OPTIONS = filesUploadOptions({
  fields: ['files'],
  fileSize: PRACTICE_FILE_MAX_BYTES,
  files: PRACTICE_FILES_PER_UPLOAD + 1,
  total: PRACTICE_FILES_PER_UPLOAD * PRACTICE_FILE_MAX_BYTES,
});

/**
 * Checks the `files` of a task or an answer by their content (pdf, Office documents, png, jpg, zip): a
 * refused one, or more than PRACTICE_FILES_PER_UPLOAD, fails them all with a field error on `files`.
 * `required`: at least one (an answer).
 */
export async function checkPracticeFiles(
  storedFiles: StoredFilesService,
  uploads: readonly UploadedFile[] | undefined,
  required: boolean,
): Promise<CheckedFile[]> {
  const files = uploads ?? [];
  if (required && files.length === 0)
    throw AppException.fields({ files: ['practice.answer_files_required'] });
  if (files.length > PRACTICE_FILES_PER_UPLOAD) {
    throw new AppException(400, 'http.bad_request', {
      params: { max: PRACTICE_FILES_PER_UPLOAD },
      fieldErrors: { files: ['practice.too_many_files'] },
    });
  }
  return storedFiles.checkAll(files, {
    allowed: PRACTICE_CONTENT_TYPES,
    typeError: 'practice.file_type',
    field: 'files',
  });
}
