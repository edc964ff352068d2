import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { IncomingMessage, Server } from 'node:http';
import { join } from 'node:path';
import { freePort } from './api-process';

/** The part of s3rver (3.7, no type declarations of its own) the tests use. */
interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
  /** Set once running. */
  httpServer?: Server;
}
type S3rverConstructor = new (options: {
  port: number;
  address: string;
  directory: string;
  silent: boolean;
  configureBuckets: Array<{ name: string }>;
}) => S3rverInstance;

// eslint-disable-next-line @typescript-eslint/no-require-imports -- s3rver has no types; typed above
const S3rver = require('s3rver') as S3rverConstructor;

export interface TestS3 {
  endpoint: string;
  port: number;
  bucket: string;
  /** Where s3rver keeps the objects (removed by close() unless it was given). */
  directory: string;
  /** The variables that point the API (startTestApp, a worker, the copy tool) at this store. */
  env: {
    STORAGE_DRIVER: 's3';
    S3_ENDPOINT: string;
    S3_REGION: string;
    S3_BUCKET: string;
    S3_ACCESS_KEY_ID: string;
    S3_SECRET_ACCESS_KEY: string;
    S3_FORCE_PATH_STYLE: 'true';
  };
  /** Calls `listener` on every request the store receives (e.g. to stop it in the middle of an upload). */
  onRequest(listener: (request: IncomingMessage) => void): void;
  /** Stops the server at once, open connections cut (the store goes down); the objects stay for restart(). */
  stop(): Promise<void>;
  /** Starts it again on the same port and directory, after stop(). */
  restart(): Promise<void>;
  /** Stops it and removes its directory (unless one was given). */
  close(): Promise<void>;
}

/**
 * An S3-compatible store in this process (s3rver): on a free port (or `port`), in a temporary directory (or
 * `directory`), with `bucket` created (3+ characters; default `portal-files`). Credentials are s3rver's own,
 * S3RVER/S3RVER.
 */
export async function startS3rver(
  options: { bucket?: string; port?: number; directory?: string } = {},
): Promise<TestS3> {
  const bucket = options.bucket ?? 'portal-files';
  const directory = options.directory ?? mkdtempSync(join(tmpdir(), 'ep-s3-'));
  const create = (port: number) =>
    new S3rver({
      port,
      address: '127.0.0.1',
      directory,
      silent: true,
      configureBuckets: [{ name: bucket }],
    });
  // A claimed port (freePort): started again after stop(), it must still be free.
  let server: S3rverInstance | null = create(options.port ?? (await freePort()));
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = async () => {
    const running = server;
    server = null;
    if (!running) return;
    const closing = running.close();
    // close() alone waits for the connections in use, such as an upload under way.
    running.httpServer?.closeAllConnections();
    await closing;
  };
  const listeners: Array<(request: IncomingMessage) => void> = [];
  const listen = (running: S3rverInstance) =>
    running.httpServer?.prependListener('request', (request: IncomingMessage) =>
      listeners.forEach((listener) => listener(request)),
    );
  listen(server);
  return {
    endpoint,
    port,
    bucket,
    directory,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    onRequest(listener) {
      listeners.push(listener);
    },
    stop,
    async restart() {
      if (server) return;
      server = create(port);
      await server.run();
      listen(server);
    },
    async close() {
      await stop();
      if (!options.directory) rmSync(directory, { recursive: true, force: true });
    },
  };
}
