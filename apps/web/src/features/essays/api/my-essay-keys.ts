/** Query keys of the candidate's essay page (the admin screen keeps its own under ['essays', 'admin']). */
export const myEssayKeys = {
  all: ['essays', 'mine'] as const,
  themes: ['essays', 'mine', 'themes'] as const,
  essay: ['essays', 'mine', 'essay'] as const,
  meetings: ['essays', 'mine', 'meetings'] as const,
};

export const MY_ESSAY_PATH = '/api/v1/pre_user_essay/';
export const MY_MEETINGS_PATH = '/api/v1/pre_essay_meeting/';
export const MY_THEMES_PATH = '/api/v1/pre_essay_theme/';
export const PIPELINE_PATH = '/api/v1/workflows/candidatePipeline/mine/';
