import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { courseAdminKeys } from './course-admin-keys';

/** DELETE /api/v1/courses/{id}/lessons/{lessonId}/files/{fileId}/. */
export function useDeleteLessonFile(courseId: number, lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) =>
      unwrap(
        api.DELETE('/api/v1/courses/{id}/lessons/{lessonId}/files/{fileId}', {
          params: { path: { id: courseId, lessonId, fileId } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseAdminKeys.lessons(courseId) }),
  });
}
