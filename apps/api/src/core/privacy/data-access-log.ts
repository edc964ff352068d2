import { Global, Injectable, Module, type StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataAccessKind } from '@expert-portal/contracts';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../auth/auth.decorators';
import { typedSql } from '../database/typed-sql';

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

/** The request id pino-http gave the request (X-Request-Id kept or made). */
function requestIdOf(req: Request): string | null {
  const id = (req as Request & { id?: unknown }).id;
  return typeof id === 'string' ? id.slice(0, 128) : null;
}

/**
 * Records reads of personal data in personal_data_access (append-only), after the read and before its answer
 * leaves: an answer whose read was not recorded is not sent. A person reading their own data is not recorded.
 */
@Injectable()
export class DataAccessLog {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async record(req: Request, actor: AuthUser, read: DataRead): Promise<void> {
    if (read.subjectId === actor.id) return;
    await typedSql(this.dataSource)
      .insertInto('personal_data_access')
      .values({
        actor_id: actor.id,
        actor_role: actor.role,
        subject_id: read.subjectId ?? null,
        application_id: read.applicationId ?? null,
        what: read.what,
        people: read.people ?? null,
        ip: req.ip?.slice(0, 64) ?? null,
        request_id: requestIdOf(req),
        detail: JSON.stringify(read.detail ?? {}),
      })
      .execute();
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
