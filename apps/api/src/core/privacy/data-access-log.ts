import {
  Global,
  Inject,
  Injectable,
  Module,
  type OnModuleDestroy,
  type StreamableFile,
} from '@nestjs/common';
import type { DataAccessKind } from '@expert-portal/contracts';
import type { Request } from 'express';
import { Pool } from 'pg';
import type { AuthUser } from '../auth/auth.decorators';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { statementName } from '../database/prepared-query';
import { requestIdOf } from '../logging/request-id';

/** One read of personal data: whose (a user, an application, or many people at once) and what. */
export interface DataRead {
  what: DataAccessKind;
  /** The person's account, when they have one. */
  subjectId?: number | null;
  /** The application read, or the one the person applied with. */
  applicationId?: number | null;
  /** How many people an export or a register page held. */
  people?: number;
  /** The file's field; the export's or register's name and its filter. */
  detail?: Record<string, string>;
}

/** A read as the log's columns (`INSERT_READS`'s arrays, in order). */
type Row = [
  actorId: number,
  actorRole: string,
  subjectId: number | null,
  applicationId: number | null,
  what: string,
  people: number | null,
  ip: string | null,
  requestId: string | null,
  detail: string,
];

// raw SQL: one prepared statement for any number of rows (a column an array), planned once per connection
const INSERT_READS = `
  INSERT INTO personal_data_access
    (actor_id, actor_role, subject_id, application_id, what, people, ip, request_id, detail)
  SELECT * FROM unnest($1::int[], $2::varchar[], $3::int[], $4::int[], $5::varchar[], $6::int[], $7::varchar[],
                       $8::varchar[], $9::jsonb[])`;

/** Reads at most in one INSERT. */
const MAX_BATCH = 500;

/**
 * Records reads of personal data in personal_data_access (append-only), after the read and before its answer
 * leaves: an answer whose read was not recorded is not sent. A person reading their own data is not recorded.
 *
 * Reads that arrive while an INSERT is in flight wait for the next one, which writes them all, on a connection of
 * the log's own that commits without waiting for the WAL's flush to disk (synchronous_commit off for this
 * connection only): what a read costs the database is then an INSERT, not a flush. Waiting for the flush cost
 * an application's card 13-20 % at 16 concurrent readers in bench:lists, now about 3 %. The price: a crash of
 * PostgreSQL itself may lose the log rows of its last fraction of a second (at most three wal_writer_delay,
 * 0.6 s by default), never any other data; a crash of the API loses none, as every answer waits for its commit.
 */
@Injectable()
export class DataAccessLog implements OnModuleDestroy {
  private queue: Array<{ row: Row; done: (error?: unknown) => void }> = [];
  private writing = false;
  /** One connection, opened on the first read and again after a failure: the writes go one at a time anyway. */
  private readonly connection: Pool;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.connection = new Pool({
      connectionString: config.databaseUrl,
      max: 1,
      idleTimeoutMillis: 60_000,
      options: '-c synchronous_commit=off',
    });
    // A connection lost while idle is opened again by the next write; its error is that write's.
    this.connection.on('error', () => undefined);
  }

  async onModuleDestroy(): Promise<void> {
    await this.connection.end();
  }

  record(req: Request, actor: AuthUser, read: DataRead): Promise<void> {
    if (read.subjectId === actor.id || !this.config.accessLog) return Promise.resolve();
    const row: Row = [
      actor.id,
      actor.role,
      read.subjectId ?? null,
      read.applicationId ?? null,
      read.what,
      read.people ?? null,
      req.ip?.slice(0, 64) ?? null,
      requestIdOf(req),
      JSON.stringify(read.detail ?? {}),
    ];
    return new Promise((resolve, reject) => {
      this.queue.push({ row, done: (error) => (error ? reject(error) : resolve()) });
      if (!this.writing) void this.write();
    });
  }

  /** Writes what is queued, batch after batch, until nothing is. */
  private async write(): Promise<void> {
    this.writing = true;
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      try {
        const columns = batch[0].row.map((_, column) => batch.map((entry) => entry.row[column]));
        await this.connection.query({
          name: statementName(INSERT_READS),
          text: INSERT_READS,
          values: columns,
        });
        for (const entry of batch) entry.done();
      } catch (error) {
        for (const entry of batch) entry.done(error);
      }
    }
    this.writing = false;
  }

  /** `record`, for a file already opened: a read that could not be recorded closes the file unsent. */
  async recordFile(
    req: Request,
    actor: AuthUser,
    read: DataRead,
    file: StreamableFile,
  ): Promise<StreamableFile> {
    try {
      await this.record(req, actor, read);
    } catch (error) {
      file.getStream().destroy();
      throw error;
    }
    return file;
  }
}

/** The access log's recorder, for every module that reads personal data. */
@Global()
@Module({ providers: [DataAccessLog], exports: [DataAccessLog] })
export class DataAccessLogModule {}

/** An export's or a register page's filter as the log keeps it: the query's own fields but paging, as text. */
export function filterText(query: object): string {
  return Object.entries(query)
    .filter(
      ([key, value]) =>
        value !== undefined && value !== null && value !== '' && !['page', 'page_size'].includes(key),
    )
    .map(([key, value]) => `${key}=${Array.isArray(value) ? value.join(',') : String(value)}`)
    .join('&');
}
