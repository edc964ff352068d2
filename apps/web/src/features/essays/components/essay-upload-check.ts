import { ESSAY_FILE_EXTENSIONS, ESSAY_FILE_MAX_BYTES } from '@expert-portal/contracts';
import type { TFunction } from 'i18next';

/** What the file input offers: the essay file types. */
export const ESSAY_ACCEPT = ESSAY_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export const ESSAY_FILE_MAX_MB = ESSAY_FILE_MAX_BYTES / 2 ** 20;

/**
 * Why a chosen file cannot be sent, in the server's own words (the `errors` namespace), or null when it may
 * go: a .pdf, .doc or .docx name and at most the size limit. The words are counted by the server.
 */
export function essayFileProblem(file: File, t: TFunction): string | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (!extension || !(ESSAY_FILE_EXTENSIONS as readonly string[]).includes(extension)) {
    return t('errors:essay.file_type');
  }
  if (file.size > ESSAY_FILE_MAX_BYTES) return t('errors:file.too_large', { mb: ESSAY_FILE_MAX_MB });
  return null;
}
