import {
  PRACTICE_FILE_EXTENSIONS,
  PRACTICE_FILE_MAX_BYTES,
  PRACTICE_FILES_PER_UPLOAD,
} from '@expert-portal/contracts';
import type { TFunction } from 'i18next';

/** What the file inputs offer: the types the server takes for a task's files and for an answer. */
export const PRACTICE_ACCEPT = PRACTICE_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export const PRACTICE_FILE_MAX_MB = PRACTICE_FILE_MAX_BYTES / 2 ** 20;

/**
 * Why the chosen files cannot be sent, in the server's own words (the `errors` namespace), or null when they
 * may go: the accepted types, each within the size limit, not too many at once. Their content is checked by
 * the server.
 */
export function practiceFilesProblem(files: readonly File[], t: TFunction): string | null {
  if (files.length > PRACTICE_FILES_PER_UPLOAD)
    return t('errors:practice.too_many_files', { max: PRACTICE_FILES_PER_UPLOAD });
  for (const file of files) {
    const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
    if (!extension || !(PRACTICE_FILE_EXTENSIONS as readonly string[]).includes(extension))
      return `${file.name}: ${t('errors:practice.file_type')}`;
    if (file.size > PRACTICE_FILE_MAX_BYTES)
      return `${file.name}: ${t('errors:file.too_large', { mb: PRACTICE_FILE_MAX_MB })}`;
  }
  return null;
}
