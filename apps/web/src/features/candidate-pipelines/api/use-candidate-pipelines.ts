import type { Page } from '@expert-portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, BULK_LIST_TIMEOUT_MS } from '@/shared/api/client';
import { CANDIDATES_PAGE_SIZE, PIPELINES_PATH, candidatePipelineKeys } from './query-keys';
import type { CandidatePipelineRow, PipelinePosition } from './types';

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
    queryFn: ({ signal }) =>
      apiRequest<Page<CandidatePipelineRow>>(PIPELINES_PATH, {
        query,
        signal,
        timeoutMs: BULK_LIST_TIMEOUT_MS,
      }),
    placeholderData: keepPreviousData,
  });
}
