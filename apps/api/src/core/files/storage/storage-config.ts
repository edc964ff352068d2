import { ServiceUnavailableOnStart } from '../../database/ensure-database';

/** Where the files live: the folder STORAGE_DIR (`fs`, the default) or an S3-compatible bucket (`s3`). */
export type StorageConfig =
  | { driver: 'fs'; dir: string }
  | {
      driver: 's3';
      /** Unset for AWS itself (the region picks the endpoint); MinIO, Ceph and other stores need it. */
      endpoint: string | undefined;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** `http://host/bucket/key` rather than `http://bucket.host/key`: what MinIO and Ceph expect. */
      forcePathStyle: boolean;
    };

/** The environment variables the storage reads (empty strings count as unset). */
export interface StorageEnv {
  STORAGE_DRIVER?: string;
  S3_ENDPOINT?: string;
  S3_REGION?: string;
  S3_BUCKET?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE?: string;
}

/**
 * Wrong storage settings: the process stops with this one line, which says what to set. A kind of
 * ServiceUnavailableOnStart, so the API and the worker print it alone, without a stack.
 */
export class StorageSettingsError extends ServiceUnavailableOnStart {
  constructor(message: string) {
    super(message);
    this.name = 'StorageSettingsError';
  }
}

const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

function flag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (/^(1|true|yes)$/i.test(value)) return true;
  if (/^(0|false|no)$/i.test(value)) return false;
  throw new StorageSettingsError(`${name} must be true or false, not "${value}".`);
}

/** Reads and checks the storage variables; throws StorageSettingsError (one line) on a wrong setting. */
export function storageConfigOf(env: StorageEnv, storageDir: string): StorageConfig {
  const value = (name: keyof StorageEnv) => env[name]?.trim() || undefined;
  const driver = value('STORAGE_DRIVER') ?? 'fs';
  if (driver === 'fs') return { driver, dir: storageDir };
  if (driver !== 's3') {
    throw new StorageSettingsError(
      `STORAGE_DRIVER must be fs or s3, not "${driver}": set STORAGE_DRIVER=fs (files in STORAGE_DIR) or STORAGE_DRIVER=s3 (with S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and, for MinIO or Ceph, S3_ENDPOINT).`,
    );
  }
  const missing = S3_REQUIRED.filter((name) => !value(name));
  if (missing.length) {
    throw new StorageSettingsError(
      `STORAGE_DRIVER=s3 needs ${missing.join(', ')}: set ${missing.length > 1 ? 'them' : 'it'} (and S3_ENDPOINT for MinIO or Ceph), or use STORAGE_DRIVER=fs.`,
    );
  }
  const endpoint = value('S3_ENDPOINT');
  if (endpoint !== undefined) {
    let url: URL | null;
    try {
      url = new URL(endpoint);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new StorageSettingsError(
        `S3_ENDPOINT must be an http:// or https:// address, such as http://127.0.0.1:9000, not "${endpoint}".`,
      );
    }
  }
  const bucket = value('S3_BUCKET')!;
  // S3's own rule for bucket names, checked here so a typo is told at start rather than on the first upload.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new StorageSettingsError(
      `S3_BUCKET "${bucket}" is not a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens.`,
    );
  }
  return {
    driver,
    endpoint,
    region: value('S3_REGION') ?? 'us-east-1',
    bucket,
    accessKeyId: value('S3_ACCESS_KEY_ID')!,
    secretAccessKey: value('S3_SECRET_ACCESS_KEY')!,
    forcePathStyle: flag('S3_FORCE_PATH_STYLE', value('S3_FORCE_PATH_STYLE'), endpoint !== undefined),
  };
}

/** Where the files are, for messages: never a secret. */
export function describeStorage(config: StorageConfig): string {
  if (config.driver === 'fs') return `folder ${config.dir}`;
  return `bucket ${config.bucket} at ${config.endpoint ?? `AWS S3 (${config.region})`}`;
}
