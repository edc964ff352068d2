import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Language } from '@expert-portal/contracts';
import type { Response } from 'express';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { SessionVerifier } from '../../core/auth/session-verifier.service';
import { sessionRevokedChannel } from '../../core/auth/session-revocations';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { typedSql } from '../../core/database/typed-sql';
import { Metrics } from '../../core/metrics/metrics.service';
import { createSubscriber } from '../../core/redis/redis-subscriber';
import { notificationsChannel } from './jobs/deliver-notification.job';
import { NOTIFICATION_COLUMNS, toNotificationDto, type NotificationRow } from './notification-view';

const HEARTBEAT_MS = 25_000;
// setTimeout's longest delay; a stream whose token outlives it is ended early, and its client reconnects.
const MAX_TIMER_MS = 2 ** 31 - 1;
// Sent before a stream ends because the process stops: the pause before reconnecting (`retry`, which
// EventSource follows; the web client retries after its own pause anyway) and an event saying why.
const RECONNECT_HINT = 'retry: 1000\nevent: reconnect\ndata: {"reason":"server_stopping"}\n\n';

interface Stream {
  res: Response;
  userId: number;
  language: Language;
  sessionId: string;
  expiresAt: number;
  expiry: NodeJS.Timeout;
}

/**
 * Server-sent event streams of the signed-in users of this process, fed by one Redis subscription. A stream
 * lives only as long as what opened it: it is ended when its access token expires and when its login is
 * revoked (announced on Redis, and checked before every notification and at every heartbeat); the client
 * then reconnects with a fresh token, or cannot.
 */
@Injectable()
export class NotificationStreams implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('NotificationStreams');
  private readonly streams = new Map<number, Set<Stream>>();
  private subscriber?: Redis;
  private heartbeat?: NodeJS.Timeout;
  private stopping = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionVerifier,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    metrics: Metrics,
  ) {
    // Counted when scraped (`sse_connections`), not on every open and close.
    metrics.countSseConnections(() => {
      let open = 0;
      for (const set of this.streams.values()) open += set.size;
      return open;
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    const notifications = notificationsChannel(this.config.redisPrefix);
    const revocations = sessionRevokedChannel(this.config.redisPrefix);
    this.subscriber = await createSubscriber(
      this.config.redisUrl,
      [notifications, revocations],
      (channel, message) => {
        if (channel === notifications) void this.dispatch(message);
        else if (channel === revocations) this.endSession(message);
      },
      (error) => this.logger.warn(`could not subscribe again after Redis came back: ${error.message}`),
    );
    this.heartbeat = setInterval(() => void this.beat(), HEARTBEAT_MS);
  }

  // Before the HTTP server closes: it waits for open connections, and a stream stays open until ended.
  beforeApplicationShutdown(): void {
    this.stopStreaming();
    this.subscriber?.disconnect();
  }

  /**
   * The process is stopping (SIGTERM): every stream ends with a hint to reconnect soon, which the client's
   * retry does (to another process behind the proxy, or this one restarted), and a stream opened from now
   * on ends at once the same way. Called as soon as the stop begins, so the server's close need not wait.
   */
  stopStreaming(): void {
    this.stopping = true;
    clearInterval(this.heartbeat);
    for (const stream of this.all()) this.end(stream, true);
  }

  /** Opens a stream for the signed-in user on this response; it closes when the client goes away. */
  open(user: AuthUser, language: Language, res: Response): void {
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('Connection', 'keep-alive');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    res.write(': connected\n\n');
    if (this.stopping) {
      res.end(RECONNECT_HINT);
      return;
    }
    const stream: Stream = {
      res,
      userId: user.id,
      language,
      sessionId: user.sessionId,
      expiresAt: user.expiresAt,
      expiry: setTimeout(
        () => this.end(stream),
        Math.min(MAX_TIMER_MS, Math.max(0, user.expiresAt - Date.now())),
      ),
    };
    const set = this.streams.get(user.id) ?? new Set<Stream>();
    set.add(stream);
    this.streams.set(user.id, set);
    res.on('close', () => this.forget(stream));
  }

  /**
   * One heartbeat round: ends the streams whose login was revoked or whose user was deactivated meanwhile
   * (one query for all), and keeps the others' connections from idling out in proxies.
   */
  async beat(): Promise<void> {
    let live: Stream[];
    try {
      live = await this.keepLive(this.all());
    } catch (error) {
      // A heartbeat carries nothing: the streams are kept, and checked again before any notification.
      this.logger.warn(`could not check the streams' logins: ${(error as Error).message}`);
      live = this.all();
    }
    for (const stream of live) if (isOpen(stream.res)) stream.res.write(': heartbeat\n\n');
  }

  private async dispatch(message: string): Promise<void> {
    try {
      const { user_id: userId, id } = JSON.parse(message) as { user_id: number; id: string };
      const targets = this.streams.get(userId);
      if (!targets?.size) return;
      const row = await typedSql(this.dataSource)
        .selectFrom('notifications')
        .select(NOTIFICATION_COLUMNS)
        .$castTo<NotificationRow>()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return;
      // Checked right before writing, so a login revoked since its stream opened never gets another one.
      for (const stream of await this.keepLive([...targets])) {
        if (!isOpen(stream.res)) continue;
        const dto = toNotificationDto(row, stream.language);
        stream.res.write(`event: notification\nid: ${dto.id}\ndata: ${JSON.stringify(dto)}\n\n`);
      }
    } catch (error) {
      this.logger.warn(`could not dispatch a notification: ${(error as Error).message}`);
    }
  }

  /** Ends those of the streams whose token expired or whose login is no longer valid; returns the others. */
  private async keepLive(streams: Stream[]): Promise<Stream[]> {
    if (!streams.length) return [];
    const live = await this.sessions.liveSessions([...new Set(streams.map((stream) => stream.sessionId))]);
    const now = Date.now();
    return streams.filter((stream) => {
      if (live.has(stream.sessionId) && stream.expiresAt > now) return true;
      this.end(stream);
      return false;
    });
  }

  private endSession(sessionId: string): void {
    for (const stream of this.all()) if (stream.sessionId === sessionId) this.end(stream);
  }

  private end(stream: Stream, reconnect = false): void {
    this.forget(stream);
    if (isOpen(stream.res)) stream.res.end(reconnect ? RECONNECT_HINT : undefined);
  }

  private forget(stream: Stream): void {
    clearTimeout(stream.expiry);
    const set = this.streams.get(stream.userId);
    set?.delete(stream);
    if (set?.size === 0) this.streams.delete(stream.userId);
  }

  private all(): Stream[] {
    return [...this.streams.values()].flatMap((set) => [...set]);
  }
}

function isOpen(res: Response): boolean {
  return !res.writableEnded && !res.destroyed;
}
