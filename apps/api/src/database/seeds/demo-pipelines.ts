import type { INestApplicationContext } from '@nestjs/common';
import { candidatePipelineKey, candidatePipelineWorkflow, type PipelineTrack } from '@expert-portal/machines';
import { DataSource } from 'typeorm';
import { SYSTEM_ACTOR } from '../../core/workflow/workflow-access';
import { WorkflowRuntime } from '../../core/workflow/workflow-runtime.service';
import { pipelineInput } from '../../modules/accounts/pipeline-starter.service';

/**
 * The demo accounts that take the journey: the candidates start at the tests (demo-selection.ts then takes
 * `interviewee` and `essayist` further and fails `retaker` at a test), `direct` and `practitioner` at theory
 * (demo-practice.ts then takes `practitioner` to practice).
 */
const DEMO_PIPELINES: Array<{ username: string; track: PipelineTrack }> = [
  { username: 'candidate', track: 'user' },
  { username: 'interviewee', track: 'user' },
  { username: 'essayist', track: 'user' },
  { username: 'retaker', track: 'user' },
  { username: 'direct', track: 'direct_enroll' },
  { username: 'practitioner', track: 'direct_enroll' },
];

/**
 * Starts the candidate pipelines of the demo accounts that have none, through the runtime (as an approval's
 * account job does), so a newcomer can try the stages at once. Answers the usernames it started.
 */
export async function seedDemoPipelines(app: INestApplicationContext): Promise<string[]> {
  const dataSource = app.get(DataSource);
  const runtime = app.get(WorkflowRuntime);
  const started: string[] = [];
  for (const { username, track } of DEMO_PIPELINES) {
    const [user] = (await dataSource.query(
      `SELECT u.id FROM users u WHERE u.username = $1 AND NOT EXISTS (
         SELECT 1 FROM workflow_instances i WHERE i.machine_id = 'candidatePipeline' AND i.owner_user_id = u.id)`,
      [username],
    )) as Array<{ id: number }>;
    if (!user) continue;
    await runtime.start({
      workflow: candidatePipelineWorkflow,
      businessKey: candidatePipelineKey(user.id),
      input: pipelineInput(user.id, track),
      actor: SYSTEM_ACTOR,
      ownerUserId: user.id,
    });
    started.push(username);
  }
  return started;
}
