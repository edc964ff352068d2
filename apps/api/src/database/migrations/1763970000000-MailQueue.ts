import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail through a queue: each mail-log row is also the mail's outbox. It is written in the transaction that
 * causes the mail (status `queued`, or `logged` when no SMTP server is configured), handed to BullMQ by the
 * worker's relay (`dispatched_at`), and its delivery is recorded on it: `sending`, `sent`, `retrying` with the
 * next try, or `failed` with the server's answer. The rendered HTML part and calendar attachment are kept
 * beside the text, so a mail sent again is the mail that was decided, with its stable Message-ID. A mail of a
 * fact that may be told twice (a request replayed by its Idempotency-Key, a job run again) carries a dedupe key.
 */
export class MailQueue1763970000000 implements MigrationInterface {
  name = 'MailQueue1763970000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE mail_log
        ADD COLUMN status varchar(8) NOT NULL DEFAULT 'logged'
          CHECK (status IN ('queued', 'sending', 'sent', 'retrying', 'failed', 'logged')),
        ADD COLUMN attempts smallint NOT NULL DEFAULT 0,
        ADD COLUMN next_attempt_at timestamptz,
        ADD COLUMN dispatched_at timestamptz,
        ADD COLUMN sent_at timestamptz,
        ADD COLUMN message_id varchar(200),
        ADD COLUMN html text,
        ADD COLUMN ics text,
        ADD COLUMN dedupe_key varchar(120) UNIQUE`);
    // Rows written before the queue: sent through SMTP, or only logged (a failed send is a failed mail).
    await q.query(`
      UPDATE mail_log SET status = CASE WHEN sent_via = 'smtp' THEN 'sent'
                                        WHEN error IS NOT NULL THEN 'failed'
                                        ELSE 'logged' END,
                          message_id = '<mail-' || id || '@expert-portal>'`);
    await q.query('ALTER TABLE mail_log DROP COLUMN sent_via');
    await q.query('ALTER TABLE mail_log ALTER COLUMN message_id SET NOT NULL');
    // The relay's work: what waits to be handed to the queue.
    await q.query(`
      CREATE INDEX mail_log_undispatched_idx ON mail_log (id)
        WHERE dispatched_at IS NULL AND status IN ('queued', 'retrying')`);
    await q.query(`CREATE INDEX mail_log_status_idx ON mail_log (status, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX mail_log_status_idx');
    await q.query('DROP INDEX mail_log_undispatched_idx');
    await q.query(`ALTER TABLE mail_log ADD COLUMN sent_via varchar(4) NOT NULL DEFAULT 'log'
                     CHECK (sent_via IN ('smtp', 'log'))`);
    await q.query(`UPDATE mail_log SET sent_via = 'smtp' WHERE status = 'sent'`);
    await q.query(`
      ALTER TABLE mail_log
        DROP COLUMN status, DROP COLUMN attempts, DROP COLUMN next_attempt_at, DROP COLUMN dispatched_at,
        DROP COLUMN sent_at, DROP COLUMN message_id, DROP COLUMN html, DROP COLUMN ics, DROP COLUMN dedupe_key`);
  }
}
