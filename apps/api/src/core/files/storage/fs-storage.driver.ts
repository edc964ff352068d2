import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, constants, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertStorageKey,
  failureReason,
  StorageUnavailableError,
  StoredObjectMissingError,
  type StorageDriver,
  type StoredObjectInfo,
} from './storage-driver';

/** Bytes read from disk at a time: fewer, larger reads for throughput, still little memory per download. */
const READ_CHUNK = 256 * 1024;

/** Errors of the file itself rather than of the folder: the key names nothing (or a folder). */
const MISSING_CODES = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

function codeOf(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code;
}

/**
 * The files under one folder of this machine (STORAGE_DIR), outside the web root. Fine for one machine; with
 * several API processes on several machines use the s3 driver, or each sees only its own uploads.
 */
export class FsStorageDriver implements StorageDriver {
  readonly kind = 'fs';
  private readonly root: string;

  constructor(dir: string) {
    this.root = resolve(dir);
  }

  get location(): string {
    return this.root;
  }

  /** Written under a temporary dot-name beside the target, then renamed: a reader never sees half a file. */
  async put(key: string, content: Buffer | Readable): Promise<void> {
    const path = this.pathOf(key);
    const temporary = join(dirname(path), `.${randomUUID()}.part`);
    try {
      await mkdir(dirname(path), { recursive: true });
      if (Buffer.isBuffer(content)) await writeFile(temporary, content, { flag: 'wx' });
      else await pipeline(content, createWriteStream(temporary, { flags: 'wx' }));
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => undefined);
      throw this.unavailable(`could not write ${key}`, error);
    }
  }

  async get(key: string): Promise<Readable> {
    const path = this.pathOf(key);
    // Opened here, so that a missing file is known before a response has begun.
    const handle = await open(path, 'r').catch((error: unknown) => {
      if (MISSING_CODES.has(codeOf(error) ?? '')) throw new StoredObjectMissingError(key);
      throw this.unavailable(`could not read ${key}`, error);
    });
    return handle.createReadStream({ highWaterMark: READ_CHUNK });
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { key, size: info.size, lastModified: info.mtime } : null;
    } catch (error) {
      if (MISSING_CODES.has(codeOf(error) ?? '')) return null;
      throw this.unavailable(`could not stat ${key}`, error);
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true }).catch((error: unknown) => {
      throw this.unavailable(`could not remove ${key}`, error);
    });
  }

  /** Walks the folders under the prefix's folder; dot-names (temporary files, `.secrets.json`) are skipped. */
  async *list(prefix: string): AsyncIterable<StoredObjectInfo> {
    const slash = prefix.lastIndexOf('/');
    const start = slash >= 0 ? join(this.root, prefix.slice(0, slash)) : this.root;
    if (start !== this.root && !start.startsWith(this.root + sep)) return;
    for await (const path of this.walk(start)) {
      const key = relative(this.root, path).split(sep).join('/');
      if (!key.startsWith(prefix)) continue;
      const info = await stat(path).catch(() => null);
      if (info?.isFile()) yield { key, size: info.size, lastModified: info.mtime };
    }
  }

  async check(): Promise<void> {
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.R_OK | constants.W_OK);
    } catch (error) {
      throw new StorageUnavailableError(
        `The storage folder ${this.root} is not writable (${failureReason(error)}): set STORAGE_DIR to a folder this process may write, or use STORAGE_DRIVER=s3.`,
        { cause: error },
      );
    }
  }

  async close(): Promise<void> {}

  private async *walk(folder: string): AsyncIterable<string> {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (MISSING_CODES.has(codeOf(error) ?? '')) return;
      throw this.unavailable(`could not list ${folder}`, error);
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) yield* this.walk(path);
      else if (entry.isFile()) yield path;
    }
  }

  /** The absolute path of a key; refuses keys that would leave the storage folder. */
  private pathOf(key: string): string {
    assertStorageKey(key);
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`Path outside storage: ${key}`);
    return path;
  }

  private unavailable(what: string, error: unknown): StorageUnavailableError {
    return new StorageUnavailableError(`storage folder ${this.root}: ${what} (${failureReason(error)})`, {
      cause: error,
    });
  }
}
