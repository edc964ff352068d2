import { z } from 'zod';
import {
  cancelTimerEffectSchema,
  notifyEffectSchema,
  scheduleTimerEffectSchema,
  type EffectsFrom,
} from '../core/effects';
import { idSchema } from '../core/events';

/** Grade the answers an expired attempt saved: the API scores them and sends `test.grade`. */
export const gradeAttemptEffectSchema = z.object({
  user_id: idSchema,
  test_id: idSchema,
  /** The attempt's start, which names it: a later retake's attempt is another one. */
  started_at: z.iso.datetime({ offset: true }),
});
export type GradeAttemptEffect = z.infer<typeof gradeAttemptEffectSchema>;

/**
 * Effects of the candidate pipeline: stage notifications, the durable deadlines of test attempts and the
 * grading of an attempt that ran out of time.
 */
export const candidatePipelineEffectSchemas = {
  notify: notifyEffectSchema,
  gradeAttempt: gradeAttemptEffectSchema,
  scheduleTimer: scheduleTimerEffectSchema,
  cancelTimer: cancelTimerEffectSchema,
};

export type CandidatePipelineEffect = EffectsFrom<typeof candidatePipelineEffectSchemas>;
