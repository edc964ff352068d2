import {
  cancelTimerEffectSchema,
  notifyEffectSchema,
  scheduleTimerEffectSchema,
  type EffectsFrom,
} from '../core/effects';

/** Effects of the candidate pipeline: stage notifications and the durable deadlines of test attempts. */
export const candidatePipelineEffectSchemas = {
  notify: notifyEffectSchema,
  scheduleTimer: scheduleTimerEffectSchema,
  cancelTimer: cancelTimerEffectSchema,
};

export type CandidatePipelineEffect = EffectsFrom<typeof candidatePipelineEffectSchemas>;
