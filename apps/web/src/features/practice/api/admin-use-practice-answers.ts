import { useQuery } from '@tanstack/react-query';
import { api, apiFetch, BULK_LIST_TIMEOUT_MS, unwrap } from '@/shared/api/client';
import { practiceAdminKeys } from './admin-practice-keys';

/** The answers of one task are read at once, up to the server's largest page. */
export const PRACTICE_ANSWERS_READ_SIZE = 500;

/** GET /api/v1/practice/{id}/answers/: a task's answers; `ungradedOnly` sends `ungraded=1`. */
export function usePracticeAnswers(taskId: number, ungradedOnly: boolean) {
  return useQuery({
    queryKey: practiceAdminKeys.answerList(taskId, ungradedOnly),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/practice/{id}/answers', {
          params: {
            path: { id: taskId },
            query: {
              page: 1,
              page_size: PRACTICE_ANSWERS_READ_SIZE,
              ungraded: ungradedOnly ? '1' : undefined,
            },
          },
          signal,
          fetch: apiFetch({ timeoutMs: BULK_LIST_TIMEOUT_MS }),
        }),
      ),
  });
}
