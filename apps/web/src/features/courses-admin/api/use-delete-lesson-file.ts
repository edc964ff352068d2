import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { courseAdminKeys, lessonPath } from './course-admin-keys';

/** DELETE /api/v1/courses/{id}/lessons/{lessonId}/files/{fileId}/. */
export function useDeleteLessonFile(courseId: number, lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) =>
      apiRequest<null>(`${lessonPath(courseId, lessonId)}files/${fileId}/`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseAdminKeys.lessons(courseId) }),
  });
}
