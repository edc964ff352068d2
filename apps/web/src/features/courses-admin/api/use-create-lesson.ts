import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiBody } from '@/shared/api/client';
import { courseAdminKeys } from './course-admin-keys';

/** POST /api/v1/courses/{id}/lessons/ {title, description, date_time, link, file_link, published, public}. */
export function useCreateLesson(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'/api/v1/courses/{id}/lessons', 'post'>) =>
      unwrap(api.POST('/api/v1/courses/{id}/lessons', { params: { path: { id: courseId } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseAdminKeys.lessons(courseId) }),
  });
}
