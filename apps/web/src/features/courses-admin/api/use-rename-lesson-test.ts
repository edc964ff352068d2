import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiBody } from '@/shared/api/client';
import { courseAdminKeys } from './course-admin-keys';

/** PATCH /api/v1/courses/{id}/lessons/{lessonId}/test/{testId}/ {title, title_kz}: rename the lesson's test. */
export function useRenameLessonTest(courseId: number, lessonId: number, testId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'/api/v1/courses/{id}/lessons/{lessonId}/test/{testId}', 'patch'>) =>
      unwrap(
        api.PATCH('/api/v1/courses/{id}/lessons/{lessonId}/test/{testId}', {
          params: { path: { id: courseId, lessonId, testId } },
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
