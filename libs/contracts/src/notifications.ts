import type { Page } from './pagination';

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
export interface NotificationDto {
  id: string;
  kind: string;
  title: string;
  body: string;
  /** An in-app route (e.g. the stage that opened), or null. */
  link: string | null;
  created_at: string;
  read: boolean;
}

/** GET /api/v1/notifications/: a page of notifications and the reader's unread count. */
export type NotificationsPage = Page<NotificationDto> & { unread_count: number };
