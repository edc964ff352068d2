import {
  CERTIFICATE_TEMPLATE_MAX_BYTES,
  COURSE_FILE_FIELDS,
  LESSON_FILE_MAX_BYTES,
  LESSON_FILES_PER_UPLOAD,
  LESSON_UPLOAD_MAX_BYTES,
} from '@expert-portal/contracts';
import { filesUploadOptions } from '../../core/files/memory-upload';

/** POST and PATCH courses/: one cover and two templates at most, 10 MB each (the cover 5 MB, checked after). */
export const COURSE_UPLOAD_OPTIONS = filesUploadOptions({
  fields: COURSE_FILE_FIELDS,
  fileSize: CERTIFICATE_TEMPLATE_MAX_BYTES,
  files: COURSE_FILE_FIELDS.length,
  total: COURSE_FILE_FIELDS.length * CERTIFICATE_TEMPLATE_MAX_BYTES,
});

/**
 * upload_files/: repeated `files` parts, at most 20 in one request, 100 MB each and 200 MB together (held in
 * memory while their content is checked; more is a 413).
 */
export const LESSON_UPLOAD_OPTIONS = filesUploadOptions({
  fields: ['files'],
  fileSize: LESSON_FILE_MAX_BYTES,
  files: LESSON_FILES_PER_UPLOAD,
  total: LESSON_UPLOAD_MAX_BYTES,
});
