import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { loadConfig } from '../core/config/config';
import { ServiceUnavailableOnStart } from '../core/database/ensure-database';
import { copyToStore, type ExpectedFile } from '../core/files/storage/copy-to-store';
import { FsStorageDriver } from '../core/files/storage/fs-storage.driver';
import { S3StorageDriver } from '../core/files/storage/s3-storage.driver';
import { storageConfigOf } from '../core/files/storage/storage-config';
import { StorageUnavailableError } from '../core/files/storage/storage-driver';
import { readFileRows } from '../core/files/storage/verify-store';

/**
 * The sizes and hashes the database keeps (readFileRows), to check the folder's files against. Without a
 * reachable database the copy still verifies each object against the file it came from.
 */
export async function expectedFiles(databaseUrl: string): Promise<Map<string, ExpectedFile> | null> {
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    const rows = await readFileRows(client);
    return new Map(rows.map((row) => [row.key, { size: row.size, sha256: row.sha256 }]));
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * `npm run storage:copy`: copies a deployment's files from the folder STORAGE_DIR into the bucket the S3_*
 * variables name (STORAGE_DRIVER itself need not be s3 yet). Idempotent and resumable, nothing removed from
 * the folder; `-- --verify` reads back objects already in the bucket rather than trusting their recorded hash,
 * `-- --concurrency N` copies N files at once (4). Exits 1 when any file failed.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { verify: { type: 'boolean' }, concurrency: { type: 'string' } },
  });
  const concurrency = Number(values.concurrency ?? 4);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) {
    throw new ServiceUnavailableOnStart(`--concurrency takes a whole number from 1 to 64.`);
  }
  const config = loadConfig();
  const missing = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter(
    (name) => !process.env[name]?.trim(),
  );
  if (missing.length) {
    throw new ServiceUnavailableOnStart(
      `storage:copy copies STORAGE_DIR into the bucket the S3_* variables name: set ${missing.join(', ')} (and S3_ENDPOINT for MinIO or Ceph).`,
    );
  }
  const bucket = storageConfigOf({ ...process.env, STORAGE_DRIVER: 's3' }, config.storageDir);
  if (bucket.driver !== 's3') throw new Error('unreachable: the target is always s3');
  const source = new FsStorageDriver(config.storageDir);
  const target = new S3StorageDriver(bucket);
  try {
    await target.check();
    const expected = await expectedFiles(config.databaseUrl);
    if (!expected) {
      console.log('The database is not reachable: each copy is checked against its file only.');
    }
    const summary = await copyToStore({
      source,
      target,
      expected: expected ?? undefined,
      verify: values.verify === true,
      concurrency,
      log: (line) => console.log(line),
    });
    for (const failure of summary.failures) console.error(`failed: ${failure.key}: ${failure.reason}`);
    return summary.failed ? 1 : 0;
  } finally {
    await target.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const oneLine = error instanceof ServiceUnavailableOnStart || error instanceof StorageUnavailableError;
    console.error(oneLine ? (error as Error).message : error);
    process.exit(1);
  },
);
