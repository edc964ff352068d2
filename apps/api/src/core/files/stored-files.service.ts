import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Injectable, type StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MessageKey } from '@expert-portal/contracts';
import type {
  DataSource,
  EntityManager,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';
import { AppException } from '../http/app-exception';
import { contentTypeOfName, CONTENT_MIME_TYPES, detectContentType, type ContentType } from './content-type';
import { isReadableFile } from './file-content';
import { cleanOriginalName, type UploadedFile } from './memory-upload';
import { StorageService } from './storage.service';

/** A row of `stored_files`: one uploaded file under its generated name. */
export interface StoredFile {
  id: number;
  storedName: string;
  originalName: string;
  mime: string;
  size: number;
  sha256: string;
}

/** An upload whose content is of an allowed type, the one its name claims. */
export interface CheckedFile {
  type: ContentType;
  originalName: string;
  content: Buffer;
}

/** What an upload may be, and the field error when it is of another type. */
export interface FileRule {
  allowed: readonly ContentType[];
  typeError: MessageKey;
  /** The field the errors are reported on (the part's name when not given). */
  field?: string;
}

interface StoredFileRow {
  id: number;
  stored_name: string;
  original_name: string;
  mime: string;
  size: string | number;
  sha256: string;
}

const COLUMNS = 'id, stored_name, original_name, mime, size, sha256';

export function toStoredFile(row: StoredFileRow): StoredFile {
  return {
    id: row.id,
    storedName: row.stored_name,
    originalName: row.original_name,
    mime: row.mime,
    size: Number(row.size),
    sha256: row.sha256,
  };
}

/** RFC 5987 encoding: percent-encodes all but the attr-chars, so `'`, `(`, `)` and `*` too. */
function encodeRfc5987(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * A Content-Disposition whose name survives in every browser: the UTF-8 name (`filename*`, Cyrillic and
 * Kazakh letters intact) and an ASCII fallback for the rest.
 */
export function contentDisposition(name: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/**
 * The files of courses, lessons, practice tasks, practice answers and certificates: each one `stored_files` row
 * and one object in the store (folder or bucket). The object is written before its row; storing and removing
 * happen in the caller's transaction: an object written in a transaction that rolls back is removed from the
 * store, and a removed file leaves the store only once the removal committed. So no committed row names an
 * object that was never written.
 */
@Injectable()
export class StoredFilesService implements EntitySubscriberInterface {
  private readonly pending = new WeakMap<QueryRunner, { written: string[]; removed: string[] }>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: StorageService,
  ) {
    dataSource.subscribers.push(this);
  }

  /**
   * Checks an upload: its name's extension must be one of `rule.allowed` (else `rule.typeError`), and its
   * first bytes (and, for a PDF or a PNG/JPEG image, its whole content) that same type (else
   * file.content_mismatch): a .pdf that is a PNG, an executable renamed, an empty file are refused.
   */
  async check(file: UploadedFile, rule: FileRule): Promise<CheckedFile> {
    const field = rule.field ?? file.fieldname;
    const originalName = cleanOriginalName(file.originalname);
    const claimed = contentTypeOfName(originalName);
    if (!claimed || !rule.allowed.includes(claimed)) throw AppException.fields({ [field]: [rule.typeError] });
    const actual = detectContentType(file.buffer);
    const readable =
      actual === claimed &&
      (actual !== 'pdf' && actual !== 'png' && actual !== 'jpg'
        ? true
        : await isReadableFile(actual, file.buffer));
    if (!readable) {
      throw new AppException(400, 'http.bad_request', {
        params: { name: originalName },
        fieldErrors: { [field]: ['file.content_mismatch'] },
      });
    }
    return { type: claimed, originalName, content: file.buffer };
  }

  /** Checks every upload with one rule (the first refused one fails them all). */
  async checkAll(files: readonly UploadedFile[], rule: FileRule): Promise<CheckedFile[]> {
    const checked: CheckedFile[] = [];
    for (const file of files) checked.push(await this.check(file, rule));
    return checked;
  }

  /** Writes a checked file under `folder` and records it with `manager` (in its transaction, if any). */
  async store(
    manager: EntityManager,
    file: CheckedFile,
    options: { folder: string; uploadedBy: number | null },
  ): Promise<StoredFile> {
    // A store that fails answers 503 here, before any row exists.
    const storedName = await this.storage.save(options.folder, file.type, file.content);
    try {
      const [row] = (await manager.query(
        `INSERT INTO stored_files (stored_name, original_name, mime, size, sha256, uploaded_by)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
        [
          storedName,
          file.originalName,
          CONTENT_MIME_TYPES[file.type],
          file.content.length,
          createHash('sha256').update(file.content).digest('hex'),
          options.uploadedBy,
        ],
      )) as StoredFileRow[];
      const transaction = this.transactionOf(manager);
      if (transaction) transaction.written.push(storedName);
      return toStoredFile(row);
    } catch (error) {
      await this.storage.remove(storedName);
      throw error;
    }
  }

  /** Deletes the rows (their links cascade); the files leave the store once this is committed. */
  async remove(manager: EntityManager, ids: readonly number[]): Promise<void> {
    if (!ids.length) return;
    const rows = (await manager.query(
      'DELETE FROM stored_files WHERE id = ANY($1::int[]) RETURNING stored_name',
      [ids],
    )) as [Array<{ stored_name: string }>, number];
    const names = rows[0].map((row) => row.stored_name);
    const transaction = this.transactionOf(manager);
    if (transaction) transaction.removed.push(...names);
    else await Promise.all(names.map((name) => this.storage.remove(name)));
  }

  async find(id: number, manager: EntityManager = this.dataSource.manager): Promise<StoredFile | null> {
    const [row] = (await manager.query(`SELECT ${COLUMNS} FROM stored_files WHERE id = $1`, [
      id,
    ])) as StoredFileRow[];
    return row ? toStoredFile(row) : null;
  }

  /** The file's bytes as a stream (404 when the store has no such object, 503 when the store fails). */
  open(file: StoredFile): Promise<Readable> {
    return this.storage.open(file.storedName);
  }

  /** The whole file in memory: for small files only, such as certificate templates. */
  read(file: StoredFile): Promise<Buffer> {
    return this.storage.read(file.storedName);
  }

  /** The file as a download under its original name; the store is asked before any header goes out. */
  download(file: StoredFile, disposition: 'attachment' | 'inline' = 'attachment'): Promise<StreamableFile> {
    return this.storage.download(file.storedName, {
      type: file.mime,
      length: file.size,
      disposition: contentDisposition(file.originalName, disposition),
    });
  }

  afterTransactionCommit(event: TransactionCommitEvent): Promise<void> | void {
    const done = this.settled(event.queryRunner);
    if (done) return this.removeFromStore(done.removed);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): Promise<void> | void {
    const done = this.settled(event.queryRunner);
    if (done) return this.removeFromStore(done.written);
  }

  private transactionOf(manager: EntityManager) {
    const runner = manager.queryRunner;
    if (!runner?.isTransactionActive) return null;
    let transaction = this.pending.get(runner);
    if (!transaction) this.pending.set(runner, (transaction = { written: [], removed: [] }));
    return transaction;
  }

  /** The files of a transaction that has just ended (not a savepoint's), forgotten from now on. */
  private settled(runner: QueryRunner) {
    if (runner.isTransactionActive) return null;
    const transaction = this.pending.get(runner);
    this.pending.delete(runner);
    return transaction ?? null;
  }

  private async removeFromStore(names: readonly string[]): Promise<void> {
    await Promise.all(names.map((name) => this.storage.remove(name)));
  }
}
