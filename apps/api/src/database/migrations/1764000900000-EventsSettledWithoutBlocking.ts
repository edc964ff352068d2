import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Modes of a lock on the log that only read it: their holders add no event. */
const READING = `('AccessShareLock', 'RowShareLock')`;

/**
 * `workflow_events_settled(wait_ms)` answers the highest event id up to which every event has committed or
 * never will, for the analysts' fold (migration 1764000800000-AnalyticsFromEventLog). It took the log's SHARE
 * lock for that, which waits for the transactions writing events to end, and every event written meanwhile
 * queued behind it: each fold held every transition up for as long as the slowest open one, up to `wait_ms`.
 *
 * It now waits for the same transactions without a lock that others queue behind. It reads the highest id
 * first, then which transactions hold a writing lock on the log. A transaction takes that lock before it
 * numbers its first event and keeps it to its end, so one that numbered an event up to that id and has not
 * ended is among them. It waits until all of them have ended (the lock manager's view, `pg_locks`, polled
 * every millisecond), or past `wait_ms` raises `lock_not_available`, as the lock's timeout did. Transactions
 * that begin meanwhile number their events above that id, write on undisturbed, and are not waited for.
 */
export class EventsSettledWithoutBlocking1764000900000 implements MigrationInterface {
  name = 'EventsSettledWithoutBlocking1764000900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION workflow_events_settled(wait_ms int DEFAULT NULL) RETURNS bigint
      LANGUAGE plpgsql AS $$
      DECLARE
        -- In this order: the id first, then who writes (each read in a snapshot of its own).
        upto bigint := coalesce((SELECT max(id) FROM workflow_events), 0);
        writers text[] := ARRAY(
          SELECT virtualtransaction FROM pg_locks
           WHERE locktype = 'relation' AND relation = 'workflow_events'::regclass AND granted
             AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
             AND mode NOT IN ${READING} AND pid <> pg_backend_pid());
        -- Without wait_ms, no deadline: it waits as long as they take.
        deadline timestamptz := clock_timestamp() + make_interval(secs => wait_ms / 1000.0);
      BEGIN
        WHILE EXISTS (
          SELECT 1 FROM pg_locks
           WHERE locktype = 'relation' AND relation = 'workflow_events'::regclass
             AND virtualtransaction = ANY(writers))
        LOOP
          IF clock_timestamp() > deadline THEN
            RAISE EXCEPTION 'events up to % are still being written', upto USING ERRCODE = 'lock_not_available';
          END IF;
          PERFORM pg_sleep(0.001);
        END LOOP;
        RETURN upto;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION workflow_events_settled(wait_ms int DEFAULT NULL) RETURNS bigint
      LANGUAGE plpgsql AS $$
      BEGIN
        IF wait_ms IS NOT NULL THEN
          PERFORM set_config('lock_timeout', wait_ms || 'ms', true);
        END IF;
        LOCK TABLE workflow_events IN SHARE MODE;
        RETURN coalesce((SELECT max(id) FROM workflow_events), 0);
      END $$`);
  }
}
