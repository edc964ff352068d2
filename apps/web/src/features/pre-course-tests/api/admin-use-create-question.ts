import type { PreCourseQuestionDto, PreCourseQuestionInput } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { questionsPath, testsAdminKeys } from './admin-query-keys';

/** POST /api/v1/pre_course_test/{id}/questions/: a new question, last in the test, with its options. */
export function useCreateQuestion(testId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PreCourseQuestionInput) =>
      apiRequest<PreCourseQuestionDto>(questionsPath(testId), { method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: testsAdminKeys.questions(testId) }),
        queryClient.invalidateQueries({ queryKey: testsAdminKeys.tests }),
      ]),
  });
}
