import type { PracticeTaskDto } from '@expert-portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiFetch, BULK_LIST_TIMEOUT_MS, unwrap } from '@/shared/api/client';
import { practiceAdminKeys } from './admin-practice-keys';

/** The tasks are read 20 at a time (the server's default page). */
export const PRACTICE_TASKS_PAGE_SIZE = 20;

/** GET /api/v1/practice/: one page of the tasks with their files, attached users and answer counts. */
export function usePracticeTasks(page: number) {
  return useQuery({
    queryKey: practiceAdminKeys.taskPage(page),
    queryFn: async ({ signal }) => {
      const tasks = await unwrap(
        api.GET('/api/v1/practice', {
          params: { query: { page, page_size: PRACTICE_TASKS_PAGE_SIZE } },
          signal,
          fetch: apiFetch({ timeoutMs: BULK_LIST_TIMEOUT_MS }),
        }),
      );
      // The list answers each role its own view of a task: an admin's carry their users and answers.
      return { ...tasks, results: tasks.results.filter((task): task is PracticeTaskDto => 'users' in task) };
    },
    placeholderData: keepPreviousData,
  });
}
