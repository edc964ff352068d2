import { healthLiveSchema, healthReadinessSchema, type z } from '@expert-portal/contracts';
import { StorageService } from '../src/core/files/storage.service';
import type { HealthLive, HealthReadiness } from '../src/modules/health/health.controller';
import { startTestApp, type TestApp } from './support/test-app';

// The controller's types agree with the schemas the OpenAPI document is generated from.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>(): T | undefined => undefined;
agree<Same<HealthLive, z.infer<typeof healthLiveSchema>>>();
agree<Same<HealthReadiness, z.infer<typeof healthReadinessSchema>>>();

describe('health: live and ready', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('live answers that the process answers, without a token', async () => {
    const res = await t.http.get('/api/v1/health/live').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
    healthLiveSchema.parse(res.body);
  });

  it('ready checks PostgreSQL, Redis, the file store and the migrations', async () => {
    const res = await t.http.get('/api/v1/health/ready').expect(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: 'up',
      redis: 'up',
      storage: 'up',
      migrations: 'up',
    });
    healthReadinessSchema.parse(res.body);
  });

  it('ready answers 503 naming Redis while the app has lost it, and ok again once it is back', async () => {
    t.redis.disconnect();
    try {
      const down = await t.http.get('/api/v1/health/ready').expect(503);
      expect(down.body).toEqual({
        status: 'degraded',
        database: 'up',
        redis: 'down',
        storage: 'up',
        migrations: 'up',
      });
      // The old report stays as it was: the database and Redis only.
      const old = await t.http.get('/api/v1/health/').expect(503);
      expect(old.body).toEqual({ status: 'degraded', database: 'up', redis: 'down' });
      await t.http.get('/api/v1/health/live').expect(200);
    } finally {
      await t.redis.connect();
    }
    await t.http.get('/api/v1/health/ready').expect(200);
  });

  it('ready answers 503 when a migration of this build is missing from the database', async () => {
    const [last] = (await t.dataSource.query(
      'SELECT id, timestamp, name FROM migrations ORDER BY id DESC LIMIT 1',
    )) as { id: number; timestamp: string; name: string }[];
    await t.dataSource.query('DELETE FROM migrations WHERE id = $1', [last!.id]);
    try {
      const res = await t.http.get('/api/v1/health/ready').expect(503);
      expect(res.body).toMatchObject({ status: 'degraded', database: 'up', migrations: 'pending' });
    } finally {
      await t.dataSource.query('INSERT INTO migrations (id, timestamp, name) VALUES ($1, $2, $3)', [
        last!.id,
        last!.timestamp,
        last!.name,
      ]);
    }
    await t.http.get('/api/v1/health/ready').expect(200);
  });

  it('ready answers 503 naming the store when it cannot be reached', async () => {
    const storage = t.app.get(StorageService);
    const check = jest.spyOn(storage, 'check').mockRejectedValueOnce(new Error('store unreachable'));
    try {
      const res = await t.http.get('/api/v1/health/ready').expect(503);
      expect(res.body).toMatchObject({ status: 'degraded', storage: 'down', redis: 'up', database: 'up' });
    } finally {
      check.mockRestore();
    }
  });
});
