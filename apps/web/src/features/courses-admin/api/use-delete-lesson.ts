import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { courseAdminKeys, lessonPath } from './course-admin-keys';

/** DELETE /api/v1/courses/{id}/lessons/{lessonId}/: the lesson with its files and test. */
export function useDeleteLesson(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lessonId: number) => apiRequest<null>(lessonPath(courseId, lessonId), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseAdminKeys.lessons(courseId) }),
  });
}
