import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger, StreamableFile, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config';
import { AppException } from '../../http/app-exception';
import { CONTENT_MIME_TYPES, type ContentType } from '../content-type';
import { ServiceUnavailableOnStart } from '../../database/ensure-database';
import { FsStorageDriver } from './fs-storage.driver';
import type { StorageConfig } from './storage-config';
import {
  StorageUnavailableError,
  StoredObjectMissingError,
  type PutOptions,
  type StorageDriver,
  type StoredObjectInfo,
} from './storage-driver';

/** Seconds a client is asked to wait before trying again while the store is down. */
const RETRY_AFTER_SECONDS = 10;

export function createStorageDriver(config: StorageConfig): StorageDriver {
  if (config.driver === 'fs') return new FsStorageDriver(config.dir);
  // The AWS SDK loads only when the store is S3: a process on the `fs` store never needs it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { S3StorageDriver }: typeof import('./s3-storage.driver') = require('./s3-storage.driver');
  return new S3StorageDriver(config);
}

/** The 503 of a store that failed: the user's message and when to try again. */
export function storageUnavailableException(cause?: unknown): AppException {
  const exception = new AppException(503, 'file.storage_unavailable', {
    headers: {
      'Retry-After': String(RETRY_AFTER_SECONDS),
    },
  });
  if (cause !== undefined) exception.cause = cause;
  return exception;
}

/** Before the API or the worker starts: the store answers and can be written. Fails fast with one line. */
export async function assertStorageReady(config: StorageConfig): Promise<void> {
  const driver = createStorageDriver(config);
  try {
    await driver.check();
  } catch (error) {
    if (error instanceof StorageUnavailableError) throw new ServiceUnavailableOnStart(error.message);
    throw error;
  } finally {
    await driver.close();
  }
}

const EXTENSION_TYPES: Record<string, ContentType | undefined> = { jpeg: 'jpg' };

function contentTypeOfExtension(extension: string): string {
  const type = EXTENSION_TYPES[extension] ?? extension;
  return (CONTENT_MIME_TYPES as Record<string, string | undefined>)[type] ?? 'application/octet-stream';
}

/**
 * Every file the portal keeps (uploads and generated documents), under generated keys `folder/uuid.ext`, in
 * the store STORAGE_DRIVER chooses: the folder STORAGE_DIR (`fs`) or an S3-compatible bucket (`s3`). Callers
 * know keys only, never paths. A store that fails answers 503 (file.storage_unavailable, Retry-After); write the
 * object before the database row that names it, and remove it when that row does not commit.
 */
@Injectable()
export class StorageService implements OnModuleDestroy {
  private readonly logger = new Logger('Storage');
  private readonly driver: StorageDriver;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.driver = createStorageDriver(config.storage);
  }

  /** `fs` or `s3`. */
  get kind(): StorageDriver['kind'] {
    return this.driver.kind;
  }

  /** Writes the content under `folder` by a generated name and returns that key. */
  async save(folder: string, extension: string, content: Buffer | Readable): Promise<string> {
    const key = `${folder}/${randomUUID()}.${extension}`;
    await this.put(key, content, { contentType: contentTypeOfExtension(extension) });
    return key;
  }

  /** Writes the object whole under `key` (replacing one there). 503 when the store fails. */
  async put(key: string, content: Buffer | Readable, options: PutOptions = {}): Promise<void> {
    await this.guard(this.driver.put(key, content, options));
  }

  /** The object's bytes as a stream: 404 when there is none, 503 when the store fails. */
  async open(key: string): Promise<Readable> {
    try {
      return await this.driver.get(key);
    } catch (error) {
      if (error instanceof StoredObjectMissingError) {
        // A row names an object the store does not have: worth an operator's look, not the user's.
        this.logger.error(`missing stored object ${key}`);
        throw new AppException(404, 'http.not_found');
      }
      throw this.translated(error);
    }
  }

  /** The whole object in memory: for small files only (certificate templates). */
  async read(key: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    const stream = await this.open(key);
    try {
      for await (const chunk of stream) chunks.push(chunk as Buffer);
    } catch (error) {
      throw this.translated(
        new StorageUnavailableError(`${this.driver.location}: reading ${key} broke off`, { cause: error }),
      );
    }
    return Buffer.concat(chunks);
  }

  /**
   * The object as a download. The store is asked first, so a missing object or a store that is down answers
   * 404 or 503 before any header is out; a store failing mid-way breaks the response (Nest destroys it) rather
   * than leaving a short file looking complete.
   */
  async download(
    key: string,
    headers: { type: string; length?: number; disposition?: string },
  ): Promise<StreamableFile> {
    return new StreamableFile(await this.open(key), headers);
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    return this.guard(this.driver.stat(key));
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  /** Removes the object; a failure is logged, not thrown (what is left over the sweeper or an operator removes). */
  async remove(key: string | null | undefined): Promise<void> {
    if (!key) return;
    await this.driver
      .remove(key)
      .catch((error: Error) => this.logger.warn(`could not remove ${key}: ${error.message}`));
  }

  /** Every object under the prefix (e.g. `applications/`). */
  list(prefix: string): AsyncIterable<StoredObjectInfo> {
    return this.driver.list(prefix);
  }

  /** Rejects when the store is unreachable, the bucket missing or not writable: for readiness checks. */
  check(): Promise<void> {
    return this.driver.check();
  }

  async onModuleDestroy(): Promise<void> {
    await this.driver.close();
  }

  private async guard<T>(operation: Promise<T>): Promise<T> {
    try {
      return await operation;
    } catch (error) {
      throw this.translated(error);
    }
  }

  /** A store failure becomes the user's 503 (logged with its cause); anything else is left as it is. */
  private translated(error: unknown): unknown {
    if (!(error instanceof StorageUnavailableError)) return error;
    this.logger.warn(error.message);
    return storageUnavailableException(error);
  }
}
