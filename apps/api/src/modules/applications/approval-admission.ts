import { Injectable } from '@nestjs/common';
import { applicationSigningWorkflow } from '@expert-portal/machines';
import type { EntityManager } from 'typeorm';
import { typedSql } from '../../core/database/typed-sql';
import { AppException } from '../../core/http/app-exception';
import { WorkflowAdmission, type EventAdmission } from '../../core/workflow/event-admission';
import { projectionSql } from '../../core/workflow/projection-writer';
import { applicationIdOf } from './application-signing.projection-writer';

/**
 * The deputy's approval is refused (409), with nothing written, when the applicant's IIN is already the login
 * of another account (made after the submission, which checks it): the approval's account job could not make
 * theirs. Whichever way the approval comes — the application's route, the bulk call, the generic events
 * endpoint.
 */
@Injectable()
@WorkflowAdmission()
export class ApprovalAdmission implements EventAdmission<typeof applicationSigningWorkflow> {
  readonly workflow = applicationSigningWorkflow;
  readonly events = ['deputy.approve'] as const;

  async admit(businessKey: string, manager: EntityManager): Promise<void> {
    const id = applicationIdOf(businessKey);
    if (id !== null && (await this.iinTakenByAnotherAccount(id, manager))) {
      throw new AppException(409, 'application.approve_iin_has_account');
    }
  }

  /** Whether the application's IIN is the login of an account other than the one made from it. */
  private async iinTakenByAnotherAccount(id: number, manager: EntityManager): Promise<boolean> {
    const parameters = IIN_TAKEN.parameters.map((value) => (value === ANY_APPLICATION ? id : value));
    const { rows } = await typedSql(manager).executeQuery({ ...IIN_TAKEN, parameters });
    return rows.length > 0;
  }
}

/** Stands for the application's id in the statement below, built once; each call binds its own. */
const ANY_APPLICATION = -1;

/**
 * The admission's statement, compiled once: every approval asks it, and building it again each time cost
 * more than running it (`npm run profile:workflow`).
 */
const IIN_TAKEN = projectionSql
  .selectFrom('applications as a')
  .innerJoin('users as u', (join) =>
    // lower() as in users_username_key, so that index answers.
    join.on((eb) => eb(eb.fn('lower', ['u.username']), '=', eb.fn('lower', ['a.iin']))),
  )
  .select((eb) => eb.lit(1).as('found'))
  .where('a.id', '=', ANY_APPLICATION)
  .where((eb) => eb.or([eb('u.application_id', 'is', null), eb('u.application_id', '<>', ANY_APPLICATION)]))
  .limit(1)
  .compile();
