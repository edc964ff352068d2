import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiBody } from '@/shared/api/client';
import { testsAdminKeys } from './admin-query-keys';

/** POST /api/v1/pre_course_test/{id}/questions/: a new question, last in the test, with its options. */
export function useCreateQuestion(testId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'/api/v1/pre_course_test/{id}/questions', 'post'>) =>
      unwrap(api.POST('/api/v1/pre_course_test/{id}/questions', { params: { path: { id: testId } }, body })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: testsAdminKeys.questions(testId) }),
        queryClient.invalidateQueries({ queryKey: testsAdminKeys.tests }),
      ]),
  });
}
