import {
  candidatePipelineKey,
  candidatePipelineWorkflow,
  type PipelineTrack,
  type SentEventOf,
} from '@expert-portal/machines';
import { SYSTEM_ACTOR } from '../../src/core/workflow/workflow-access';
import { WorkflowInstances } from '../../src/core/workflow/workflow-instances';
import { WorkflowRuntime } from '../../src/core/workflow/workflow-runtime.service';
import { PRE_COURSE_TESTS, PipelineStarter } from '../../src/modules/accounts/pipeline-starter.service';
import type { User } from '../../src/modules/users/user.entity';
import { login, newUser, type TestApp } from './test-app';

/** How far a test candidate's pipeline has been driven. */
export type CandidateStage = 'tests' | 'interview' | 'essay' | 'theory';

export interface TestCandidate {
  user: User & { password: string };
  auth: { Authorization: string };
}

/** Sends one pipeline event as the system (scores, timers) or as an admin with the given id. */
export async function sendPipelineEvent(
  t: TestApp,
  userId: number,
  event: SentEventOf<typeof candidatePipelineWorkflow>,
  actor: { id: number; role: 'admin' | 'user' } | typeof SYSTEM_ACTOR = SYSTEM_ACTOR,
): Promise<void> {
  await t.app.get(WorkflowRuntime).send({
    workflow: candidatePipelineWorkflow,
    ref: { businessKey: candidatePipelineKey(userId) },
    event,
    actor,
  });
}

/** Passes all four pre-course tests (scores of 100, sent as the API would after grading). */
export async function passPreCourseTests(t: TestApp, userId: number): Promise<void> {
  for (const test of PRE_COURSE_TESTS) {
    await sendPipelineEvent(t, userId, {
      type: 'test.start',
      test_id: test.test_id,
      time_limit_ms: test.time_limit_ms,
    });
    await sendPipelineEvent(t, userId, { type: 'test.submit', test_id: test.test_id, score: 100 });
  }
}

/**
 * A signed-in candidate (role `user`, or `direct_enroll`) with a started candidatePipeline, driven to the
 * given stage through the runtime: the tests passed for `interview`, the interview passed for `essay`, the
 * essay passed for `theory` (each grade sent by a fresh admin).
 */
export async function newCandidate(
  t: TestApp,
  options: { stage?: CandidateStage; track?: PipelineTrack; fields?: Partial<User> } = {},
): Promise<TestCandidate> {
  const track = options.track ?? 'user';
  const user = await newUser(t.dataSource, { role: track, ...options.fields });
  await new PipelineStarter(t.app.get(WorkflowInstances), t.app.get(WorkflowRuntime)).start(user.id, track);
  const stage = options.stage ?? (track === 'direct_enroll' ? 'theory' : 'tests');
  if (track === 'user' && stage !== 'tests') {
    const admin = await newUser(t.dataSource, { role: 'admin' });
    const asAdmin = { id: admin.id, role: 'admin' as const };
    await passPreCourseTests(t, user.id);
    if (stage !== 'interview') {
      await sendPipelineEvent(t, user.id, { type: 'interview.grade', passed: true }, asAdmin);
      if (stage !== 'essay') {
        await sendPipelineEvent(t, user.id, { type: 'essay.grade', grade: 80 }, asAdmin);
      }
    }
  }
  const tokens = await login(t, user.username, user.password);
  return { user, auth: { Authorization: `Bearer ${tokens.access}` } };
}

/** The stored state path of a candidate's pipeline (`tests`, `interview`, `failed`…). */
export async function pipelineState(t: TestApp, userId: number): Promise<string> {
  const [row] = (await t.dataSource.query(
    `SELECT state_path FROM workflow_instances WHERE machine_id = 'candidatePipeline' AND business_key = $1`,
    [candidatePipelineKey(userId)],
  )) as Array<{ state_path: string }>;
  if (!row) throw new Error(`no pipeline for user ${userId}`);
  return row.state_path;
}
