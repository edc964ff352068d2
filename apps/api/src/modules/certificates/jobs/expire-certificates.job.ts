import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { QueueProcessor, type JobProcessor } from '../../../core/queue/queue-processor';
import { TODAY_SQL } from '../certificate-views';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Marks active certificates whose expiration date has passed (a day in Kazakhstan) as expired, with one
 * 'expired' event each (run daily by the worker's maintenance schedule). One statement: a run that overlaps
 * another finds those rows no longer active and adds no second event. The API shows such a certificate as
 * expired from its dates alone, so a late or missed run never shows it as active.
 */
@QueueProcessor({ queue: 'maintenance' })
@Injectable()
export class ExpireCertificatesJob implements JobProcessor<'maintenance'> {
  private readonly logger = new Logger('ExpireCertificates');

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  handlers() {
    return { 'expire-certificates': () => this.expire() };
  }

  schedules() {
    return { 'expire-certificates': DAY_MS };
  }

  async expire(): Promise<{ expired: number }> {
    const rows = (await this.dataSource.query(
      `WITH expired AS (
         UPDATE certificates SET status = 'expired'
          WHERE status = 'active' AND expiration_date < ${TODAY_SQL}
          RETURNING id, expiration_date
       )
       INSERT INTO certificate_events (certificate_id, type, detail)
       SELECT id, 'expired', json_build_object('expiration_date', expiration_date::text) FROM expired
       RETURNING certificate_id`,
    )) as unknown[];
    if (rows.length) this.logger.log(`${rows.length} certificates expired`);
    return { expired: rows.length };
  }
}
