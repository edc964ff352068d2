import { PRACTICE_MAX_PAGE_SIZE, type OwnPracticeTaskDto } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { myPracticeKeys } from './my-practice-keys';

/** GET /api/v1/practice/: the tasks the caller is attached to, each with their own answer and its grade. */
export function useMyPracticeTasks() {
  return useQuery({
    queryKey: myPracticeKeys.tasks,
    queryFn: async ({ signal }) => {
      // Every task of the caller's in one page: a user is attached to a few at most.
      const page = await unwrap(
        api.GET('/api/v1/practice', { params: { query: { page_size: PRACTICE_MAX_PAGE_SIZE } }, signal }),
      );
      // The list answers each role its own view of a task: a candidate's carry their own answer.
      return page.results.filter((task): task is OwnPracticeTaskDto => 'answer' in task);
    },
    // A grade given meanwhile shows when the candidate comes back to the page.
    refetchOnWindowFocus: 'always',
  });
}
