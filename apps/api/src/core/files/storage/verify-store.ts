import type { Client } from 'pg';
import { digestOf, formatBytes } from './copy-to-store';
import { failureReason, type StorageDriver } from './storage-driver';

/** A database row that names a stored object: what it says the object is. */
export interface FileRow {
  key: string;
  /** The table the row is in, for the report. */
  table: 'stored_files' | 'application_files' | 'user_essays';
  size: number;
  /** Kept by stored_files and application_files; an essay's row keeps its size only. */
  sha256: string | null;
}

/** Every row that names a stored object. */
export async function readFileRows(client: Client): Promise<FileRow[]> {
  const { rows } = await client.query<{
    key: string;
    table: FileRow['table'];
    size: string;
    sha256: string | null;
  }>(
    `SELECT stored_name AS key, 'stored_files' AS table, size::text, sha256 FROM stored_files
     UNION ALL SELECT stored_name, 'application_files', size::text, sha256 FROM application_files
     UNION ALL SELECT stored_name, 'user_essays', size::text, NULL FROM user_essays WHERE stored_name IS NOT NULL`,
  );
  return rows.map((row) => ({ ...row, size: Number(row.size) }));
}

export type Mismatch =
  | { kind: 'missing'; row: FileRow }
  | { kind: 'size'; row: FileRow; size: number }
  | { kind: 'sha256'; row: FileRow; sha256: string }
  | { kind: 'unreadable'; row: FileRow; reason: string }
  | { kind: 'orphan'; key: string; size: number; lastModified: Date };

export interface VerifySummary {
  rows: number;
  objects: number;
  /** Rows whose object is there with the same size and SHA-256 (the size alone, where the row keeps no hash). */
  matching: number;
  bytesRead: number;
  mismatches: Mismatch[];
  /** Objects no row names that were written within `recentMs`: an upload whose row is not committed yet. */
  recentOrphans: number;
}

export interface VerifyOptions {
  store: StorageDriver;
  rows: readonly FileRow[];
  /** Objects read and hashed at once. */
  concurrency?: number;
  /** An object without a row younger than this is an upload in progress, not a mismatch (one hour). */
  recentMs?: number;
  now?: Date;
  /** The first line and the progress lines (every `progressEvery` rows). */
  log?: (line: string) => void;
  progressEvery?: number;
}

/**
 * Checks the store against the database (`npm run storage:verify`): every row's object is there, with the
 * row's size and SHA-256, read back whole; and every object in the store has a row. Nothing is changed.
 */
export async function verifyStore(options: VerifyOptions): Promise<VerifySummary> {
  const { store, rows, log = () => undefined } = options;
  const recentMs = options.recentMs ?? 3_600_000;
  const now = options.now ?? new Date();
  const progressEvery = options.progressEvery ?? 100;
  const totalBytes = rows.reduce((sum, row) => sum + row.size, 0);
  const summary: VerifySummary = {
    rows: rows.length,
    objects: 0,
    matching: 0,
    bytesRead: 0,
    mismatches: [],
    recentOrphans: 0,
  };
  log(`Checking ${rows.length} files (${formatBytes(totalBytes)}) against ${store.location}`);

  let done = 0;
  const checkOne = async (row: FileRow): Promise<void> => {
    const mismatch = await checkRow(store, row, summary);
    if (mismatch) summary.mismatches.push(mismatch);
    else summary.matching += 1;
    done += 1;
    if (done % progressEvery === 0 || done === rows.length) {
      log(
        `[${done}/${rows.length}] ${Math.floor((100 * done) / Math.max(1, rows.length))} %, ` +
          `${formatBytes(summary.bytesRead)} of ${formatBytes(totalBytes)} read, ` +
          `${summary.mismatches.length} mismatched`,
      );
    }
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, options.concurrency ?? 4) }, async () => {
      while (next < rows.length) await checkOne(rows[next++]);
    }),
  );

  const named = new Set(rows.map((row) => row.key));
  for await (const object of store.list('')) {
    summary.objects += 1;
    if (named.has(object.key)) continue;
    if (now.getTime() - object.lastModified.getTime() < recentMs) summary.recentOrphans += 1;
    else summary.mismatches.push({ kind: 'orphan', ...object });
  }
  return summary;
}

async function checkRow(
  store: StorageDriver,
  row: FileRow,
  summary: VerifySummary,
): Promise<Mismatch | null> {
  try {
    const info = await store.stat(row.key);
    if (!info) return { kind: 'missing', row };
    if (info.size !== row.size) return { kind: 'size', row, size: info.size };
    const read = await digestOf(await store.get(row.key));
    summary.bytesRead += read.size;
    if (read.size !== row.size) return { kind: 'size', row, size: read.size };
    if (row.sha256 && read.sha256 !== row.sha256) return { kind: 'sha256', row, sha256: read.sha256 };
    return null;
  } catch (error) {
    return { kind: 'unreadable', row, reason: failureReason(error) };
  }
}

/** One line per mismatch, naming the row's table and key. */
export function describeMismatch(mismatch: Mismatch): string {
  if (mismatch.kind === 'orphan') {
    return `no row:   ${mismatch.key} (${formatBytes(mismatch.size)}, written ${mismatch.lastModified.toISOString()})`;
  }
  const where = `${mismatch.row.key} (${mismatch.row.table})`;
  switch (mismatch.kind) {
    case 'missing':
      return `missing:  ${where}: no object in the store`;
    case 'size':
      return `size:     ${where}: ${mismatch.size} bytes stored, the row says ${mismatch.row.size}`;
    case 'sha256':
      return `sha256:   ${where}: the stored bytes hash to ${mismatch.sha256}, the row says ${mismatch.row.sha256}`;
    case 'unreadable':
      return `failed:   ${where}: ${mismatch.reason}`;
  }
}

export function describeVerify(summary: VerifySummary): string {
  const count = (kind: Mismatch['kind']) => summary.mismatches.filter((m) => m.kind === kind).length;
  return (
    `storage:verify ${summary.mismatches.length ? 'FAILED' : 'clean'}: ${summary.rows} rows, ` +
    `${summary.objects} objects; ${summary.matching} matching, ${count('missing')} missing, ` +
    `${count('size')} of another size, ${count('sha256')} of another SHA-256, ${count('unreadable')} unreadable, ` +
    `${count('orphan')} without a row` +
    (summary.recentOrphans
      ? ` (and ${summary.recentOrphans} written in the last hour, uploads in progress)`
      : '') +
    `; ${formatBytes(summary.bytesRead)} read`
  );
}
