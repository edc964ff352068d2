import type { CandidatePipelineProjectionDto } from '@expert-portal/contracts';

/**
 * A whole candidatePipeline projection, as the web app's contract schema parses it: a candidate at the tests
 * stage unless `change` says otherwise.
 */
export function candidateProjection(
  change: Partial<CandidatePipelineProjectionDto> = {},
): CandidatePipelineProjectionDto {
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
