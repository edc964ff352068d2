import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An interview's revision: every change of its time or link raises it, and it is the SEQUENCE (RFC 5545) of
 * the calendar invitation mailed to each invited candidate, so their calendar replaces the meeting rather than
 * adding a second one; its cancellation is sent with the next one.
 */
export class InterviewRevisions1764000100000 implements MigrationInterface {
  name = 'InterviewRevisions1764000100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE interviews ADD COLUMN revision int NOT NULL DEFAULT 0 CHECK (revision >= 0)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE interviews DROP COLUMN revision');
  }
}
