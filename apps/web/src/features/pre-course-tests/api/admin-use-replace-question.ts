import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiBody } from '@/shared/api/client';
import { testsAdminKeys } from './admin-query-keys';

/** PUT /api/v1/pre_course_test/{id}/questions/{qid}/: a question's texts and options, replaced as a whole. */
export function useReplaceQuestion(testId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      questionId,
      body,
    }: {
      questionId: number;
      body: ApiBody<'/api/v1/pre_course_test/{id}/questions/{qid}', 'put'>;
    }) =>
      unwrap(
        api.PUT('/api/v1/pre_course_test/{id}/questions/{qid}', {
          params: { path: { id: testId, qid: questionId } },
          body,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testsAdminKeys.questions(testId) }),
  });
}
