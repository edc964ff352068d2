import type { LessonTestDto, LessonTestInput } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { courseAdminKeys, lessonTestPath } from './course-admin-keys';

/** POST /api/v1/courses/{id}/lessons/{lessonId}/test/ {title, title_kz}: the lesson's one test. */
export function useCreateLessonTest(courseId: number, lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LessonTestInput) =>
      apiRequest<LessonTestDto>(lessonTestPath(courseId, lessonId), { method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: courseAdminKeys.lessons(courseId) }),
        queryClient.invalidateQueries({ queryKey: courseAdminKeys.test(courseId, lessonId) }),
      ]),
  });
}
