import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiFetch, BULK_LIST_TIMEOUT_MS, unwrap } from '@/shared/api/client';
import { practiceAdminKeys } from './admin-practice-keys';

/** The add-users modal shows 10 users a page. */
export const PRACTICE_CANDIDATES_PAGE_SIZE = 10;

/** The most users one select-all takes (the server's largest page and the add_users limit). */
export const PRACTICE_SELECT_ALL_LIMIT = 500;

function fetchCandidates(
  taskId: number,
  page: number,
  pageSize: number,
  search: string,
  signal?: AbortSignal,
) {
  return unwrap(
    api.GET('/api/v1/practice/{id}/candidates', {
      params: { path: { id: taskId }, query: { page, page_size: pageSize, search: search || undefined } },
      signal,
      fetch: apiFetch({ timeoutMs: BULK_LIST_TIMEOUT_MS }),
    }),
  );
}

/** GET /api/v1/practice/{id}/candidates/ (page, page_size, search): the users a task may be given to. */
export function usePracticeCandidates(taskId: number, page: number, search: string) {
  return useQuery({
    queryKey: practiceAdminKeys.candidatePage(taskId, page, search),
    queryFn: ({ signal }) => fetchCandidates(taskId, page, PRACTICE_CANDIDATES_PAGE_SIZE, search, signal),
    placeholderData: keepPreviousData,
  });
}

/** Every user matching `search` (up to the select-all limit), for the select-all toggle. */
export async function fetchAllPracticeCandidateIds(taskId: number, search: string): Promise<number[]> {
  const page = await fetchCandidates(taskId, 1, PRACTICE_SELECT_ALL_LIMIT, search);
  return page.results.map((user) => user.id);
}
