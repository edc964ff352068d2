import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { MigrationInterface } from 'typeorm';

/** A migration's file, source or built: its 13-digit timestamp, then its class's name without it. */
export const MIGRATION_FILE = /^(\d{13})-([A-Z][A-Za-z0-9]*)\.(?:ts|js)$/;

export type MigrationClass = new () => MigrationInterface;

/**
 * The migrations of `dir`, oldest first: the one class each `<timestamp>-<Name>` file exports. Adding a
 * migration is adding its file; index.spec.ts checks the folder (names, one class each, unique timestamps).
 *
 * Read from the folder itself: the TypeScript sources under jest and ts-node, the built JavaScript in dist.
 * `tsc -b` never deletes what it emitted for a removed or renamed source (microsoft/TypeScript#13722), so
 * `tools/build.mjs` deletes built migrations whose source is gone, and two files of one timestamp (a renamed
 * migration's stale build beside the new one) stop the process here rather than run twice.
 */
export function migrationsIn(dir: string): MigrationClass[] {
  const files = readdirSync(dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort();
  const timestamps = files.map((file) => MIGRATION_FILE.exec(file)?.[1]);
  const twice = files.filter(
    (_, i) => timestamps.indexOf(timestamps[i]) !== timestamps.lastIndexOf(timestamps[i]),
  );
  if (twice.length) throw new Error(`two migrations with one timestamp in ${dir}: ${twice.join(', ')}`);
  return files.map((file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- found in the folder, loaded as it is
    const exported = Object.values(require(join(dir, file)) as Record<string, unknown>);
    const classes = exported.filter((value): value is MigrationClass => typeof value === 'function');
    if (classes.length !== 1) throw new Error(`${file} must export exactly one migration class`);
    return classes[0];
  });
}

/** Every migration, oldest first. */
export const MIGRATIONS = migrationsIn(__dirname);
