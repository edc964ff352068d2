import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { StorageConfig } from './storage-config';
import {
  assertStorageKey,
  failureReason,
  StorageUnavailableError,
  StoredObjectMissingError,
  type PutOptions,
  type StorageDriver,
  type StoredObjectInfo,
} from './storage-driver';

type S3Config = Extract<StorageConfig, { driver: 's3' }>;

/** The smallest part S3 takes: a streamed upload holds at most QUEUE_SIZE parts of it in memory. */
export const MULTIPART_PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;
/** How long the start-up and readiness check waits for the store. */
const CHECK_TIMEOUT_MS = 10_000;

// The SDK warns once per process that its releases from 2027 on need Node 22. The portal runs on Node 20
// (package.json's engines) and pins its SDK version, so the warning says nothing to act on; this is the SDK's
// own switch for it (@aws-sdk/core), and an operator who sets the variable to anything else still sees it.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

function isMissing(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound' || (name !== 'NoSuchBucket' && statusOf(error) === 404);
}

/**
 * Any S3-compatible store (MinIO, Ceph, a cloud bucket) through AWS SDK v3. Streams go up in parts
 * (lib-storage's Upload), so an upload of any size holds at most two 5 MiB parts in memory; downloads are the
 * store's response streamed on.
 */
export class S3StorageDriver implements StorageDriver {
  readonly kind = 's3';
  readonly location: string;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(private readonly config: S3Config) {
    this.bucket = config.bucket;
    this.location = `bucket ${config.bucket} at ${config.endpoint ?? `AWS S3 (${config.region})`}`;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // The SDK's newer default checksums (CRC32 headers, aws-chunked bodies) are unknown to many
      // S3-compatible stores (older MinIO and Ceph among them): checksums only where an operation needs one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      requestHandler: {
        // An endpoint that does not answer fails in seconds rather than holding the request.
        connectionTimeout: 5000,
        // A connection idle this long is given up: a download stops instead of hanging on a silent store.
        // Long enough for a slow client to drain what the download has buffered.
        socketTimeout: 120_000,
        httpAgent: { keepAlive: true, maxSockets: 256 },
        httpsAgent: { keepAlive: true, maxSockets: 256 },
      },
    });
  }

  async put(key: string, content: Buffer | Readable, options: PutOptions = {}): Promise<void> {
    assertStorageKey(key);
    const params = {
      Bucket: this.bucket,
      Key: key,
      ContentType: options.contentType,
      Metadata: options.sha256 ? { sha256: options.sha256 } : undefined,
    };
    try {
      if (Buffer.isBuffer(content)) {
        await this.client.send(
          new PutObjectCommand({ ...params, Body: content, ContentLength: content.length }),
        );
      } else {
        // Parts of MULTIPART_PART_SIZE; a failed upload is aborted, so no part stays behind in the bucket.
        const upload = new Upload({
          client: this.client,
          params: { ...params, Body: content },
          partSize: MULTIPART_PART_SIZE,
          queueSize: QUEUE_SIZE,
          leavePartsOnError: false,
        });
        await upload.done();
      }
    } catch (error) {
      throw this.unavailable(`could not write ${key}`, error);
    }
  }

  async get(key: string): Promise<Readable> {
    assertStorageKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(answer.Body instanceof Readable)) throw new Error('the store answered without a body');
      return answer.Body;
    } catch (error) {
      if (isMissing(error)) throw new StoredObjectMissingError(key);
      throw this.unavailable(`could not read ${key}`, error);
    }
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    assertStorageKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        key,
        size: head.ContentLength ?? 0,
        lastModified: head.LastModified ?? new Date(0),
        sha256: head.Metadata?.sha256,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw this.unavailable(`could not stat ${key}`, error);
    }
  }

  async remove(key: string): Promise<void> {
    assertStorageKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return;
      throw this.unavailable(`could not remove ${key}`, error);
    }
  }

  async *list(prefix: string): AsyncIterable<StoredObjectInfo> {
    let token: string | undefined;
    do {
      let page;
      try {
        page = await this.client.send(
          new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
        );
      } catch (error) {
        throw this.unavailable(`could not list ${prefix || 'the bucket'}`, error);
      }
      for (const object of page.Contents ?? []) {
        if (object.Key === undefined) continue;
        yield { key: object.Key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** HeadBucket: the endpoint answers, the bucket is there and the credentials are taken. */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), {
        abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      });
    } catch (error) {
      throw new StorageUnavailableError(this.checkFailure(error), { cause: error });
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }

  /** One line on what is wrong and what to set. */
  private checkFailure(error: unknown): string {
    const status = statusOf(error);
    const endpoint = this.config.endpoint ?? `AWS S3 (${this.config.region})`;
    if (status === 404) {
      return `The S3 bucket "${this.bucket}" does not exist at ${endpoint}: create it (e.g. \`mc mb <alias>/${this.bucket}\`) or set S3_BUCKET to an existing bucket.`;
    }
    if (status === 401 || status === 403) {
      return `${endpoint} refused the S3 credentials for bucket "${this.bucket}" (HTTP ${status}): set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY to a key that may read and write it.`;
    }
    if (error instanceof S3ServiceException || status !== undefined) {
      return `The S3 store at ${endpoint} failed the bucket check of "${this.bucket}" (${failureReason(error)}${status ? `, HTTP ${status}` : ''}): check S3_ENDPOINT, S3_REGION and S3_FORCE_PATH_STYLE.`;
    }
    return `The S3 store is not reachable at ${endpoint} (${failureReason(error)}): start it (\`docker compose up -d minio\`) or set S3_ENDPOINT to a running one.`;
  }

  private unavailable(what: string, error: unknown): StorageUnavailableError {
    const status = statusOf(error);
    const reason = `${failureReason(error)}${status ? `, HTTP ${status}` : ''}`;
    return new StorageUnavailableError(`${this.location}: ${what} (${reason})`, { cause: error });
  }
}
