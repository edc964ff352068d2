import { randomBytes } from 'node:crypto';
import type Redis from 'ioredis';
import { createRedis } from '../src/core/redis/redis-connection';
import { createSubscriber } from '../src/core/redis/redis-subscriber';
import { TcpGate } from './support/tcp-gate';
import { until } from './support/worker-process';

describe('a Redis subscriber across its connection being lost', () => {
  let gate: TcpGate;
  let publisher: Redis;
  const channel = `ept-subscriber-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    const { port } = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    gate = await TcpGate.open(Number(port || 6379));
    publisher = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  });
  afterAll(async () => {
    publisher.disconnect();
    await gate.close();
  });

  it('subscribes again once it reconnects, so messages reach it', async () => {
    const received: string[] = [];
    const errors: Error[] = [];
    const subscriber = await createSubscriber(
      gate.url,
      [channel],
      (_, message) => received.push(message),
      (error) => errors.push(error),
    );
    gate.cut();
    await until(async () => (await publisher.publish(channel, 'after')) === 1, 10_000);
    await until(async () => received.includes('after'), 5000);
    expect(errors).toEqual([]);
    subscriber.disconnect();
  });

  it('closed while it subscribes again, it leaves no unhandled rejection (one ends a Node process)', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    const errors: Error[] = [];
    const subscriber = await createSubscriber(
      gate.url,
      [channel],
      () => undefined,
      (error) => errors.push(error),
    );
    // The process stops just as Redis came back: the subscription is sent, and not yet answered.
    gate.holdFrom = /subscribe/i;
    const closed = new Promise((resolve) => subscriber.once('end', resolve));
    subscriber.once('ready', () => subscriber.disconnect());
    gate.cut();
    await closed;
    await new Promise((resolve) => setTimeout(resolve, 100));
    process.off('unhandledRejection', record);
    gate.holdFrom = undefined;
    expect(unhandled).toEqual([]);
    expect(errors).toEqual([]);
  });
});
