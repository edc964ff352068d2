/** The candidates' pipelines: GET /api/v1/workflows/{machine}/instances/ (the machine's id is in the path). */
export const PIPELINES_PATH = '/api/v1/workflows/candidatePipeline/instances/';

export const CANDIDATES_PAGE_SIZE = 20;

/** Query keys of the feature: an admin event invalidates `candidatePipelineKeys.all`, so list and card refresh. */
export const candidatePipelineKeys = {
  all: ['candidate-pipelines'] as const,
  list: (query: object) => ['candidate-pipelines', 'list', query] as const,
  instance: (id: string) => ['candidate-pipelines', 'instance', id] as const,
  history: (id: string) => ['candidate-pipelines', 'history', id] as const,
};
