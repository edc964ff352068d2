// Test support only (excluded from the library build): stored snapshot fixtures and their contract.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import {
  migrateSnapshot,
  restoreSnapshot,
  type PersistedSnapshot,
  type SnapshotMigrations,
} from '../core/persistence';

/** The fixture files of one machine: `<dir>/__fixtures__/<name>.v<version>.snapshot.json`. */
export function fixtureFile(dir: string, name: string, version: number): string {
  return join(dir, '__fixtures__', `${name}.v${version}.snapshot.json`);
}

/** The versions that have a stored fixture, ascending. */
export function storedFixtureVersions(dir: string, name: string): number[] {
  const folder = join(dir, '__fixtures__');
  if (!existsSync(folder)) return [];
  const pattern = new RegExp(`^${name}\\.v(\\d+)\\.snapshot\\.json$`);
  return readdirSync(folder)
    .map((file) => pattern.exec(file)?.[1])
    .filter((version): version is string => version !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

/**
 * Reads a stored fixture. A missing one is written only with UPDATE_FIXTURES=1 (existing ones are never
 * overwritten: they are the record of what old instances look like).
 */
export function readFixture(dir: string, name: string, version: number, create: () => PersistedSnapshot) {
  const file = fixtureFile(dir, name, version);
  if (!existsSync(file)) {
    if (process.env.UPDATE_FIXTURES !== '1') {
      throw new Error(
        `${file} is missing. A machine version without a stored snapshot cannot be checked: run ` +
          '`UPDATE_FIXTURES=1 npx jest --selectProjects machines` to store the current version’s fixture.',
      );
    }
    mkdirSync(join(dir, '__fixtures__'), { recursive: true });
    writeFileSync(file, `${JSON.stringify(create(), null, 2)}\n`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as PersistedSnapshot;
}

export interface FixtureContract<TMachine extends AnyStateMachine> {
  dir: string;
  name: string;
  machine: TMachine;
  version: number;
  migrations: SnapshotMigrations;
  /** Produces the current version's representative persisted snapshot (used only to write a missing fixture). */
  create: () => PersistedSnapshot;
  /** Asserts that a restored fixture behaves as the stored instance should. */
  behaves: (snapshot: SnapshotFrom<TMachine>) => void;
}

/** Registers the versioning tests every machine shares (see machines/README.md, Versioning). */
export function describeSnapshotFixtures<TMachine extends AnyStateMachine>(
  contract: FixtureContract<TMachine>,
) {
  const { dir, name, machine, version, migrations } = contract;

  describe(`${name} stored snapshot fixtures`, () => {
    it('declares its version on the machine definition', () => {
      expect(machine.version).toBe(String(version));
    });

    it(`has a fixture of the current version (v${version})`, () => {
      readFixture(dir, name, version, contract.create);
      expect(storedFixtureVersions(dir, name)).toContain(version);
    });

    it('restores the current fixture, which then behaves as stored', () => {
      contract.behaves(restoreSnapshot(machine, readFixture(dir, name, version, contract.create)));
    });

    it('migrates every older fixture to the current version, which then behaves as stored', () => {
      for (const stored of storedFixtureVersions(dir, name).filter((v) => v < version)) {
        const persisted = JSON.parse(
          readFileSync(fixtureFile(dir, name, stored), 'utf8'),
        ) as PersistedSnapshot;
        contract.behaves(restoreSnapshot(machine, migrateSnapshot(persisted, stored, version, migrations)));
      }
    });

    it('stores no fixture newer than the machine', () => {
      expect(Math.max(0, ...storedFixtureVersions(dir, name))).toBeLessThanOrEqual(version);
    });
  });
}
