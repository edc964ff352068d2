import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { loggedPath } from '../logging/http-logger';
import { AuthLog, type AuthLogKind } from './auth-log.entity';

interface AuthLogEntry {
  userId?: number | null;
  detail?: string;
}

/**
 * Records refused authorisations, in the database and in the process log; a user is their id (a candidate's
 * username is their IIN). Sign-in outcomes are the audit trail's (AccountAuditService).
 */
@Injectable()
export class AuthLogService {
  private readonly logger = new Logger('Auth');

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async record(kind: AuthLogKind, req: Request, entry: AuthLogEntry = {}): Promise<void> {
    const row = {
      kind,
      username: null,
      userId: entry.userId ?? null,
      ip: req.ip?.slice(0, 64) ?? null,
      method: req.method,
      path: loggedPath(req.originalUrl).slice(0, 300),
      detail: entry.detail?.slice(0, 300) ?? null,
    };
    this.logger.warn(`${kind} user=${row.userId ?? '-'} ip=${row.ip} ${row.method} ${row.path}`);
    try {
      await this.dataSource.getRepository(AuthLog).insert(row);
    } catch (error) {
      this.logger.error(`could not store the auth log entry: ${(error as Error).message}`);
    }
  }
}
