import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { courseAdminKeys, coursePath } from './course-admin-keys';

/** DELETE /api/v1/courses/{id}/: refused (with the server's detail) once users have completed it. */
export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: number) => apiRequest<null>(coursePath(courseId), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseAdminKeys.all }),
  });
}
