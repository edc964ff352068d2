import type Redis from 'ioredis';
import { createRedis } from './redis-connection';

/**
 * A connection subscribed to `channels`, and subscribed again each time it reconnects after Redis went away.
 * ioredis's own resubscription (`autoResubscribe`) drops its promise: closed before Redis answered it (the
 * process stopping just as Redis came back), it rejected with no one listening, an unhandled rejection that
 * ends a Node process. Here each resubscription's failure goes to `onError`, unless the connection was being
 * closed on purpose. Resolves once the first subscription is made.
 */
export async function createSubscriber(
  url: string,
  channels: string[],
  onMessage: (channel: string, message: string) => void,
  onError: (error: Error) => void,
): Promise<Redis> {
  const subscriber = createRedis(url, { autoResubscribe: false });
  subscriber.on('message', onMessage);
  await subscriber.subscribe(...channels);
  // Attached after the first subscription, so 'ready' from here on means a reconnection.
  subscriber.on('ready', () => {
    subscriber.subscribe(...channels).catch((error: Error) => {
      if (subscriber.status !== 'end') onError(error);
    });
  });
  return subscriber;
}
