import { createHash } from 'node:crypto';
import type { MulterOptions } from '@nestjs/platform-express/multer/interfaces/multer-options.interface';
import {
  APPLICATION_FILE_MAX_BYTES,
  APPLICATION_REQUEST_MAX_BYTES,
  REGISTRATION_FILE_FIELDS,
  isAcceptedFile,
  type ApplicationFieldErrors,
  type RegistrationFileField,
  type RegistrationFiles,
} from '@expert-portal/contracts';
import type { Request } from 'express';
import { CONTENT_MIME_TYPES, contentTypeOfNameIn, detectContentTypeOf } from '../../core/files/content-type';
import { isReadableFile, type ParsedContentType } from '../../core/files/file-content';
import { BoundedMemoryStorage, cleanOriginalName, type UploadedFile } from '../../core/files/memory-upload';
import { AppException } from '../../core/http/app-exception';

/** A file part as multer hands it over (kept in memory until the application is checked). */
export type UploadedDocument = UploadedFile;

/** A document that passed its checks, ready to store. */
export interface CheckedDocument {
  field: RegistrationFileField;
  originalName: string;
  type: ParsedContentType;
  mime: string;
  size: number;
  sha256: string;
  content: Buffer;
}

const FILE_FIELDS: readonly string[] = REGISTRATION_FILE_FIELDS;
/** The types a registration document may be (its extension: ACCEPTED_FILE_EXTENSIONS, .jpeg being jpg). */
const DOCUMENT_TYPES: readonly ParsedContentType[] = ['pdf', 'png', 'jpg'];

const seenFields = new WeakMap<Request, Set<string>>();

/**
 * Multipart parsing of POST /applications/: at most 10 MB per file (multer's 413) and 50 MB per request
 * (the storage's 413), both answered with http.too_large; a file part under an unknown name, or a second
 * file for the same field, fails the request before its bytes are kept.
 */
export const APPLICATION_UPLOAD_OPTIONS: MulterOptions = {
  storage: new BoundedMemoryStorage(APPLICATION_REQUEST_MAX_BYTES),
  // File names arrive as UTF-8 from browsers; busboy's default (latin1) would garble Cyrillic names.
  defParamCharset: 'utf8',
  limits: {
    fileSize: APPLICATION_FILE_MAX_BYTES,
    files: REGISTRATION_FILE_FIELDS.length,
    fields: 40,
    fieldNameSize: 100,
    fieldSize: 16 * 1024,
    parts: 60,
  },
  fileFilter(
    req: Request,
    file: { fieldname: string },
    callback: (error: Error | null, accept: boolean) => void,
  ) {
    if (!FILE_FIELDS.includes(file.fieldname)) {
      return callback(AppException.fields({ [file.fieldname]: ['application.unexpected_field'] }), false);
    }
    const seen = seenFields.get(req) ?? new Set<string>();
    seenFields.set(req, seen);
    if (seen.has(file.fieldname)) {
      return callback(AppException.fields({ [file.fieldname]: ['application.file_single'] }), false);
    }
    seen.add(file.fieldname);
    callback(null, true);
  },
};

/**
 * Checks each document's extension (the form's list, registration.file_type) and its content against that
 * extension (registration.file_content: a PNG named .pdf, an executable, an empty file, a `%PDF-` header
 * followed by HTML): the first bytes must match, and the whole file must parse as a PDF or decode as an image.
 */
export async function checkDocuments(files: readonly UploadedDocument[]): Promise<{
  documents: CheckedDocument[];
  /** What the form's rules see: the files that were sent, valid or not. */
  chosen: RegistrationFiles;
  errors: ApplicationFieldErrors;
}> {
  const documents: CheckedDocument[] = [];
  const chosen: RegistrationFiles = {};
  const errors: ApplicationFieldErrors = {};
  for (const file of files) {
    const field = file.fieldname as RegistrationFileField;
    const originalName = cleanOriginalName(file.originalname);
    chosen[field] = { name: originalName, size: file.size, type: file.mimetype };
    if (!isAcceptedFile(chosen[field])) {
      errors[field] = 'registration.file_type';
      continue;
    }
    const claimed = contentTypeOfNameIn(originalName, DOCUMENT_TYPES);
    const actual = detectContentTypeOf(file.buffer, DOCUMENT_TYPES);
    if (!actual || actual !== claimed || !(await isReadableFile(actual, file.buffer))) {
      errors[field] = 'registration.file_content';
      continue;
    }
    documents.push({
      field,
      originalName,
      type: actual,
      mime: CONTENT_MIME_TYPES[actual],
      size: file.buffer.length,
      sha256: createHash('sha256').update(file.buffer).digest('hex'),
      content: file.buffer,
    });
  }
  return { documents, chosen, errors };
}
