import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { courseAdminKeys } from './course-admin-keys';

/** DELETE /api/v1/courses/{id}/lessons/{lessonId}/: the lesson with its files and test. */
export function useDeleteLesson(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lessonId: number) =>
      unwrap(
        api.DELETE('/api/v1/courses/{id}/lessons/{lessonId}', {
          params: { path: { id: courseId, lessonId } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseAdminKeys.lessons(courseId) }),
  });
}
