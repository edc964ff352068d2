import type { LessonDto, LessonInput } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { courseAdminKeys, lessonsPath } from './course-admin-keys';

/** POST /api/v1/courses/{id}/lessons/ {title, description, date_time, link, file_link, published, public}. */
export function useCreateLesson(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LessonInput) => apiRequest<LessonDto>(lessonsPath(courseId), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseAdminKeys.lessons(courseId) }),
  });
}
