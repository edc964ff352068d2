import type { LessonQuestionDto, LessonQuestionInput, LessonQuestionReplace } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { courseAdminKeys, questionsPath } from './course-admin-keys';

export type SaveLessonQuestion =
  { questionId: null; body: LessonQuestionInput } | { questionId: number; body: LessonQuestionReplace };

/**
 * A question of a lesson test with its options, in one request: POST .../test/{testId}/questions/ for a new
 * one, PUT .../questions/{qid}/ to replace one.
 */
export function useSaveLessonQuestion(courseId: number, lessonId: number, testId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, body }: SaveLessonQuestion) => {
      const path = questionsPath(courseId, lessonId, testId);
      return questionId === null
        ? apiRequest<LessonQuestionDto>(path, { method: 'POST', body })
        : apiRequest<LessonQuestionDto>(`${path}${questionId}/`, { method: 'PUT', body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseAdminKeys.test(courseId, lessonId) }),
  });
}
