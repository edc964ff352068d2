import type { CourseDto } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '@/shared/api/client';
import { courseAdminKeys, coursePath, COURSES_PATH } from './course-admin-keys';

/**
 * POST /api/v1/courses/ or PATCH /api/v1/courses/{id}/ (multipart: the text fields, `image`,
 * `certificate_template_ru`, `certificate_template_kk`); `percent` is the share of the body sent.
 */
export function useSaveCourse(courseId: number | null) {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState(0);
  const mutation = useMutation({
    mutationFn: (body: FormData) => {
      setPercent(0);
      return apiRequest<CourseDto>(courseId === null ? COURSES_PATH : coursePath(courseId), {
        method: courseId === null ? 'POST' : 'PATCH',
        body,
        onUploadProgress: (fraction) => setPercent(Math.round(fraction * 100)),
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseAdminKeys.all }),
  });
  return { ...mutation, percent };
}
