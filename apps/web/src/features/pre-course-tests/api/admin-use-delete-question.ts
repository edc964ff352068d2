import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { questionPath, testsAdminKeys } from './admin-query-keys';

/** DELETE /api/v1/pre_course_test/{id}/questions/{qid}/: the question goes with its options. */
export function useDeleteQuestion(testId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: number) =>
      apiRequest<null>(questionPath(testId, questionId), { method: 'DELETE' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: testsAdminKeys.questions(testId) }),
        queryClient.invalidateQueries({ queryKey: testsAdminKeys.tests }),
      ]),
  });
}
