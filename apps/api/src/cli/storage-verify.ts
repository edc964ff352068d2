import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { loadConfig } from '../core/config/config';
import { ServiceUnavailableOnStart } from '../core/database/ensure-database';
import { createStorageDriver } from '../core/files/storage/storage.service';
import { StorageUnavailableError } from '../core/files/storage/storage-driver';
import {
  describeMismatch,
  describeVerify,
  readFileRows,
  verifyStore,
} from '../core/files/storage/verify-store';

/**
 * `npm run storage:verify`: checks the configured store (STORAGE_DRIVER: the folder or the bucket) against the
 * database: every stored_files, application_files and essay row has its object, of the row's size and SHA-256
 * (each object read whole), and every object has a row. Prints progress, one line per mismatch and a summary;
 * exits 1 on any mismatch. An object without a row written in the last hour is an upload whose row is not
 * committed yet: counted, not failed. `-- --concurrency N` reads N objects at once (4). Changes nothing.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { concurrency: { type: 'string' } },
  });
  const concurrency = Number(values.concurrency ?? 4);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) {
    throw new ServiceUnavailableOnStart('--concurrency takes a whole number from 1 to 64.');
  }
  const config = loadConfig();
  const client = new Client({ connectionString: config.databaseUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new ServiceUnavailableOnStart(
      `storage:verify reads the files' rows from the database, which does not answer (${(error as Error).message}): check DATABASE_URL.`,
    );
  }
  const store = createStorageDriver(config.storage);
  try {
    await store.check();
    const rows = await readFileRows(client);
    const summary = await verifyStore({
      store,
      rows,
      concurrency,
      log: (line) => console.log(line),
    });
    for (const mismatch of summary.mismatches) console.log(describeMismatch(mismatch));
    console.log(describeVerify(summary));
    return summary.mismatches.length ? 1 : 0;
  } finally {
    await client.end().catch(() => undefined);
    await store.close();
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
