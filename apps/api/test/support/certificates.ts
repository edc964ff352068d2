import { randomBytes } from 'node:crypto';
import { candidatePipelineKey, candidatePipelineWorkflow } from '@expert-portal/machines';
import { SYSTEM_ACTOR } from '../../src/core/workflow/workflow-access';
import { WorkflowRuntime } from '../../src/core/workflow/workflow-runtime.service';
import { pipelineInput } from '../../src/modules/accounts/pipeline-starter.service';
import type { TestApp } from './test-app';

export const ORDERS = '/api/v1/certificate-issuances';
export const COURSES = '/api/v1/courses';

export interface Grader {
  id: number;
  role: 'admin';
}

/**
 * Users who finished the course and wait for its certificate, as the practice grading leaves them: a
 * direct enrolment (no password; nobody signs in as them) enrolled in the course with `completed_at` set,
 * their pipeline taken theory → practice → awaiting_certificate through the runtime by the grader.
 * Answers their ids in the order of `names`.
 */
export async function eligibleUsers(
  t: TestApp,
  courseId: number,
  grader: Grader,
  names: readonly string[],
  options: { completed?: boolean; graded?: boolean } = {},
): Promise<number[]> {
  const runtime = t.app.get(WorkflowRuntime);
  const ids: number[] = [];
  for (const name of names) {
    const [{ id }] = (await t.dataSource.query(
      `INSERT INTO users (username, role, name) VALUES ($1, 'direct_enroll', $2) RETURNING id`,
      [`graduate_${randomBytes(5).toString('hex')}`, name],
    )) as Array<{ id: number }>;
    const pipeline = { workflow: candidatePipelineWorkflow, businessKey: candidatePipelineKey(id) };
    await runtime.start({
      ...pipeline,
      input: pipelineInput(id, 'direct_enroll'),
      actor: SYSTEM_ACTOR,
      ownerUserId: id,
    });
    const ref = { businessKey: pipeline.businessKey };
    await runtime.send({
      workflow: candidatePipelineWorkflow,
      ref,
      event: { type: 'practice.assign', task_id: 1 },
      actor: grader,
    });
    if (options.graded !== false) {
      await runtime.send({
        workflow: candidatePipelineWorkflow,
        ref,
        event: { type: 'practice.grade', grade: 90 },
        actor: grader,
      });
    }
    await t.dataSource.query(
      `INSERT INTO course_users (course_id, user_id, completed_at)
       VALUES ($1, $2, CASE WHEN $3 THEN now() END)`,
      [courseId, id, options.completed !== false],
    );
    ids.push(id);
  }
  return ids;
}

/** `count` names sorting in order: «Выпускник 001», «Выпускник 002»… */
export function graduateNames(count: number, prefix = 'Выпускник'): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix} ${String(i + 1).padStart(3, '0')}`);
}
