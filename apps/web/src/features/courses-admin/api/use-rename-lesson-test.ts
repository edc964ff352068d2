import type { LessonTestDto, LessonTestInput } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { courseAdminKeys, lessonTestPath } from './course-admin-keys';

/** PATCH /api/v1/courses/{id}/lessons/{lessonId}/test/{testId}/ {title, title_kz}: rename the lesson's test. */
export function useRenameLessonTest(courseId: number, lessonId: number, testId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LessonTestInput) =>
      apiRequest<LessonTestDto>(`${lessonTestPath(courseId, lessonId)}${testId}/`, { method: 'PATCH', body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: courseAdminKeys.lessons(courseId) }),
        queryClient.invalidateQueries({ queryKey: courseAdminKeys.test(courseId, lessonId) }),
      ]),
  });
}
