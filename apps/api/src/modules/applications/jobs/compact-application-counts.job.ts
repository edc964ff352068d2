import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { typedSql } from '../../../core/database/typed-sql';
import { QueueProcessor, type JobProcessor } from '../../../core/queue/queue-processor';

// Signing at full speed leaves a few thousand deltas in this time, which the list's count still sums in
// a few milliseconds.
const EVERY_MS = 5_000;

/**
 * Folds the applications' count deltas (appended by every change of an application) into application_counts
 * (maintenance schedule, every 5 s). The list reads both, so a late or missed run costs it reading more
 * rows, never a wrong count; a run that overlaps another folds what the other left.
 */
@QueueProcessor({ queue: 'maintenance' })
@Injectable()
export class CompactApplicationCountsJob implements JobProcessor<'maintenance'> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  handlers() {
    return { 'compact-application-counts': () => this.compact() };
  }

  schedules() {
    return { 'compact-application-counts': EVERY_MS };
  }

  async compact(): Promise<{ folded: number }> {
    const { folded } = await typedSql(this.dataSource)
      .selectNoFrom(sql<number>`application_counts_compact()::int`.as('folded'))
      .executeTakeFirstOrThrow();
    return { folded };
  }
}
