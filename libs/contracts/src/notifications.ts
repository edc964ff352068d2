/** A message by key with its parameters; a parameter may itself be a message key (`{ key }`). */
export interface MessageRef {
  key: string;
  params?: Record<string, string | number | { key: string }>;
}

/**
 * The job that delivers one notification. The recipient is a user, or an application whose account the
 * job resolves; `dedupe_key` (the outbox row) makes a retried job deliver once.
 */
export interface NotificationJob {
  recipient: { user_id: number } | { application_id: number };
  kind: string;
  title: MessageRef;
  body: MessageRef;
  link: string | null;
  dedupe_key: string | null;
}
