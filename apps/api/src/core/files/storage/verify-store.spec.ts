import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FsStorageDriver } from './fs-storage.driver';
import { describeMismatch, describeVerify, type FileRow, verifyStore } from './verify-store';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('verifyStore', () => {
  let dir: string;
  let store: FsStorageDriver;
  const put = async (key: string, text: string): Promise<FileRow> => {
    const bytes = Buffer.from(text);
    await store.put(key, bytes);
    return { key, table: 'stored_files', size: bytes.length, sha256: sha256(bytes) };
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'verify-store-'));
    store = new FsStorageDriver(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is clean when every row has its object, of its size and hash, and every object its row', async () => {
    const rows = [
      await put('courses/a.png', 'картинка'),
      { ...(await put('essays/b.pdf', 'эссе')), table: 'user_essays' as const, sha256: null },
    ];
    const lines: string[] = [];
    const summary = await verifyStore({ store, rows, log: (line) => lines.push(line), progressEvery: 1 });
    expect(summary).toMatchObject({ rows: 2, objects: 2, matching: 2, mismatches: [], recentOrphans: 0 });
    expect(lines[0]).toMatch(/^Checking 2 files/);
    expect(lines).toContainEqual(expect.stringMatching(/^\[2\/2\] 100 %/));
    expect(describeVerify(summary)).toMatch(/^storage:verify clean: 2 rows, 2 objects; 2 matching/);
  });

  it('names each row whose object is missing, of another size or another SHA-256', async () => {
    const good = await put('applications/good.pdf', 'документ');
    const missing: FileRow = { ...good, key: 'applications/gone.pdf' };
    const resized = { ...(await put('applications/short.pdf', 'abc')), size: 4 };
    const changed = { ...(await put('applications/changed.pdf', 'abc')), sha256: sha256(Buffer.from('abd')) };
    const summary = await verifyStore({ store, rows: [good, missing, resized, changed] });
    expect(summary.matching).toBe(1);
    expect(summary.mismatches.map(describeMismatch).sort()).toEqual([
      'missing:  applications/gone.pdf (stored_files): no object in the store',
      `sha256:   applications/changed.pdf (stored_files): the stored bytes hash to ${sha256(Buffer.from('abc'))}, the row says ${sha256(Buffer.from('abd'))}`,
      'size:     applications/short.pdf (stored_files): 3 bytes stored, the row says 4',
    ]);
    expect(describeVerify(summary)).toMatch(
      /^storage:verify FAILED: 4 rows, 3 objects; 1 matching, 1 missing, 1 of another size, 1 of another SHA-256/,
    );
  });

  it('lists an object no row names as a mismatch, unless it was written in the last hour', async () => {
    await put('courses/old.png', 'old');
    await put('courses/new.png', 'new');
    const hoursAgo = new Date(Date.now() - 2 * 3_600_000);
    utimesSync(join(dir, 'courses/old.png'), hoursAgo, hoursAgo);
    const summary = await verifyStore({ store, rows: [] });
    expect(summary.recentOrphans).toBe(1);
    expect(summary.mismatches).toMatchObject([{ kind: 'orphan', key: 'courses/old.png', size: 3 }]);
    const [orphan] = summary.mismatches as Array<{ lastModified: Date }>;
    expect(Math.abs(orphan.lastModified.getTime() - hoursAgo.getTime())).toBeLessThan(1000);
    expect(describeMismatch(summary.mismatches[0])).toMatch(/^no row: {3}courses\/old\.png \(3 B, written /);
    expect(describeVerify(summary)).toMatch(
      /1 without a row \(and 1 written in the last hour, uploads in progress\)/,
    );
  });
});
