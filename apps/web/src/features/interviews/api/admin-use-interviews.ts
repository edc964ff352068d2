import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiFetch, BULK_LIST_TIMEOUT_MS, unwrap } from '@/shared/api/client';
import { adminInterviewKeys } from './admin-interview-keys';

/** GET /api/v1/pre_course_interviews/: one page of interviews, the latest first, with their counts. */
export function useAdminInterviews(page: number, pageSize: number) {
  return useQuery({
    queryKey: adminInterviewKeys.list(page, pageSize),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/pre_course_interviews', {
          params: { query: { page, page_size: pageSize } },
          signal,
          fetch: apiFetch({ timeoutMs: BULK_LIST_TIMEOUT_MS }),
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
