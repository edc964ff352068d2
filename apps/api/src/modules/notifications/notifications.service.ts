import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Language, NotificationDto, PageQuery } from '@expert-portal/contracts';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { typedSql } from '../../core/database/typed-sql';
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
    const db = typedSql(this.dataSource);
    const { count, unread } = await db
      .selectFrom('notifications')
      .select((eb) => {
        const unreadCount = eb.fn.countAll().filterWhere('read_at', 'is', null);
        return [
          eb.cast<number>(query.unread ? unreadCount : eb.fn.countAll(), 'integer').as('count'),
          eb.cast<number>(unreadCount, 'integer').as('unread'),
        ];
      })
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('notifications')
      .select(NOTIFICATION_COLUMNS)
      .$castTo<NotificationRow>()
      .where('user_id', '=', userId)
      .$if(!!query.unread, (unreadOnly) => unreadOnly.where('read_at', 'is', null))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute();
    return { rows: rows.map((row) => toNotificationDto(row, language)), count, unread };
  }

  async markRead(userId: number, id: string, language: Language): Promise<NotificationDto> {
    const row = await typedSql(this.dataSource)
      .updateTable('notifications')
      .set((eb) => ({ read_at: eb.fn.coalesce('read_at', sql<Date>`now()`) }))
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning(NOTIFICATION_COLUMNS)
      .$castTo<NotificationRow>()
      .executeTakeFirst();
    if (!row) throw new AppException(404, 'http.not_found');
    return toNotificationDto(row, language);
  }

  async markAllRead(userId: number): Promise<number> {
    const { numUpdatedRows } = await typedSql(this.dataSource)
      .updateTable('notifications')
      .set({ read_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(numUpdatedRows);
  }
}
