import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { myTestKeys } from './my-test-keys';

/** POST /api/v1/pre_course_test/{id}/start/: the one attempt begins; its deadline is the server's. */
export function useStartTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (testId: number) =>
      unwrap(api.POST('/api/v1/pre_course_test/{id}/start', { params: { path: { id: testId } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myTestKeys.list }),
  });
}
