import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { testsAdminKeys } from './admin-query-keys';

/** DELETE /api/v1/pre_course_test/{id}/questions/{qid}/: the question goes with its options. */
export function useDeleteQuestion(testId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: number) =>
      unwrap(
        api.DELETE('/api/v1/pre_course_test/{id}/questions/{qid}', {
          params: { path: { id: testId, qid: questionId } },
        }),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: testsAdminKeys.questions(testId) }),
        queryClient.invalidateQueries({ queryKey: testsAdminKeys.tests }),
      ]),
  });
}
