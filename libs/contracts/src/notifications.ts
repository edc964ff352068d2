import { z } from 'zod';
import { pageSchema, type Page } from './pagination';
import { dateTimeText } from './primitives';

/** A message by key with its parameters; a parameter may itself be a message key (`{ key }`). */
export interface MessageRef {
  key: string;
  params?: Record<string, string | number | { key: string }>;
}

/**
 * The job that delivers one notification to a user; `dedupe_key` (the outbox row, or the business fact it
 * announces) makes a retried job deliver once.
 */
export interface NotificationJob {
  recipient: { user_id: number };
  kind: string;
  title: MessageRef;
  body: MessageRef;
  link: string | null;
  dedupe_key: string | null;
}

/** A notification as the bell shows it: title and body already in the reader's language. */
export const notificationSchema = z.object({
  /** A bigint id, as text. */
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** An in-app route (e.g. the stage that opened), or null. */
  link: z.string().nullable(),
  created_at: dateTimeText,
  read: z.boolean(),
});
export type NotificationDto = z.infer<typeof notificationSchema>;

/** GET /api/v1/notifications/: a page of notifications and the reader's unread count. */
export const notificationsPageSchema = pageSchema(notificationSchema).extend({
  unread_count: z.number().int().min(0),
});
export type NotificationsPage = Page<NotificationDto> & { unread_count: number };

/** POST /api/v1/notifications/read-all/: how many notifications were marked read. */
export const updatedCountSchema = z.object({ updated: z.number().int().min(0) });
