import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../config/config';
import { ServiceUnavailableOnStart } from '../../database/ensure-database';
import { StorageSettingsError, storageConfigOf } from './storage-config';

const S3 = {
  STORAGE_DRIVER: 's3',
  S3_BUCKET: 'portal-files',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

/** The error `run` throws, which must be a StorageSettingsError of one line. */
function settingsError(run: () => unknown): StorageSettingsError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(StorageSettingsError);
    // main.ts and worker.ts print a ServiceUnavailableOnStart's message alone, without a stack.
    expect(error).toBeInstanceOf(ServiceUnavailableOnStart);
    expect((error as Error).message).not.toContain('\n');
    return error as StorageSettingsError;
  }
  throw new Error('no error thrown');
}

describe('storage settings', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'ep-storage-config-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps files in STORAGE_DIR by default, so a start needs nothing new', () => {
    expect(loadConfig({ STORAGE_DIR: dir }).storage).toEqual({ driver: 'fs', dir });
    expect(storageConfigOf({ STORAGE_DRIVER: '' }, dir)).toEqual({ driver: 'fs', dir });
  });

  it('stops on an unknown driver with one line that names the choices', () => {
    const error = settingsError(() => loadConfig({ STORAGE_DIR: dir, STORAGE_DRIVER: 'gcs' }));
    expect(error.message).toMatch(
      /^STORAGE_DRIVER must be fs or s3, not "gcs": set STORAGE_DRIVER=fs .* or STORAGE_DRIVER=s3/,
    );
  });

  it('names every missing S3 variable', () => {
    expect(settingsError(() => storageConfigOf({ STORAGE_DRIVER: 's3' }, dir)).message).toMatch(
      /^STORAGE_DRIVER=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set them/,
    );
    expect(settingsError(() => storageConfigOf({ ...S3, S3_SECRET_ACCESS_KEY: ' ' }, dir)).message).toMatch(
      /^STORAGE_DRIVER=s3 needs S3_SECRET_ACCESS_KEY: set it/,
    );
  });

  it('refuses an endpoint that is not an address, a bucket name S3 refuses, and a flag that is not one', () => {
    expect(settingsError(() => storageConfigOf({ ...S3, S3_ENDPOINT: 'minio:9000' }, dir)).message).toMatch(
      /^S3_ENDPOINT must be an http:\/\/ or https:\/\/ address/,
    );
    expect(settingsError(() => storageConfigOf({ ...S3, S3_BUCKET: 'My_Files' }, dir)).message).toMatch(
      /^S3_BUCKET "My_Files" is not a bucket name/,
    );
    expect(settingsError(() => storageConfigOf({ ...S3, S3_FORCE_PATH_STYLE: 'maybe' }, dir)).message).toBe(
      'S3_FORCE_PATH_STYLE must be true or false, not "maybe".',
    );
  });

  it('reads the S3 settings: path-style by default with an endpoint (MinIO, Ceph), not without (AWS)', () => {
    expect(storageConfigOf({ ...S3, S3_ENDPOINT: 'http://127.0.0.1:9000' }, dir)).toEqual({
      driver: 's3',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'portal-files',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(storageConfigOf({ ...S3, S3_REGION: 'eu-central-1' }, dir)).toMatchObject({
      endpoint: undefined,
      region: 'eu-central-1',
      forcePathStyle: false,
    });
    expect(
      storageConfigOf({ ...S3, S3_ENDPOINT: 'https://s3.example.kz', S3_FORCE_PATH_STYLE: 'false' }, dir),
    ).toMatchObject({ forcePathStyle: false });
  });
});
