import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { MigrationInterface } from 'typeorm';
import { MIGRATIONS, MIGRATION_FILE } from '.';

// A migration's frozen data, beside the migration that seeds it.
const DATA_FILE = /^(\d{13}-[A-Z][A-Za-z0-9]*)\.data\.ts$/;
const LIST_FILES = ['index.ts', 'index.spec.ts'];

const files = readdirSync(__dirname).sort();
const migrationFiles = files.filter((file) => MIGRATION_FILE.test(file));

/** The classes a migration file exports, and the instance TypeORM would make of each. */
async function exportedClasses(file: string) {
  const exports = (await import(join(__dirname, file))) as Record<string, unknown>;
  return Object.values(exports)
    .filter((value): value is new () => MigrationInterface => typeof value === 'function')
    .map((type) => ({ type, instance: new type() }));
}

describe('the migrations folder and MIGRATIONS', () => {
  it('holds only migrations, their frozen data and the list', () => {
    const strays = files.filter(
      (file) =>
        !LIST_FILES.includes(file) &&
        !MIGRATION_FILE.test(file) &&
        !(DATA_FILE.test(file) && existsSync(join(__dirname, `${DATA_FILE.exec(file)?.[1]}.ts`))),
    );
    expect(strays).toEqual([]);
  });

  it('has no two migrations with the same timestamp', () => {
    const timestamps = migrationFiles.map((file) => MIGRATION_FILE.exec(file)?.[1]);
    expect(timestamps.filter((t, i) => timestamps.indexOf(t) !== i)).toEqual([]);
  });

  it.each(migrationFiles)('%s exports one migration class named after the file', async (file) => {
    const [, timestamp, name] = MIGRATION_FILE.exec(file) ?? [];
    const classes = await exportedClasses(file);
    expect(classes).toHaveLength(1);
    const [{ type, instance }] = classes;
    expect(type.name).toBe(`${name}${timestamp}`);
    // TypeORM records a migration under its `name`, else its class's, and orders by the last 13 digits.
    expect(instance.name ?? type.name).toBe(`${name}${timestamp}`);
    expect(typeof instance.up).toBe('function');
    expect(typeof instance.down).toBe('function');
  });

  it('finds every migration of the folder once, oldest first', async () => {
    const inFolder = await Promise.all(
      migrationFiles.map(async (file) => (await exportedClasses(file))[0]?.type),
    );
    expect(MIGRATIONS.map((type) => type.name)).toEqual(inFolder.map((type) => type?.name));
    MIGRATIONS.forEach((type, i) => expect(type).toBe(inFolder[i]));
  });
});
