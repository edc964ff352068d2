import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiBody } from '@/shared/api/client';
import { testsAdminKeys } from './admin-query-keys';

/** PATCH /api/v1/pre_course_test/{id}/: a test's titles, descriptions or time limit (new attempts use it). */
export function usePatchTest(testId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'/api/v1/pre_course_test/{id}', 'patch'>) =>
      unwrap(api.PATCH('/api/v1/pre_course_test/{id}', { params: { path: { id: testId } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testsAdminKeys.tests }),
  });
}
