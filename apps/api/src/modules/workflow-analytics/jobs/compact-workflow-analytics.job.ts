import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { typedSql } from '../../../core/database/typed-sql';
import { QueueProcessor, type JobProcessor } from '../../../core/queue/queue-processor';

const EVERY_MS = 30_000;

/**
 * Folds the event log's deltas into the analysts' daily and all-time rollups (maintenance schedule, every
 * 30 s). Readers add the deltas not folded yet, so a late or missed run costs them reading more rows, never a
 * wrong figure; a run that overlaps another folds what the other left.
 */
@QueueProcessor({ queue: 'maintenance' })
@Injectable()
export class CompactWorkflowAnalyticsJob implements JobProcessor<'maintenance'> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  handlers() {
    return { 'compact-workflow-analytics': () => this.compact() };
  }

  schedules() {
    return { 'compact-workflow-analytics': EVERY_MS };
  }

  async compact(): Promise<{ folded: number }> {
    const { folded } = await typedSql(this.dataSource)
      .selectNoFrom((eb) => eb.cast<number>(eb.fn('workflow_analytics_compact'), 'integer').as('folded'))
      .executeTakeFirstOrThrow();
    return { folded };
  }
}
