import type { Language, MessageRef, NotificationDto } from '@expert-portal/contracts';
import {
  formatMessage,
  NOTIFICATION_KEYS,
  type MessageRef as MachineMessageRef,
} from '@expert-portal/machines';

/** A notifications row. */
export interface NotificationRow {
  id: string;
  user_id: number;
  kind: string;
  title: MessageRef;
  body: MessageRef;
  link: string | null;
  created_at: Date;
  read_at: Date | null;
}

const KNOWN = new Set<string>(NOTIFICATION_KEYS);

function render(language: Language, message: MessageRef): string {
  // Keys come from the machines' catalog; a stored key that no longer exists shows as its key, not a crash.
  return KNOWN.has(message.key) ? formatMessage(language, message as MachineMessageRef) : message.key;
}

export function toNotificationDto(row: NotificationRow, language: Language): NotificationDto {
  return {
    id: String(row.id),
    kind: row.kind,
    title: render(language, row.title),
    body: render(language, row.body),
    link: row.link,
    created_at: new Date(row.created_at).toISOString(),
    read: row.read_at !== null,
  };
}

export const NOTIFICATION_COLUMNS = 'id::text, user_id, kind, title, body, link, created_at, read_at';
