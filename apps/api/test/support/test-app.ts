import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import type { Role, TokenPair } from '@expert-portal/contracts';
import type Redis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createHttpApp } from '../../src/bootstrap/create-http-app';
import { loadConfig, type AppConfig } from '../../src/core/config/config';
import { REDIS } from '../../src/core/redis/redis.module';
import { hashPassword } from '../../src/modules/auth/auth.service';
import { User } from '../../src/modules/users/user.entity';
import { freePort } from './api-process';
import { createTestDatabase, dropDatabase } from './test-database';

export interface TestApp {
  app: INestApplication;
  /** Where the application listens (127.0.0.1, a free port), for clients other than `http`. */
  baseUrl: string;
  http: ReturnType<typeof request>;
  config: AppConfig;
  dataSource: DataSource;
  redis: Redis;
  close(): Promise<void>;
}

/** The real HTTP application on a fresh database, its own Redis prefix and its own storage folder. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const storageDir = mkdtempSync(join(tmpdir(), 'ep-storage-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    REDIS_PREFIX: `ept-${database.name}-${randomBytes(2).toString('hex')}`,
    STORAGE_DIR: storageDir,
    WEB_DIST_DIR: join(storageDir, 'no-web-build'),
    // A test process on a loaded machine can be off the CPU for over the production 1.5 s; Redis being
    // down is still answered at once (no offline queue), which is what the fault tests stop it for.
    REDIS_COMMAND_TIMEOUT_MS: '10000',
    ...env,
  });
  const app = await createHttpApp(config);
  // Listening for the whole file, on a port freePort claims. Given a server that does not listen, supertest
  // starts it on a port of the kernel's choosing for each request and closes it after: a listen, a connection
  // and a close per request (a third of the 18,000 requests of bad-input's time), and thousands of short-lived
  // listeners a run, one of which could take the port freePort had just handed an API process of another file
  // before it started on it (multi-process then met another file's app there: 401 for its tokens).
  const port = await freePort();
  await app.listen(port, '127.0.0.1');
  const redis = app.get<Redis>(REDIS);
  const connections = new Agent({ keepAlive: true });
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    http: keptAlive(request(app.getHttpServer()), connections),
    config,
    dataSource: app.get(DataSource),
    redis,
    async close() {
      const keys = await redis.keys(`${config.redisPrefix}:*`);
      if (keys.length) await redis.del(...keys);
      connections.destroy();
      await app.close();
      await dropDatabase(database.name);
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

/** Each request of `http` through `agent`, which keeps its connections: superagent opens one per request. */
function keptAlive(http: ReturnType<typeof request>, agent: Agent): ReturnType<typeof request> {
  for (const method of ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const) {
    const open = http[method].bind(http);
    http[method] = (url: string) => open(url).agent(agent);
  }
  return http;
}

let sequence = 0;

/** A user with a known password (default `secret-pass-1`). */
export async function newUser(
  dataSource: DataSource,
  overrides: Partial<User> & { password?: string } = {},
): Promise<User & { password: string }> {
  const { password = 'secret-pass-1', ...fields } = overrides;
  sequence += 1;
  const user = dataSource.getRepository(User).create({
    username: `user${sequence}_${randomBytes(3).toString('hex')}`,
    role: 'user' as Role,
    firstName: 'Алия',
    lastName: 'Нурланова',
    name: 'Нурланова Алия',
    passwordHash: await hashPassword(password),
    ...fields,
  });
  await dataSource.getRepository(User).save(user);
  return Object.assign(user, { password });
}

export async function login(t: TestApp, username: string, password: string): Promise<TokenPair> {
  const res = await t.http.post('/token/').send({ username, password }).expect(200);
  return res.body as TokenPair;
}

/** A signed-in user of the role; returns the user and a bearer header. */
export async function signedIn(t: TestApp, role: Role, fields: Partial<User> = {}) {
  const user = await newUser(t.dataSource, { role, ...fields });
  const tokens = await login(t, user.username, user.password);
  return { user, tokens, auth: { Authorization: `Bearer ${tokens.access}` } };
}
