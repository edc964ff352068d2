import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { courseAdminKeys } from './course-admin-keys';

/** DELETE /api/v1/courses/{id}/lessons/{lessonId}/test/{testId}/questions/{qid}/: the question and its options. */
export function useDeleteLessonQuestion(courseId: number, lessonId: number, testId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: number) =>
      unwrap(
        api.DELETE('/api/v1/courses/{id}/lessons/{lessonId}/test/{testId}/questions/{qid}', {
          params: { path: { id: courseId, lessonId, testId, qid: questionId } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseAdminKeys.test(courseId, lessonId) }),
  });
}
