import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Language, NotificationDto, PageQuery } from '@expert-portal/contracts';
import { DataSource } from 'typeorm';
import { AppException } from '../../core/http/app-exception';
import { NOTIFICATION_COLUMNS, toNotificationDto, type NotificationRow } from './notification-view';

/** A user's own notifications: listing and marking read. */
@Injectable()
export class NotificationsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(
    userId: number,
    query: PageQuery & { unread?: boolean },
    language: Language,
  ): Promise<{ rows: NotificationDto[]; count: number; unread: number }> {
    const filter = query.unread ? 'AND read_at IS NULL' : '';
    const [{ count, unread }] = (await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE true ${filter})::int AS count,
              count(*) FILTER (WHERE read_at IS NULL)::int AS unread
         FROM notifications WHERE user_id = $1`,
      [userId],
    )) as Array<{ count: number; unread: number }>;
    const rows = (await this.dataSource.query(
      `SELECT ${NOTIFICATION_COLUMNS} FROM notifications WHERE user_id = $1 ${filter}
        ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [userId, query.page_size, (query.page - 1) * query.page_size],
    )) as NotificationRow[];
    return { rows: rows.map((row) => toNotificationDto(row, language)), count, unread };
  }

  async markRead(userId: number, id: string, language: Language): Promise<NotificationDto> {
    const [rows] = (await this.dataSource.query(
      `UPDATE notifications SET read_at = coalesce(read_at, now()) WHERE id = $1 AND user_id = $2
        RETURNING ${NOTIFICATION_COLUMNS}`,
      [id, userId],
    )) as [NotificationRow[], number];
    if (!rows[0]) throw new AppException(404, 'http.not_found');
    return toNotificationDto(rows[0], language);
  }

  async markAllRead(userId: number): Promise<number> {
    const [, updated] = (await this.dataSource.query(
      'UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL',
      [userId],
    )) as [unknown, number];
    return updated;
  }
}
