import type { Readable } from 'node:stream';

/** What the store knows of one object. */
export interface StoredObjectInfo {
  /** The stored relative name, `folder/uuid.ext`, as the database rows keep it. */
  key: string;
  size: number;
  lastModified: Date;
  /** The SHA-256 the object was written with (S3 metadata), when it was given: the copy tool sets it. */
  sha256?: string;
}

export interface PutOptions {
  contentType?: string;
  /** Kept with the object where the store can (S3 metadata `sha256`), so a later copy can compare without reading. */
  sha256?: string;
}

/**
 * Where the portal's files live: a folder on this machine (`fs`) or an S3-compatible bucket (`s3`). Keys are
 * the stored relative names (`applications/<uuid>.pdf`); nothing outside a driver knows paths or URLs.
 *
 * A driver rejects with StoredObjectMissingError when a key names nothing, and with StorageUnavailableError
 * when the store itself fails (down, bucket missing, credentials refused, disk full).
 */
export interface StorageDriver {
  /** `fs` or `s3`, for messages and logs. */
  readonly kind: 'fs' | 's3';
  /** Where the files are, for messages: the folder, or the endpoint and bucket (never a secret). */
  readonly location: string;
  /** Writes the object whole: a reader never sees part of it. A Readable is streamed, never held in memory. */
  put(key: string, content: Buffer | Readable, options?: PutOptions): Promise<void>;
  /** The object's bytes as a stream; resolves once the store has answered, so a failure is known first. */
  get(key: string): Promise<Readable>;
  /** The object's size and time, or null when there is none. */
  stat(key: string): Promise<StoredObjectInfo | null>;
  /** Removes the object; removing one that is not there is no error. */
  remove(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, a page at a time (for the copy tool and the sweeper). */
  list(prefix: string): AsyncIterable<StoredObjectInfo>;
  /** Resolves when the store answers and can be written (folder writable, bucket there, credentials taken). */
  check(): Promise<void>;
  /** Releases connections. */
  close(): Promise<void>;
}

/** The store failed or cannot be reached; the message says which store and why. */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}

/** The store answered, and has no object under the key. */
export class StoredObjectMissingError extends Error {
  constructor(readonly key: string) {
    super(`no stored object ${key}`);
    this.name = 'StoredObjectMissingError';
  }
}

/**
 * Refuses a key that could leave the storage folder or name something odd in a bucket: absolute, `..`,
 * empty or dot-led segments (the fs driver keeps its temporary files and `.secrets.json` under dot names),
 * backslashes or control characters.
 */
export function assertStorageKey(key: string): void {
  const segments = key.split('/');
  const valid =
    key.length > 0 &&
    key.length <= 512 &&
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    !/[\\\u0000-\u001f\u007f]/.test(key) &&
    segments.every((segment) => segment.length > 0 && !segment.startsWith('.'));
  if (!valid) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** The reason of a failure, short: a Node error code or an S3 error name, else the message. */
export function failureReason(error: unknown): string {
  const failure = error as { code?: unknown; name?: unknown; message?: unknown } | null;
  const code = typeof failure?.code === 'string' ? failure.code : undefined;
  const message = typeof failure?.message === 'string' ? failure.message : String(error);
  if (code && !message.includes(code)) return `${code}: ${message}`;
  return message || String(failure?.name ?? 'unknown error');
}
