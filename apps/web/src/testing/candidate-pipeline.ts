import type { CandidatePipelineProjection } from '@expert-portal/machines';

/**
 * A whole candidatePipeline projection, as the machine's projection schema parses it: a candidate at the tests
 * stage unless `change` says otherwise.
 */
export function candidateProjection(
  change: Partial<CandidatePipelineProjection> = {},
): CandidatePipelineProjection {
  return {
    user_id: 12,
    track: 'user',
    user_role: 'user',
    position: 'tests',
    unlocked_stages: ['tests'],
    failure: null,
    tests: [],
    interview: null,
    essay: null,
    practice: null,
    certificate_id: null,
    ...change,
  };
}
