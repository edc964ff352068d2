import type { PreCourseQuestionDto, PreCourseQuestionInput } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { questionPath, testsAdminKeys } from './admin-query-keys';

/** PUT /api/v1/pre_course_test/{id}/questions/{qid}/: a question's texts and options, replaced as a whole. */
export function useReplaceQuestion(testId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, body }: { questionId: number; body: PreCourseQuestionInput }) =>
      apiRequest<PreCourseQuestionDto>(questionPath(testId, questionId), { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testsAdminKeys.questions(testId) }),
  });
}
