import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiBody } from '@/shared/api/client';
import { courseAdminKeys } from './course-admin-keys';

/** POST /api/v1/courses/{id}/lessons/{lessonId}/test/ {title, title_kz}: the lesson's one test. */
export function useCreateLessonTest(courseId: number, lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'/api/v1/courses/{id}/lessons/{lessonId}/test', 'post'>) =>
      unwrap(
        api.POST('/api/v1/courses/{id}/lessons/{lessonId}/test', {
          params: { path: { id: courseId, lessonId } },
          body,
        }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: courseAdminKeys.lessons(courseId) }),
        queryClient.invalidateQueries({ queryKey: courseAdminKeys.test(courseId, lessonId) }),
      ]),
  });
}
