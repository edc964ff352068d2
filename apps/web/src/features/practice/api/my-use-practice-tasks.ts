import type { OwnPracticeTaskDto, Page } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { myPracticeKeys, myPracticePaths } from './my-practice-keys';

/** GET /api/v1/practice/: the tasks the caller is attached to, each with their own answer and its grade. */
export function useMyPracticeTasks() {
  return useQuery({
    queryKey: myPracticeKeys.tasks,
    queryFn: async ({ signal }) => {
      const page = await apiRequest<Page<OwnPracticeTaskDto>>(myPracticePaths.tasks, {
        query: myPracticePaths.tasksQuery,
        signal,
      });
      return page.results;
    },
    // A grade given meanwhile shows when the candidate comes back to the page.
    refetchOnWindowFocus: 'always',
  });
}
