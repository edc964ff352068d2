import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { MESSAGES } from '@expert-portal/contracts';
import { ServiceUnavailableOnStart } from '../src/core/database/ensure-database';
import { StorageService } from '../src/core/files/storage.service';
import { StoredFilesService } from '../src/core/files/stored-files.service';
import { digestOf } from '../src/core/files/storage/copy-to-store';
import { MULTIPART_PART_SIZE } from '../src/core/files/storage/s3-storage.driver';
import { storageConfigOf } from '../src/core/files/storage/storage-config';
import {
  StoredObjectMissingError,
  type StorageDriver,
  type StoredObjectInfo,
} from '../src/core/files/storage/storage-driver';
import { assertStorageReady, createStorageDriver } from '../src/core/files/storage/storage.service';
import { ApplicationFileSweeper } from '../src/modules/applications/application-file-sweeper';
import { PDF, PNG, validApplicationFields } from './support/applications';
import { COURSES, newCourse, newLesson, smallPng } from './support/courses';
import { onePagePdf } from './support/documents';
import { startS3rver, type TestS3 } from './support/s3-server';
import { signedIn, startTestApp, type TestApp } from './support/test-app';
import { unzip } from './support/unzip';

const MiB = 1024 * 1024;

async function collect(iterable: AsyncIterable<StoredObjectInfo>): Promise<StoredObjectInfo[]> {
  const objects: StoredObjectInfo[] = [];
  for await (const object of iterable) objects.push(object);
  return objects;
}

/** A stream of `size` bytes in 1 MiB chunks, and their SHA-256: nothing of it is ever one buffer. */
function largeStream(size: number): { stream: Readable; sha256: string } {
  const block = randomBytes(MiB);
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  for (let offset = 0, i = 0; offset < size; offset += MiB, i++) {
    // Each chunk differs (its first byte), so a part written twice or out of order would show.
    const chunk = Buffer.from(block.subarray(0, Math.min(MiB, size - offset)));
    chunk[0] = i % 256;
    hash.update(chunk);
    chunks.push(chunk);
  }
  return { stream: Readable.from(chunks), sha256: hash.digest('hex') };
}

describe.each(['fs', 's3'] as const)('the %s storage driver', (kind) => {
  let folder: string;
  let s3: TestS3 | null = null;
  let driver: StorageDriver;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'ep-storage-driver-'));
    if (kind === 's3') s3 = await startS3rver();
    driver = createStorageDriver(storageConfigOf(s3?.env ?? {}, folder));
    expect(driver.kind).toBe(kind);
  });
  afterAll(async () => {
    await driver.close();
    await s3?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('puts, gets, stats and removes an object under its key', async () => {
    await driver.check();
    const content = Buffer.from('Сараптама қорытындысы / Заключение экспертизы');
    await driver.put('essays/one.pdf', content, { contentType: 'application/pdf' });
    const info = await driver.stat('essays/one.pdf');
    expect(info).toMatchObject({ key: 'essays/one.pdf', size: content.length });
    expect(Math.abs(info!.lastModified.getTime() - Date.now())).toBeLessThan(60_000);
    expect(
      Buffer.compare(
        await Readable.from(await driver.get('essays/one.pdf'))
          .toArray()
          .then(Buffer.concat),
        content,
      ),
    ).toBe(0);

    // A put replaces what was there.
    await driver.put('essays/one.pdf', Buffer.from('second'));
    expect((await driver.stat('essays/one.pdf'))?.size).toBe(6);

    await driver.remove('essays/one.pdf');
    expect(await driver.stat('essays/one.pdf')).toBeNull();
  });

  it('lists the objects under a prefix, and only those', async () => {
    await driver.put('lessons/a.pdf', Buffer.from('a'));
    await driver.put('lessons/b.pdf', Buffer.from('bb'));
    await driver.put('lessons-old/c.pdf', Buffer.from('ccc'));
    await driver.put('photos/d.png', Buffer.from('dddd'));
    const listed = await collect(driver.list('lessons/'));
    expect(listed.map((object) => [object.key, object.size]).sort()).toEqual([
      ['lessons/a.pdf', 1],
      ['lessons/b.pdf', 2],
    ]);
    const all = (await collect(driver.list(''))).map((object) => object.key).sort();
    expect(all).toEqual(['lessons-old/c.pdf', 'lessons/a.pdf', 'lessons/b.pdf', 'photos/d.png']);
    expect(await collect(driver.list('nothing/'))).toEqual([]);
  });

  it('says when a key names nothing: get rejects, stat answers null, remove is quiet', async () => {
    await expect(driver.get('applications/missing.pdf')).rejects.toBeInstanceOf(StoredObjectMissingError);
    expect(await driver.stat('applications/missing.pdf')).toBeNull();
    await expect(driver.remove('applications/missing.pdf')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave the folder or hide among its own files', async () => {
    for (const key of ['../escape.pdf', '/absolute.pdf', 'a//b.pdf', '.secrets.json', 'a/../../b', 'a\\b']) {
      await expect(driver.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key|outside storage/);
    }
  });

  it(`streams an upload larger than the ${MULTIPART_PART_SIZE / MiB} MiB multipart part, and reads it back`, async () => {
    const size = 2 * MULTIPART_PART_SIZE + 123_457;
    const { stream, sha256 } = largeStream(size);
    const parts: string[] = [];
    s3?.onRequest((request) => {
      if (request.method === 'PUT' && request.url?.includes('partNumber=')) parts.push(request.url);
    });
    await driver.put('practice/large.bin', stream, { contentType: 'application/octet-stream' });
    // In the bucket: a multipart upload of three parts (5 + 5 MiB and the rest).
    if (s3) expect(parts).toHaveLength(3);
    expect((await driver.stat('practice/large.bin'))?.size).toBe(size);
    expect(await digestOf(await driver.get('practice/large.bin'))).toEqual({ sha256, size });
  });
});

describe('storage start-up checks', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startS3rver();
  });
  afterAll(() => s3.close());

  /** The one line assertStorageReady stops the process with. */
  async function startFailure(env: Record<string, string>): Promise<string> {
    const failure = await assertStorageReady(storageConfigOf({ ...s3.env, ...env }, tmpdir())).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ServiceUnavailableOnStart);
    const message = (failure as Error).message;
    expect(message).not.toContain('\n');
    return message;
  }

  it('passes with a reachable bucket and a writable folder', async () => {
    await expect(assertStorageReady(storageConfigOf(s3.env, tmpdir()))).resolves.toBeUndefined();
    await expect(
      assertStorageReady(storageConfigOf({}, join(tmpdir(), 'ep-new-folder'))),
    ).resolves.toBeUndefined();
    rmSync(join(tmpdir(), 'ep-new-folder'), { recursive: true, force: true });
  });

  it('names the missing bucket and what to set', async () => {
    expect(await startFailure({ S3_BUCKET: 'no-such-bucket' })).toMatch(
      /^The S3 bucket "no-such-bucket" does not exist at http:\/\/127\.0\.0\.1:\d+: create it .* or set S3_BUCKET/,
    );
  });

  it('names an unreachable endpoint, fast', async () => {
    const started = Date.now();
    expect(await startFailure({ S3_ENDPOINT: 'http://127.0.0.1:1' })).toMatch(
      /^The S3 store is not reachable at http:\/\/127\.0\.0\.1:1 \(.*ECONNREFUSED.*\): start it .* or set S3_ENDPOINT/,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('names refused credentials', async () => {
    expect(await startFailure({ S3_ACCESS_KEY_ID: 'WRONG', S3_SECRET_ACCESS_KEY: 'WRONG' })).toMatch(
      /refused the S3 credentials .*: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
  });
});

describe('the API with its files in an S3 bucket', () => {
  let s3: TestS3;
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedIn>>;
  let bucket: StorageDriver;

  beforeAll(async () => {
    s3 = await startS3rver();
    t = await startTestApp(s3.env);
    admin = await signedIn(t, 'admin');
    bucket = createStorageDriver(storageConfigOf(s3.env, tmpdir()));
  });
  afterAll(async () => {
    await bucket?.close();
    await t?.close();
    await s3?.close();
  });

  function submitApplication(language: 'ru' | 'kk' = 'ru') {
    let req = t.http.post('/api/v1/applications/').set('Accept-Language', language);
    for (const [name, value] of Object.entries(validApplicationFields())) req = req.field(name, value);
    return req
      .attach('identity_doc', PDF, 'Удостоверение личности.pdf')
      .attach('education_diploma', PNG, 'Диплом.png');
  }

  function uploadLessonFiles(courseId: number, lessonId: number, files: Array<[Buffer, string]>) {
    const req = t.http.post(`${COURSES}/${courseId}/lessons/${lessonId}/upload_files/`).set(admin.auth);
    for (const [content, name] of files) void req.attach('files', content, name);
    return req;
  }

  async function count(table: string): Promise<number> {
    const [{ n }] = (await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`)) as Array<{
      n: number;
    }>;
    return n;
  }

  /** Every stored name the database keeps has its object in the bucket. */
  async function expectEveryRowStored(): Promise<void> {
    const rows = (await t.dataSource.query(
      'SELECT stored_name FROM application_files UNION ALL SELECT stored_name FROM stored_files',
    )) as Array<{ stored_name: string }>;
    expect(rows.length).toBeGreaterThan(0);
    for (const { stored_name } of rows) expect(await bucket.stat(stored_name)).not.toBeNull();
  }

  it('keeps applications and lesson files in the bucket, none on the disk, and gives them back byte for byte', async () => {
    expect(t.app.get(StorageService).kind).toBe('s3');
    const { body } = await submitApplication().expect(201);
    const files = (await t.dataSource.query(
      'SELECT field, stored_name, size, sha256 FROM application_files WHERE application_id = $1 ORDER BY field',
      [body.id],
    )) as Array<{ field: string; stored_name: string; size: number; sha256: string }>;
    expect(files.map((file) => file.field)).toEqual(['education_diploma', 'identity_doc']);
    for (const file of files) {
      const stored = await digestOf(await bucket.get(file.stored_name));
      expect(stored).toEqual({ sha256: file.sha256, size: file.size });
    }
    const document = await t.http
      .get(`/api/v1/applications/${body.id}/files/identity_doc/`)
      .set(admin.auth)
      .responseType('blob')
      .expect(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(Number(document.headers['content-length'])).toBe(PDF.length);
    expect(document.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Удостоверение личности.pdf')}`,
    );
    expect(Buffer.compare(document.body as Buffer, PDF)).toBe(0);

    const course = await newCourse(t, admin.auth);
    const lesson = await newLesson(t, admin.auth, course.id, { title: 'Кіріспе' });
    const pdf = onePagePdf('Дәріс');
    const uploaded = await uploadLessonFiles(course.id, lesson.id, [
      [pdf, 'Дәріс.pdf'],
      [PDF, 'Тапсырма.pdf'],
    ]).expect(201);
    const fileId = (uploaded.body as { files: Array<{ id: number }> }).files[0].id;
    const file = await t.http
      .get(`${COURSES}/${course.id}/lessons/${lesson.id}/files/${fileId}/`)
      .set(admin.auth)
      .responseType('blob')
      .expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(Number(file.headers['content-length'])).toBe(pdf.length);
    expect(Buffer.compare(file.body as Buffer, pdf)).toBe(0);

    const zip = await t.http
      .get(`${COURSES}/${course.id}/lessons/${lesson.id}/download_all/`)
      .set(admin.auth)
      .responseType('blob')
      .expect(200);
    expect(Number(zip.headers['content-length'])).toBe((zip.body as Buffer).length);
    const entries = await unzip(zip.body as Buffer);
    expect([...entries.keys()]).toEqual(['Дәріс.pdf', 'Тапсырма.pdf']);
    expect(Buffer.compare(entries.get('Дәріс.pdf')!, pdf)).toBe(0);
    expect(Buffer.compare(entries.get('Тапсырма.pdf')!, PDF)).toBe(0);

    // Nothing of the uploads stayed on this machine's disk.
    for (const folder of ['applications', 'lessons', 'courses']) {
      expect(existsSync(join(t.config.storageDir, folder))).toBe(false);
    }
    await expectEveryRowStored();
  });

  it('keeps a profile photo in the bucket, serves it, and removes the one it replaces', async () => {
    const { user, auth } = await signedIn(t, 'user');
    const photo = smallPng();
    await t.http.patch('/api/v1/users/profile/').set(auth).attach('image', photo, 'me.png').expect(200);
    const [{ image_path: first }] = (await t.dataSource.query('SELECT image_path FROM users WHERE id = $1', [
      user.id,
    ])) as Array<{ image_path: string }>;
    expect(first).toMatch(/^photos\//);
    expect((await bucket.stat(first))?.size).toBe(photo.length);
    const served = await t.http.get(`/api/v1/users/${user.id}/photo/`).set(auth).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body as Buffer, photo)).toBe(0);

    await t.http.patch('/api/v1/users/profile/').set(auth).attach('image', photo, 'again.png').expect(200);
    expect(await bucket.stat(first)).toBeNull();
  });

  it('removes from the bucket the object of a row whose transaction rolled back, and a removed row’s once committed', async () => {
    const storedFiles = t.app.get(StoredFilesService);
    const file = { type: 'pdf' as const, originalName: 'Дәріс.pdf', content: PDF };
    const options = { folder: 'courses', uploadedBy: admin.user.id };
    let rolledBack = '';
    await expect(
      t.dataSource.transaction(async (manager) => {
        rolledBack = (await storedFiles.store(manager, file, options)).storedName;
        expect(await bucket.stat(rolledBack)).not.toBeNull();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await bucket.stat(rolledBack)).toBeNull();

    const kept = await t.dataSource.transaction((manager) => storedFiles.store(manager, file, options));
    await t.dataSource.transaction(async (manager) => {
      await storedFiles.remove(manager, [kept.id]);
      expect(await bucket.stat(kept.storedName)).not.toBeNull();
    });
    expect(await bucket.stat(kept.storedName)).toBeNull();
  });

  it('sweeps unreferenced application documents out of the bucket', async () => {
    const orphan = await t.app.get(StorageService).save('applications', 'pdf', PDF);
    // Everything counts as old: only objects no row names may go.
    expect(await t.app.get(ApplicationFileSweeper).sweep(0, Date.now() + 60_000)).toBe(1);
    expect(await bucket.stat(orphan)).toBeNull();
    await expectEveryRowStored();
  });

  describe('when the store goes down', () => {
    afterEach(() => s3.restart());

    it('answers an upload cut off mid-way with 503 in the user’s language, and no row names a missing object', async () => {
      const before = { applications: await count('applications'), files: await count('application_files') };
      let stopped = false;
      s3.onRequest((request) => {
        if (!stopped && request.method === 'PUT' && request.url?.includes('/applications/')) {
          stopped = true;
          void s3.stop();
        }
      });
      const res = await submitApplication('kk');
      expect(stopped).toBe(true);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ detail: MESSAGES.kk['file.storage_unavailable'] });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect({ applications: await count('applications'), files: await count('application_files') }).toEqual(
        before,
      );

      // A lesson file too: its stored_files row is never written.
      const course = await newCourse(t, admin.auth);
      const lesson = await newLesson(t, admin.auth, course.id);
      const storedBefore = await count('stored_files');
      const refused = await uploadLessonFiles(course.id, lesson.id, [[PDF, 'a.pdf']]).set(
        'Accept-Language',
        'ru',
      );
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual({ detail: MESSAGES.ru['file.storage_unavailable'] });
      expect(await count('stored_files')).toBe(storedBefore);

      await s3.restart();
      await expectEveryRowStored();
    });

    it('answers downloads with 503, never a hanging or broken response', async () => {
      const { body } = await submitApplication().expect(201);
      const course = await newCourse(t, admin.auth);
      const lesson = await newLesson(t, admin.auth, course.id);
      await uploadLessonFiles(course.id, lesson.id, [[PDF, 'a.pdf']]).expect(201);
      await s3.stop();
      for (const path of [
        `/api/v1/applications/${body.id}/files/identity_doc/`,
        `${COURSES}/${course.id}/lessons/${lesson.id}/download_all/`,
      ]) {
        const res = await t.http.get(path).set(admin.auth).set('Accept-Language', 'kk').timeout(15_000);
        expect(res.status).toBe(503);
        expect(res.body).toEqual({ detail: MESSAGES.kk['file.storage_unavailable'] });
        expect(res.headers['retry-after']).toBeDefined();
      }
    });
  });
});
