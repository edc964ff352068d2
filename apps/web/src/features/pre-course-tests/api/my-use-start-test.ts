import type { PreCourseAttemptDto } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { myTestKeys, myTestPaths } from './my-test-keys';

/** POST /api/v1/pre_course_test/{id}/start/: the one attempt begins; its deadline is the server's. */
export function useStartTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (testId: number) =>
      apiRequest<PreCourseAttemptDto>(myTestPaths.start(testId), { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myTestKeys.list }),
  });
}
