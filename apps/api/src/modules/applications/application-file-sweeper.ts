import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { typedSql } from '../../core/database/typed-sql';
import { StorageService } from '../../core/files/storage.service';
import { QueueProcessor, type JobProcessor } from '../../core/queue/queue-processor';
import { APPLICATION_FILES_FOLDER } from './applications.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes application documents (in the folder or the bucket) that no application_files row names: left by a process that died between
 * writing them and committing, or by a failure whose cleanup could not reach the database. Only files older
 * than a day are touched, so a submission still in flight never loses its files. Run daily by the worker's
 * maintenance schedule.
 */
@QueueProcessor({ queue: 'maintenance' })
@Injectable()
export class ApplicationFileSweeper implements JobProcessor<'maintenance'> {
  private readonly logger = new Logger('ApplicationFiles');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: StorageService,
  ) {}

  handlers() {
    return { 'sweep-application-files': () => this.sweep() };
  }

  schedules() {
    return { 'sweep-application-files': DAY_MS };
  }

  /** Removes the unreferenced files older than `minAgeMs`; returns how many were removed. */
  async sweep(minAgeMs = DAY_MS, now = Date.now()): Promise<number> {
    // Direct children only (`applications/<uuid>.<ext>`), as the applications store them.
    const old: string[] = [];
    for await (const object of this.storage.list(`${APPLICATION_FILES_FOLDER}/`)) {
      const name = object.key.slice(APPLICATION_FILES_FOLDER.length + 1);
      if (!name.includes('/') && now - object.lastModified.getTime() >= minAgeMs) old.push(object.key);
    }
    if (old.length === 0) return 0;
    // One array parameter (= ANY), however many files: an IN list would need a parameter per name.
    const rows = await typedSql(this.dataSource)
      .selectFrom('application_files')
      .select('stored_name')
      .where('stored_name', '=', (eb) => eb.fn.any(eb.val(old)))
      .execute();
    const referenced = new Set(rows.map((row) => row.stored_name));
    const orphans = old.filter((name) => !referenced.has(name));
    await Promise.all(orphans.map((name) => this.storage.remove(name)));
    if (orphans.length) this.logger.log(`removed ${orphans.length} unreferenced application files`);
    return orphans.length;
  }
}
