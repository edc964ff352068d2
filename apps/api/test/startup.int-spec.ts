import { ensureDatabase, ServiceUnavailableOnStart } from '../src/core/database/ensure-database';
import { assertRedisReachable } from '../src/core/redis/redis-connection';
import { runId, serverUrl, withAdminClient } from './support/test-database';

describe('start-up checks', () => {
  it('fails fast when PostgreSQL is unreachable, saying how to start it', async () => {
    const started = Date.now();
    const failure = ensureDatabase('postgres://postgres@127.0.0.1:1/expert_portal');
    await expect(failure).rejects.toBeInstanceOf(ServiceUnavailableOnStart);
    await expect(failure).rejects.toThrow(
      /PostgreSQL is not reachable at 127\.0\.0\.1:1[\s\S]*docker compose up -d/,
    );
    expect(Date.now() - started).toBeLessThan(6000);
  });

  it('fails fast when Redis is unreachable, saying how to start it', async () => {
    const failure = assertRedisReachable('redis://127.0.0.1:1');
    await expect(failure).rejects.toBeInstanceOf(ServiceUnavailableOnStart);
    await expect(failure).rejects.toThrow(
      /Redis is not reachable at 127\.0\.0\.1:1 \(.*ECONNREFUSED.*\)[\s\S]*docker compose up -d redis/,
    );
  });

  it('creates the database when it does not exist yet, and accepts one that does', async () => {
    const name = `ep_test_${runId()}_created`;
    // Twice at once, as the API and the worker do on a first start, then once more.
    await Promise.all([ensureDatabase(serverUrl(name)), ensureDatabase(serverUrl(name))]);
    await ensureDatabase(serverUrl(name));
    const found = await withAdminClient((client) =>
      client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]),
    );
    expect(found.rowCount).toBe(1);
    await withAdminClient((client) => client.query(`DROP DATABASE "${name}"`));
  });
});
