import type { InterviewDto, Page } from '@expert-portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, BULK_LIST_TIMEOUT_MS } from '@/shared/api/client';
import { ADMIN_INTERVIEWS_PATH, adminInterviewKeys } from './admin-interview-keys';

/** GET /api/v1/pre_course_interviews/: one page of interviews, the latest first, with their counts. */
export function useAdminInterviews(page: number, pageSize: number) {
  return useQuery({
    queryKey: adminInterviewKeys.list(page, pageSize),
    queryFn: ({ signal }) =>
      apiRequest<Page<InterviewDto>>(ADMIN_INTERVIEWS_PATH, {
        query: { page, page_size: pageSize },
        signal,
        timeoutMs: BULK_LIST_TIMEOUT_MS,
      }),
    placeholderData: keepPreviousData,
  });
}
