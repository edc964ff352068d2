import { Injectable } from '@nestjs/common';
import {
  DEFAULT_PIPELINE_THRESHOLDS,
  candidatePipelineKey,
  candidatePipelineWorkflow,
  type CandidatePipelineInput,
  type PipelineTrack,
} from '@expert-portal/machines';
import { QueryFailedError } from 'typeorm';
import { SYSTEM_ACTOR } from '../../core/workflow/workflow-access';
import { WorkflowInstances } from '../../core/workflow/workflow-instances';
import { WorkflowRuntime } from '../../core/workflow/workflow-runtime.service';

/**
 * The four pre-course tests in the order the form checks them with their thresholds and time limits (psycholinguistic
 * 60 min, verbal analysis 22, information matching 6, history and ethnography 15). Their ids are the
 * tests catalogue's fixed first four rows until that catalogue lets admins choose them.
 */
export const PRE_COURSE_TESTS = [60, 22, 6, 15].map((minutes, index) => ({
  test_id: index + 1,
  threshold: DEFAULT_PIPELINE_THRESHOLDS.tests[index],
  time_limit_ms: minutes * 60_000,
}));

export function pipelineInput(userId: number, track: PipelineTrack): CandidatePipelineInput {
  return {
    user_id: userId,
    track,
    tests: track === 'user' ? PRE_COURSE_TESTS : [],
    essay_threshold: DEFAULT_PIPELINE_THRESHOLDS.essay,
    practice_threshold: DEFAULT_PIPELINE_THRESHOLDS.practice,
  };
}

/**
 * Starts a new account's candidate pipeline. Idempotent: a second start finds the instance by its unique
 * (machine_id, business_key) and answers it, so a retried account job never starts two.
 */
@Injectable()
export class PipelineStarter {
  constructor(
    private readonly instances: WorkflowInstances,
    private readonly runtime: WorkflowRuntime,
  ) {}

  async start(userId: number, track: PipelineTrack): Promise<{ instance_id: string; started: boolean }> {
    const businessKey = candidatePipelineKey(userId);
    const existing = await this.existing(businessKey);
    if (existing) return { instance_id: existing, started: false };
    try {
      const row = await this.runtime.start({
        workflow: candidatePipelineWorkflow,
        businessKey,
        input: pipelineInput(userId, track),
        actor: SYSTEM_ACTOR,
        ownerUserId: userId,
      });
      return { instance_id: String(row.id), started: true };
    } catch (error) {
      // A concurrent job started it between the check and the insert.
      const code = error instanceof QueryFailedError ? (error.driverError as { code?: string }).code : null;
      const raced = code === '23505' ? await this.existing(businessKey) : null;
      if (raced) return { instance_id: raced, started: false };
      throw error;
    }
  }

  private async existing(businessKey: string): Promise<string | null> {
    const instance = await this.instances.byKey(candidatePipelineWorkflow, businessKey);
    return instance?.id ?? null;
  }
}
