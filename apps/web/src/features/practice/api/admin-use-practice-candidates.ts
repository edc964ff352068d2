import type { Page, PracticeUserDto } from '@expert-portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, BULK_LIST_TIMEOUT_MS } from '@/shared/api/client';
import { practiceAdminKeys } from './admin-practice-keys';

/** Spec §9: the add-users modal shows 10 users a page. */
export const PRACTICE_CANDIDATES_PAGE_SIZE = 10;

/** The most users one select-all takes (the server's largest page and the add_users limit). */
export const PRACTICE_SELECT_ALL_LIMIT = 500;

function candidatesPath(taskId: number): string {
  return `/api/v1/practice/${taskId}/candidates/`;
}

/** GET /api/v1/practice/{id}/candidates/ (page, page_size, search): the users a task may be given to. */
export function usePracticeCandidates(taskId: number, page: number, search: string) {
  return useQuery({
    queryKey: practiceAdminKeys.candidatePage(taskId, page, search),
    queryFn: ({ signal }) =>
      apiRequest<Page<PracticeUserDto>>(candidatesPath(taskId), {
        query: { page, page_size: PRACTICE_CANDIDATES_PAGE_SIZE, search: search || undefined },
        signal,
        timeoutMs: BULK_LIST_TIMEOUT_MS,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every user matching `search` (up to the select-all limit), for the select-all toggle. */
export async function fetchAllPracticeCandidateIds(taskId: number, search: string): Promise<number[]> {
  const page = await apiRequest<Page<PracticeUserDto>>(candidatesPath(taskId), {
    query: { page: 1, page_size: PRACTICE_SELECT_ALL_LIMIT, search: search || undefined },
    timeoutMs: BULK_LIST_TIMEOUT_MS,
  });
  return page.results.map((user) => user.id);
}
