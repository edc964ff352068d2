import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { AuthLog, type AuthLogKind } from './auth-log.entity';

interface AuthLogEntry {
  username?: string | null;
  userId?: number | null;
  detail?: string;
}

/** Records login attempts and refused authorisations, in the database and in the process log. */
@Injectable()
export class AuthLogService {
  private readonly logger = new Logger('Auth');

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async record(kind: AuthLogKind, req: Request, entry: AuthLogEntry = {}): Promise<void> {
    const row = {
      kind,
      username: entry.username?.slice(0, 150) ?? null,
      userId: entry.userId ?? null,
      ip: req.ip?.slice(0, 64) ?? null,
      method: req.method,
      path: req.originalUrl.split('?')[0].slice(0, 300),
      detail: entry.detail?.slice(0, 300) ?? null,
    };
    const line = `${kind} user=${row.username ?? row.userId ?? '-'} ip=${row.ip} ${row.method} ${row.path}`;
    if (kind === 'login_succeeded') this.logger.log(line);
    else this.logger.warn(line);
    try {
      await this.dataSource.getRepository(AuthLog).insert(row);
    } catch (error) {
      this.logger.error(`could not store the auth log entry: ${(error as Error).message}`);
    }
  }
}
