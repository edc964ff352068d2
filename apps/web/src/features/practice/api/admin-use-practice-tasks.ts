import type { Page, PracticeTaskDto } from '@expert-portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, BULK_LIST_TIMEOUT_MS } from '@/shared/api/client';
import { practiceAdminKeys } from './admin-practice-keys';

/** The tasks are read 20 at a time (the server's default page). */
export const PRACTICE_TASKS_PAGE_SIZE = 20;

/** GET /api/v1/practice/: one page of the tasks with their files, attached users and answer counts. */
export function usePracticeTasks(page: number) {
  return useQuery({
    queryKey: practiceAdminKeys.taskPage(page),
    queryFn: ({ signal }) =>
      apiRequest<Page<PracticeTaskDto>>('/api/v1/practice/', {
        query: { page, page_size: PRACTICE_TASKS_PAGE_SIZE },
        signal,
        timeoutMs: BULK_LIST_TIMEOUT_MS,
      }),
    placeholderData: keepPreviousData,
  });
}
