import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { candidatePipelineWorkflow } from '@expert-portal/machines';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../../core/config/config.module';
import type { AppConfig } from '../../../core/config/config';
import { typedSql } from '../../../core/database/typed-sql';
import { instancesOf } from '../../../core/workflow/workflow-instances';
import { PersonalDataEraser } from '../erasure/personal-data-eraser';

/**
 * A case whose personal data has outlived its purpose: an application refused RETENTION_REFUSED_MONTHS ago, or
 * never decided for RETENTION_ABANDONED_MONTHS; a candidate who failed a stage that long ago and has not been
 * back since (no sign-in, no retake). Never anyone with a certificate: the register keeps them.
 */
export interface RetentionCase {
  kind: 'refused_application' | 'undecided_application' | 'failed_candidate';
  application: number | null;
  user: number | null;
  /** When the period started: the refusal, the submission, the failure. */
  since: Date;
}

/** What a run did, or would do with `dryRun`. */
export interface RetentionRun {
  cases: RetentionCase[];
  erased: number;
  files: number;
}

/**
 * The daily retention job's work (and `npm run retention`): finds the cases past their periods, oldest first,
 * and erases each through PersonalDataEraser, one transaction each, so a run stopped halfway leaves whole
 * cases erased and the rest for the next run.
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger(RetentionService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly eraser: PersonalDataEraser,
  ) {}

  async cases(now = new Date()): Promise<RetentionCase[]> {
    const db = typedSql(this.dataSource);
    const monthsBefore = (months: number) =>
      sql<Date>`${now}::timestamptz - make_interval(months => ${months})`;
    const refusedBefore = monthsBefore(this.config.retention.refusedMonths);
    const abandonedBefore = monthsBefore(this.config.retention.abandonedMonths);
    const applications = await db
      .selectFrom('applications as a')
      .select(['a.id', 'a.status', 'a.created_at', 'a.rejected_at'])
      .where('a.erased_at', 'is', null)
      .where(({ eb, and, or, not, exists, selectFrom }) =>
        and([
          // An application with an account is the account's: erased with it, as a failed candidate.
          not(
            exists(
              selectFrom('users as u').select(sql.lit(1).as('one')).whereRef('u.application_id', '=', 'a.id'),
            ),
          ),
          or([
            and([eb('a.status', '=', 'rejected'), eb('a.rejected_at', '<', refusedBefore)]),
            and([eb('a.status', '=', 'waiting'), eb('a.created_at', '<', abandonedBefore)]),
          ]),
        ]),
      )
      .execute();
    const candidates = await db
      .selectFrom('users as u')
      .innerJoin(instancesOf(db, candidatePipelineWorkflow).as('w'), 'w.owner_user_id', 'u.id')
      .select(['u.id', 'w.state_entered_at'])
      .where('u.erased_at', 'is', null)
      .where('w.state_path', '=', 'failed')
      .where('w.state_entered_at', '<', abandonedBefore)
      .where(sql<Date>`coalesce(u.last_login_at, u.date_joined)`, '<', abandonedBefore)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('certificates as c').select(sql.lit(1).as('one')).whereRef('c.user_id', '=', 'u.id'),
          ),
        ),
      )
      .execute();
    const found: RetentionCase[] = [
      ...applications.map((row) =>
        row.status === 'rejected'
          ? {
              kind: 'refused_application' as const,
              application: row.id,
              user: null,
              since: new Date(row.rejected_at!),
            }
          : {
              kind: 'undecided_application' as const,
              application: row.id,
              user: null,
              since: new Date(row.created_at),
            },
      ),
      ...candidates.map((row) => ({
        kind: 'failed_candidate' as const,
        application: null,
        user: row.id,
        since: new Date(row.state_entered_at),
      })),
    ];
    return found.sort((a, b) => a.since.getTime() - b.since.getTime());
  }

  /** Erases every case (or, with `dryRun`, only lists them); `progress` hears of each case as it goes. */
  async run(
    options: { dryRun?: boolean; now?: Date; progress?: (done: RetentionCase) => void } = {},
  ): Promise<RetentionRun> {
    const cases = await this.cases(options.now);
    let erased = 0;
    let files = 0;
    if (!options.dryRun) {
      for (const found of cases) {
        const result =
          found.user !== null
            ? await this.eraser.eraseAccount(found.user, 'retention_abandoned')
            : await this.eraser.eraseApplication(
                found.application!,
                found.kind === 'refused_application' ? 'retention_refused' : 'retention_abandoned',
              );
        erased += 1;
        files += result.files;
        options.progress?.(found);
      }
      if (erased) this.logger.log(`retention: ${erased} cases erased, ${files} files removed`);
    }
    return { cases, erased, files };
  }
}
