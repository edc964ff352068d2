import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { contentTypeOfName, CONTENT_MIME_TYPES } from '../content-type';
import { failureReason, type StorageDriver, type StoredObjectInfo } from './storage-driver';

/** What the database says a stored file is, where a row keeps its hash. */
export interface ExpectedFile {
  size: number;
  sha256: string | null;
}

export type CopyOutcome = 'copied' | 'replaced' | 'skipped' | 'failed';

export interface CopySummary {
  total: number;
  copied: number;
  /** Objects that were in the target with other bytes (a broken or changed copy), written again. */
  replaced: number;
  skipped: number;
  failed: number;
  /** Bytes written to the target. */
  bytes: number;
  failures: Array<{ key: string; reason: string }>;
}

export interface CopyOptions {
  source: StorageDriver;
  target: StorageDriver;
  /** Sizes and hashes from stored_files and application_files, by key; files without a row are copied as read. */
  expected?: ReadonlyMap<string, ExpectedFile>;
  /** Reads back every object already in the target instead of trusting its recorded SHA-256. */
  verify?: boolean;
  /** Files copied at once. */
  concurrency?: number;
  /** One line per file and the summary. */
  log?: (line: string) => void;
}

/** The SHA-256 and length of a stream, read to its end. */
export async function digestOf(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    const bytes = chunk as Buffer;
    hash.update(bytes);
    size += bytes.length;
  }
  return { sha256: hash.digest('hex'), size };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/**
 * Copies every object of `source` into `target` (`npm run storage:copy`: the folder into the bucket).
 * Idempotent and resumable: an object already in the target with the same size and SHA-256 is skipped, so a
 * second run continues where the first stopped; nothing is removed from the source. Each file's hash is
 * taken from the source first (and must match its database row's, where there is one), and the copy is read
 * back from the target and must hash the same. A failed file is reported and the others go on.
 */
export async function copyToStore(options: CopyOptions): Promise<CopySummary> {
  const { source, target, expected = new Map<string, ExpectedFile>(), log = () => undefined } = options;
  const objects: StoredObjectInfo[] = [];
  for await (const object of source.list('')) objects.push(object);
  const totalBytes = objects.reduce((sum, object) => sum + object.size, 0);
  const summary: CopySummary = {
    total: objects.length,
    copied: 0,
    replaced: 0,
    skipped: 0,
    failed: 0,
    bytes: 0,
    failures: [],
  };
  log(
    `Copying ${objects.length} files (${formatBytes(totalBytes)}) from ${source.location} to ${target.location}`,
  );
  let done = 0;
  let doneBytes = 0;
  const copyOne = async (object: StoredObjectInfo): Promise<void> => {
    let outcome: CopyOutcome;
    let note: string;
    try {
      ({ outcome, note } = await copyObject(options, object, expected.get(object.key)));
    } catch (error) {
      outcome = 'failed';
      note = failureReason(error);
    }
    summary[outcome] += 1;
    if (outcome === 'copied' || outcome === 'replaced') summary.bytes += object.size;
    if (outcome === 'failed') summary.failures.push({ key: object.key, reason: note });
    done += 1;
    doneBytes += object.size;
    log(
      `[${done}/${objects.length}] ${outcome.padEnd(8)} ${object.key} (${formatBytes(object.size)}; ` +
        `${formatBytes(doneBytes)} of ${formatBytes(totalBytes)})${note ? ` ${note}` : ''}`,
    );
  };
  let next = 0;
  const workers = Array.from({ length: Math.max(1, options.concurrency ?? 4) }, async () => {
    while (next < objects.length) await copyOne(objects[next++]);
  });
  await Promise.all(workers);
  log(describeCopy(summary));
  return summary;
}

export function describeCopy(summary: CopySummary): string {
  return (
    `storage:copy ${summary.failed ? 'FAILED' : 'done'}: ${summary.total} files, ${summary.copied} copied, ` +
    `${summary.replaced} replaced, ${summary.skipped} already there, ${summary.failed} failed; ` +
    `${formatBytes(summary.bytes)} written`
  );
}

async function copyObject(
  { source, target, verify }: CopyOptions,
  object: StoredObjectInfo,
  row: ExpectedFile | undefined,
): Promise<{ outcome: CopyOutcome; note: string }> {
  const local = await digestOf(await source.get(object.key));
  if (row?.sha256 && (row.sha256 !== local.sha256 || row.size !== local.size)) {
    // The folder's file is not what was uploaded: copying it would hide the damage behind a verified copy.
    return {
      outcome: 'failed',
      note: 'the file in the folder differs from its database row (size or SHA-256)',
    };
  }
  const there = await target.stat(object.key);
  if (there && there.size === local.size) {
    const recorded = verify ? undefined : there.sha256;
    const sha256 = recorded ?? (await digestOf(await target.get(object.key))).sha256;
    if (sha256 === local.sha256) return { outcome: 'skipped', note: '' };
  }
  const type = contentTypeOfName(object.key);
  await target.put(object.key, await source.get(object.key), {
    contentType: type ? CONTENT_MIME_TYPES[type] : 'application/octet-stream',
    sha256: local.sha256,
  });
  const copy = await digestOf(await target.get(object.key));
  if (copy.sha256 !== local.sha256 || copy.size !== local.size) {
    return { outcome: 'failed', note: 'the copy read back from the target has another SHA-256' };
  }
  return there
    ? { outcome: 'replaced', note: 'the target had other bytes under this name' }
    : { outcome: 'copied', note: '' };
}
