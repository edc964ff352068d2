import { Injectable } from '@nestjs/common';
import { applicationSigningWorkflow } from '@expert-portal/machines';
import { AppException } from '../../core/http/app-exception';
import {
  WorkflowAdmission,
  type AdmittedInstance,
  type EventAdmission,
} from '../../core/workflow/event-admission';
import type { ProjectionStatement } from '../../core/workflow/projection-writer';
import { applicationIdOf } from './application-signing.projection-writer';

/**
 * The instances whose application's IIN is the login of an account other than the one made from it, from
 * rows of instance and application ids. lower() as in users_username_key, so that index answers.
 */
const IIN_TAKEN = `SELECT v.instance_id AS id
   FROM jsonb_to_recordset($1::jsonb) AS v(instance_id bigint, application_id int)
   JOIN applications a ON a.id = v.application_id
  WHERE EXISTS (SELECT 1 FROM users u
                 WHERE lower(u.username) = lower(a.iin)
                   AND (u.application_id IS NULL OR u.application_id <> a.id))`;

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

  refused(instances: readonly AdmittedInstance[]): ProjectionStatement | null {
    const rows = instances.flatMap(({ instanceId, businessKey }) => {
      const applicationId = applicationIdOf(businessKey);
      return applicationId === null ? [] : [{ instance_id: instanceId, application_id: applicationId }];
    });
    return rows.length ? { sql: IIN_TAKEN, params: [JSON.stringify(rows)] } : null;
  }

  refusal(): Error {
    return new AppException(409, 'application.approve_iin_has_account');
  }
}
