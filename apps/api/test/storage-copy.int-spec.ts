import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyToStore, digestOf, type ExpectedFile } from '../src/core/files/storage/copy-to-store';
import { FsStorageDriver } from '../src/core/files/storage/fs-storage.driver';
import { storageConfigOf } from '../src/core/files/storage/storage-config';
import type { StorageDriver } from '../src/core/files/storage/storage-driver';
import { createStorageDriver } from '../src/core/files/storage/storage.service';
import { startS3rver, type TestS3 } from './support/s3-server';

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** The copy CLI from its sources, as `npm run storage:copy` runs it built; answers its exit code and output. */
function runCli(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-r', join(__dirname, 'support/register-ts.cjs'), join(__dirname, '../src/cli/storage-copy.ts')],
      { env: { ...process.env, NODE_ENV: 'test', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run storage:copy: the folder into the bucket', () => {
  let s3: TestS3;
  let folder: string;
  let source: FsStorageDriver;
  let bucket: StorageDriver;
  const files = new Map<string, Buffer>([
    ['applications/0b7c.pdf', Buffer.from('%PDF-1.4 удостоверение')],
    ['essays/5d1e.docx', randomBytes(2048)],
    // Larger than a multipart part: streamed up in parts.
    ['lessons/9f3a.pdf', randomBytes(6 * 1024 * 1024 + 17)],
    ['photos/77aa.png', randomBytes(300)],
  ]);
  const expected = new Map<string, ExpectedFile>(
    [...files].map(([key, content]) => [key, { size: content.length, sha256: sha256(content) }]),
  );

  beforeAll(async () => {
    s3 = await startS3rver();
    folder = mkdtempSync(join(tmpdir(), 'ep-storage-copy-'));
    source = new FsStorageDriver(folder);
    for (const [key, content] of files) await source.put(key, content);
    // The development secrets live beside the files: never copied into a bucket.
    writeFileSync(join(folder, '.secrets.json'), '{"access":"x"}');
    bucket = createStorageDriver(storageConfigOf(s3.env, folder));
  });
  afterAll(async () => {
    await bucket.close();
    await s3.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('copies every file, verified, with progress; a second run skips them all', async () => {
    const lines: string[] = [];
    const first = await copyToStore({ source, target: bucket, expected, log: (line) => lines.push(line) });
    expect(first).toMatchObject({ total: 4, copied: 4, skipped: 0, replaced: 0, failed: 0 });
    expect(first.bytes).toBe([...files.values()].reduce((sum, content) => sum + content.length, 0));
    for (const [key, content] of files) {
      expect(await digestOf(await bucket.get(key))).toEqual({
        sha256: sha256(content),
        size: content.length,
      });
    }
    expect(await bucket.stat('.secrets.json').catch(() => null)).toBeNull();
    expect(lines[0]).toMatch(/^Copying 4 files \(6\.\d MiB\) from .* to bucket portal-files at http/);
    expect(lines.filter((line) => /^\[\d\/4\] copied +\S+ \(.*; .* of 6\.\d MiB\)$/.test(line))).toHaveLength(
      4,
    );
    expect(lines.at(-1)).toMatch(
      /^storage:copy done: 4 files, 4 copied, 0 replaced, 0 already there, 0 failed/,
    );

    const second = await copyToStore({ source, target: bucket, expected });
    expect(second).toMatchObject({ total: 4, copied: 0, skipped: 4, failed: 0, bytes: 0 });
    // Nothing left the folder.
    for (const key of files.keys()) expect(await source.stat(key)).not.toBeNull();
  });

  it('finds a changed object in the bucket and writes it again', async () => {
    // Other bytes under the name (no recorded hash): read back and compared.
    await bucket.put('essays/5d1e.docx', randomBytes(2048));
    // Same size and a stale recorded hash, as a damaged copy: only --verify reads it back.
    const lesson = files.get('lessons/9f3a.pdf')!;
    await bucket.put('lessons/9f3a.pdf', Buffer.alloc(lesson.length), { sha256: sha256(lesson) });

    const quick = await copyToStore({ source, target: bucket, expected });
    expect(quick).toMatchObject({ replaced: 1, skipped: 3, failed: 0 });
    const verified = await copyToStore({ source, target: bucket, expected, verify: true });
    expect(verified).toMatchObject({ replaced: 1, skipped: 3, failed: 0 });
    for (const [key, content] of files) {
      expect((await digestOf(await bucket.get(key))).sha256).toBe(sha256(content));
    }
  });

  it('refuses a folder file that differs from its database row, and goes on with the others', async () => {
    await source.put('applications/0b7c.pdf', Buffer.from('%PDF-1.4 damaged on disk'));
    await bucket.remove('applications/0b7c.pdf');
    const summary = await copyToStore({ source, target: bucket, expected });
    expect(summary).toMatchObject({ failed: 1, skipped: 3 });
    expect(summary.failures).toEqual([
      { key: 'applications/0b7c.pdf', reason: expect.stringMatching(/differs from its database row/) },
    ]);
    expect(await bucket.stat('applications/0b7c.pdf')).toBeNull();
    await source.put('applications/0b7c.pdf', files.get('applications/0b7c.pdf')!);
  });

  it('runs as a command: exit 0 with a summary, exit 1 with one line when the bucket is missing', async () => {
    const env = {
      ...s3.env,
      STORAGE_DRIVER: 'fs',
      STORAGE_DIR: folder,
      // No database: the copy is checked against the folder's files alone.
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
    };
    const done = await runCli(env);
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    expect(done.stdout).toContain('The database is not reachable');
    expect(done.stdout.trim().split('\n').at(-1)).toMatch(
      /^storage:copy done: 4 files, 1 copied, 0 replaced, 3 already there, 0 failed/,
    );

    const missing = await runCli({ ...env, S3_BUCKET: 'no-such-bucket' });
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toMatch(
      /^The S3 bucket "no-such-bucket" does not exist at .*set S3_BUCKET/,
    );
    expect(missing.stderr.trim()).not.toContain('\n');
  });
});
