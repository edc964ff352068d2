import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { StorageService } from '../../core/files/storage.service';
import { QueueProcessor, type JobProcessor } from '../../core/queue/queue-processor';
import { APPLICATION_FILES_FOLDER } from './applications.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes application documents that no application_files row names: left by a process that died between
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
    const folder = this.storage.absolute(APPLICATION_FILES_FOLDER);
    let names: string[];
    try {
      names = await readdir(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    const old: string[] = [];
    for (const name of names) {
      const info = await stat(join(folder, name)).catch(() => null);
      if (info?.isFile() && now - info.mtimeMs >= minAgeMs) old.push(`${APPLICATION_FILES_FOLDER}/${name}`);
    }
    if (old.length === 0) return 0;
    const rows = (await this.dataSource.query(
      'SELECT stored_name FROM application_files WHERE stored_name = ANY($1)',
      [old],
    )) as Array<{ stored_name: string }>;
    const referenced = new Set(rows.map((row) => row.stored_name));
    const orphans = old.filter((name) => !referenced.has(name));
    await Promise.all(orphans.map((name) => this.storage.remove(name)));
    if (orphans.length) this.logger.log(`removed ${orphans.length} unreferenced application files`);
    return orphans.length;
  }
}
