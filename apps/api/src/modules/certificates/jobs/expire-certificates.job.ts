import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import type { Json } from '../../../core/database/database.types';
import { typedSql } from '../../../core/database/typed-sql';
import { QueueProcessor, type JobProcessor } from '../../../core/queue/queue-processor';
import { dateText, today } from '../certificate-views';

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
    const rows = await typedSql(this.dataSource)
      .with('expired', (db) =>
        db
          .updateTable('certificates')
          .set({ status: 'expired' })
          // The literal lets the planner use the partial index of active certificates.
          .where('status', '=', sql.lit('active'))
          .where('expiration_date', '<', today)
          .returning(['id', 'expiration_date']),
      )
      .insertInto('certificate_events')
      .columns(['certificate_id', 'type', 'detail'])
      .expression((db) =>
        db
          .selectFrom('expired')
          .select((eb) => [
            'id',
            sql.lit('expired').as('type'),
            sql<Json>`json_build_object('expiration_date', ${dateText(eb.ref('expiration_date'))})`.as(
              'detail',
            ),
          ]),
      )
      .returning('certificate_id')
      .execute();
    if (rows.length) this.logger.log(`${rows.length} certificates expired`);
    return { expired: rows.length };
  }
}
