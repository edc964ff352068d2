import type { CandidatePipelineProjection } from '@expert-portal/machines';
import type { InterviewDto, Page } from '@expert-portal/contracts';

export const PIPELINE_PATH = '/api/v1/workflows/candidatePipeline/mine/';
export const MY_INTERVIEWS_PATH = '/api/v1/pre_course_interviews/';

/** GET /api/v1/workflows/candidatePipeline/mine/ of a candidate at the interview stage, graded or not. */
export function interviewPipeline(interview: { grade: number; passed: boolean } | null = null) {
  const position = interview === null ? 'interview' : interview.passed ? 'essay' : 'failed';
  const at = '2026-05-05T09:00:00.000Z';
  const projection: CandidatePipelineProjection = {
    user_id: 12,
    track: 'user',
    user_role: 'user',
    position,
    unlocked_stages: interview?.passed ? ['tests', 'interview', 'essay'] : ['tests', 'interview'],
    failure:
      interview && !interview.passed
        ? { stage: 'interview', reason: 'interview_failed', test_ids: [], grade: null, threshold: null, at }
        : null,
    tests: [],
    interview: interview && { ...interview, at, actor_id: 1 },
    essay: null,
    practice: null,
    certificate_id: null,
  };
  return {
    id: '41',
    state_path: position,
    tags: position === 'failed' ? ['pipeline:failed'] : [`stage:${position}:open`],
    projection,
  };
}

/** An invitation as a candidate reads it. */
export function myInterview(change: Partial<InterviewDto> = {}): InterviewDto {
  return {
    id: 7,
    name: 'Собеседование кандидатов, группа 3',
    name_kk: 'Кандидаттармен сұхбат, 3-топ',
    interview_time: '2026-05-04T05:00:00.000Z',
    link: 'https://us02web.zoom.us/j/81234567890',
    type: 'zoom',
    type_label: 'Zoom',
    ...change,
  };
}

export function page<T>(results: T[], count = results.length): Page<T> {
  return { count, next: null, previous: null, results };
}
