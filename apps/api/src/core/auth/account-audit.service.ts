import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AuditAction } from '@expert-portal/contracts';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { typedSql, type SqlRunner } from '../database/typed-sql';
import { requestIdOf } from '../logging/request-id';

/** Who did what to whose account, and from where. `detail` never holds a password, token, code or IIN. */
export interface AuditEntry {
  actorId?: number | null;
  subjectId?: number | null;
  /** The request it came from: its IP and request id (none for the command line or a job). */
  req?: Request;
  detail?: Record<string, string>;
}

/**
 * The audit trail of accounts (table account_audit, append-only): every account action and every sign-in
 * outcome, written in the caller's transaction when it gives one, so an action and its entry commit together.
 */
@Injectable()
export class AccountAuditService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async record(action: AuditAction, entry: AuditEntry, runner?: SqlRunner): Promise<void> {
    await typedSql(runner ?? this.dataSource)
      .insertInto('account_audit')
      .values({
        action,
        actor_id: entry.actorId ?? null,
        subject_id: entry.subjectId ?? null,
        ip: entry.req?.ip?.slice(0, 64) ?? null,
        request_id: requestIdOf(entry.req),
        detail: JSON.stringify(entry.detail ?? {}),
      })
      .execute();
  }
}
