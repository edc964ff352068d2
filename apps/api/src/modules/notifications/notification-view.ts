import type { Language, MessageRef, NotificationDto } from '@expert-portal/contracts';
import {
  formatMessage,
  NOTIFICATION_KEYS,
  type MessageRef as MachineMessageRef,
} from '@expert-portal/machines';
import type { Selectable } from 'kysely';
import type { Notifications } from '../../core/database/database.types';

/** The columns a notification is answered from (`.select(NOTIFICATION_COLUMNS)`). */
export const NOTIFICATION_COLUMNS = [
  'id',
  'user_id',
  'kind',
  'title',
  'body',
  'link',
  'created_at',
  'read_at',
] as const;

/**
 * A notifications row as NOTIFICATION_COLUMNS read it. Title and body are json columns holding the MessageRef
 * the delivery job wrote (NotificationJob), which the schema cannot say: read them with
 * `.$castTo<NotificationRow>()`.
 */
export type NotificationRow = Omit<
  Pick<Selectable<Notifications>, (typeof NOTIFICATION_COLUMNS)[number]>,
  'title' | 'body'
> & { title: MessageRef; body: MessageRef };

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
