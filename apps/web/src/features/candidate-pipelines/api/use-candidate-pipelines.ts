import type { PipelinePosition } from '@expert-portal/machines';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiFetch, BULK_LIST_TIMEOUT_MS, unwrap } from '@/shared/api/client';
import { CANDIDATES_PAGE_SIZE, candidatePipelineKeys } from './query-keys';
import { withPipelineProjection } from './types';

export interface CandidatesRequest {
  /** Words that must all occur in the candidate's name or e-mail. */
  search: string;
  /** Only the candidates at this stage (state), or all. */
  state: PipelinePosition | null;
  page: number;
}

/** One page of the candidates' pipelines, latest change first; the last page stays while the next loads. */
export function useCandidatePipelines({ search, state, page }: CandidatesRequest) {
  const query = {
    page,
    page_size: CANDIDATES_PAGE_SIZE,
    search: search.trim() || undefined,
    state: state ?? undefined,
  };
  return useQuery({
    queryKey: candidatePipelineKeys.list(query),
    queryFn: async ({ signal }) => {
      const answer = await unwrap(
        api.GET('/api/v1/workflows/{machine}/instances', {
          params: { path: { machine: 'candidatePipeline' }, query },
          signal,
          fetch: apiFetch({ timeoutMs: BULK_LIST_TIMEOUT_MS }),
        }),
      );
      return { ...answer, results: answer.results.map(withPipelineProjection) };
    },
    placeholderData: keepPreviousData,
  });
}
