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
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { createRedis } from '../../core/redis/redis-connection';
import { notificationsChannel } from './jobs/deliver-notification.job';
import { NOTIFICATION_COLUMNS, toNotificationDto, type NotificationRow } from './notification-view';

const HEARTBEAT_MS = 25_000;

interface Stream {
  res: Response;
  language: Language;
}

/** Server-sent event streams of the signed-in users of this process, fed by one Redis subscription. */
@Injectable()
export class NotificationStreams implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('NotificationStreams');
  private readonly streams = new Map<number, Set<Stream>>();
  private subscriber?: Redis;
  private heartbeat?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.subscriber = createRedis(this.config.redisUrl);
    this.subscriber.on('message', (_channel: string, message: string) => void this.dispatch(message));
    await this.subscriber.subscribe(notificationsChannel(this.config.redisPrefix));
    this.heartbeat = setInterval(
      () => this.each((stream) => stream.res.write(': heartbeat\n\n')),
      HEARTBEAT_MS,
    );
  }

  // Before the HTTP server closes: it waits for open connections, and a stream stays open until ended.
  beforeApplicationShutdown(): void {
    clearInterval(this.heartbeat);
    this.each((stream) => stream.res.end());
    this.subscriber?.disconnect();
  }

  /** Opens a stream for the user on this response; it closes when the client goes away. */
  open(userId: number, language: Language, res: Response): void {
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('Connection', 'keep-alive');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    res.write(': connected\n\n');
    const stream = { res, language };
    const set = this.streams.get(userId) ?? new Set<Stream>();
    set.add(stream);
    this.streams.set(userId, set);
    res.on('close', () => {
      set.delete(stream);
      if (set.size === 0) this.streams.delete(userId);
    });
  }

  private async dispatch(message: string): Promise<void> {
    try {
      const { user_id: userId, id } = JSON.parse(message) as { user_id: number; id: string };
      const targets = this.streams.get(userId);
      if (!targets?.size) return;
      const [row] = (await this.dataSource.query(
        `SELECT ${NOTIFICATION_COLUMNS} FROM notifications WHERE id = $1 AND user_id = $2`,
        [id, userId],
      )) as NotificationRow[];
      if (!row) return;
      for (const stream of targets) {
        const dto = toNotificationDto(row, stream.language);
        stream.res.write(`event: notification\nid: ${dto.id}\ndata: ${JSON.stringify(dto)}\n\n`);
      }
    } catch (error) {
      this.logger.warn(`could not dispatch a notification: ${(error as Error).message}`);
    }
  }

  private each(visit: (stream: Stream) => void): void {
    for (const set of this.streams.values()) for (const stream of set) visit(stream);
  }
}
