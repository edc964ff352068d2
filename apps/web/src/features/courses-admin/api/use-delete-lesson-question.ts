import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { courseAdminKeys, questionsPath } from './course-admin-keys';

/** DELETE /api/v1/courses/{id}/lessons/{lessonId}/test/{testId}/questions/{qid}/: the question and its options. */
export function useDeleteLessonQuestion(courseId: number, lessonId: number, testId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: number) =>
      apiRequest<null>(`${questionsPath(courseId, lessonId, testId)}${questionId}/`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseAdminKeys.test(courseId, lessonId) }),
  });
}
