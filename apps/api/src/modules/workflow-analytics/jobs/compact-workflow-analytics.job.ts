import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError } from 'typeorm';
import { typedSql } from '../../../core/database/typed-sql';
import { QueueProcessor, type JobProcessor } from '../../../core/queue/queue-processor';

const EVERY_MS = 30_000;
/**
 * How long the fold waits for the transactions writing events to end. Nobody waits behind it (migration
 * 1764000900000-EventsSettledWithoutBlocking), but a long transaction would keep a worker busy, so it gives up
 * soon and tries again on its next run.
 */
const SETTLE_WAIT_MS = 200;
/** PostgreSQL's lock_not_available. */
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * Folds the event log into the analysts' daily and all-time rollups (maintenance schedule, every 30 s):
 * first the highest event id no open transaction can still add below (waiting for those writing events to
 * end, without holding anyone up), then the events up to it. Readers add the events not folded yet, so a late
 * or skipped run costs them reading more rows, never a wrong figure; two runs at once fold one after the other.
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
    const upto = await this.settled();
    if (upto === null) return { folded: 0 };
    const { folded } = await typedSql(this.dataSource)
      .selectNoFrom((eb) =>
        eb.cast<number>(eb.fn('workflow_analytics_compact', [eb.val(upto)]), 'integer').as('folded'),
      )
      .executeTakeFirstOrThrow();
    return { folded };
  }

  /**
   * The highest event id every event up to which has committed or never will, asked alone (the fold then
   * reads in a snapshot taken after the wait); null when the wait ran out.
   */
  private async settled(): Promise<string | null> {
    try {
      const { upto } = await typedSql(this.dataSource)
        .selectNoFrom((eb) =>
          eb.cast<string>(eb.fn('workflow_events_settled', [eb.val(SETTLE_WAIT_MS)]), 'text').as('upto'),
        )
        .executeTakeFirstOrThrow();
      return upto;
    } catch (error) {
      if (
        error instanceof QueryFailedError &&
        (error.driverError as { code?: string }).code === LOCK_NOT_AVAILABLE
      )
        return null;
      throw error;
    }
  }
}
