import type { PreCourseTestDto, PreCourseTestPatch } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { testPath, testsAdminKeys } from './admin-query-keys';

/** PATCH /api/v1/pre_course_test/{id}/: a test's titles, descriptions or time limit (new attempts use it). */
export function usePatchTest(testId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PreCourseTestPatch) =>
      apiRequest<PreCourseTestDto>(testPath(testId), { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testsAdminKeys.tests }),
  });
}
