import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { courseAdminKeys } from './course-admin-keys';

/** DELETE /api/v1/courses/{id}/: refused (with the server's detail) once users have completed it. */
export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: number) =>
      unwrap(api.DELETE('/api/v1/courses/{id}', { params: { path: { id: courseId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseAdminKeys.all }),
  });
}
