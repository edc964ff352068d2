import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `workflow_duration_bucket(length)` (migration 1763900000000-WorkflowAnalytics), the 4 % bucket of a stay's
 * length, took the logarithm of `extract(epoch FROM length)`, which PostgreSQL answers as a `numeric` since
 * version 14: an arbitrary-precision logarithm per event, half of the analysts' fold's time (10 of 21 ms for
 * 1,000 events on `npm run bench:workflow`'s data, against under 2 ms in double precision). The fold runs
 * in bursts (every 30 s, all the events since), and on a busy database a burst is a moment the others wait
 * for a core.
 *
 * The same formula in double precision gives the same bucket for every whole number of milliseconds from 1 to
 * 3,000,000 (checked one by one against the numeric one) and for every stay in that benchmark's log. A
 * length within a rounding error of a bucket's edge could fall in the bucket next to it, which moves nothing
 * a reader sees: a bucket is 4 % wide.
 */
export class DurationBucketInDoublePrecision1764001100000 implements MigrationInterface {
  name = 'DurationBucketInDoublePrecision1764001100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION workflow_duration_bucket(length interval) RETURNS smallint
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        RETURN floor(ln(greatest(extract(epoch FROM length)::double precision * 1000, 1))
                     / ln(1.04::double precision))::smallint`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION workflow_duration_bucket(length interval) RETURNS smallint
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        RETURN floor(ln(greatest(extract(epoch FROM length) * 1000, 1)) / ln(1.04))::smallint`);
  }
}
