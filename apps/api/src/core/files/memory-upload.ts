import type { Readable } from 'node:stream';
import type { MulterOptions } from '@nestjs/platform-express/multer/interfaces/multer-options.interface';
import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import { AppException } from '../http/app-exception';

/** A file part as multer hands it over, kept in memory until it is checked. */
export interface UploadedFile {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

/** The name as shown back to people: no folders, no control or format characters, at most 255 characters. */
export function cleanOriginalName(name: string, fallback = 'file'): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // Control characters (Cc) and format characters (Cf: bidi overrides, zero-width marks), which would let
  // «invoice\u202Egpj.pdf» show as «invoicefdp.jpg».
  return base.replace(/[\p{Cc}\p{Cf}]/gu, '').slice(-255) || fallback;
}

/**
 * Keeps file parts in memory, failing the request with 413 as soon as its files together pass the request
 * limit: multer bounds each file, not their sum.
 */
export class BoundedMemoryStorage implements StorageEngine {
  private readonly received = new WeakMap<Request, number>();

  constructor(private readonly maxBytes: number) {}

  _handleFile(
    req: Request,
    file: { stream: Readable },
    callback: (error?: unknown, info?: Partial<UploadedFile>) => void,
  ): void {
    const chunks: Buffer[] = [];
    let failed = false;
    file.stream.on('data', (chunk: Buffer) => {
      if (failed) return;
      const total = (this.received.get(req) ?? 0) + chunk.length;
      this.received.set(req, total);
      if (total > this.maxBytes) {
        failed = true;
        chunks.length = 0;
        file.stream.resume();
        callback(new AppException(413, 'http.too_large'));
        return;
      }
      chunks.push(chunk);
    });
    file.stream.on('end', () => {
      if (failed) return;
      const buffer = Buffer.concat(chunks);
      callback(null, { buffer, size: buffer.length });
    });
  }

  _removeFile(_req: Request, file: { buffer?: Buffer }, callback: (error: Error | null) => void): void {
    delete file.buffer;
    callback(null);
  }
}

export interface FilesUploadLimits {
  /** The file parts' field names (a part under another name fails the request with 400). */
  fields: readonly string[];
  /** One file at most, in bytes (more is a 413). */
  fileSize: number;
  /** File parts in one request. */
  files: number;
  /** All file parts together, in bytes (more is a 413). */
  total: number;
}

/**
 * Multipart parsing into memory for repeated file parts (`files`, or several named ones) with UTF-8 names:
 * busboy's default (latin1) would garble Cyrillic and Kazakh names. Use with AnyFilesInterceptor.
 */
export function filesUploadOptions(limits: FilesUploadLimits): MulterOptions {
  return {
    storage: new BoundedMemoryStorage(limits.total),
    defParamCharset: 'utf8',
    limits: {
      fileSize: limits.fileSize,
      files: limits.files,
      fields: 40,
      fieldNameSize: 100,
      fieldSize: 64 * 1024,
      parts: limits.files + 40,
    },
    fileFilter(
      _req: Request,
      file: { fieldname: string },
      callback: (error: Error | null, accept: boolean) => void,
    ) {
      if (!limits.fields.includes(file.fieldname)) {
        return callback(AppException.fields({ [file.fieldname]: ['validation.unknown_field'] }), false);
      }
      callback(null, true);
    },
  };
}
