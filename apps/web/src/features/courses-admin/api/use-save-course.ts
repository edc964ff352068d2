import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, apiFetch, unwrap, type ApiForm } from '@/shared/api/client';
import { multipartBody } from '@/shared/api/multipart';
import { courseAdminKeys } from './course-admin-keys';

/**
 * POST /api/v1/courses/ or PATCH /api/v1/courses/{id}/ (multipart: the text fields, `image`,
 * `certificate_template_ru`, `certificate_template_kk`); `percent` is the share of the body sent.
 */
export function useSaveCourse(courseId: number | null) {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState(0);
  const mutation = useMutation({
    mutationFn: (body: ApiForm<'/api/v1/courses', 'post'>) => {
      setPercent(0);
      const options = {
        body,
        bodySerializer: multipartBody,
        fetch: apiFetch({ onUploadProgress: (fraction) => setPercent(Math.round(fraction * 100)) }),
      };
      return courseId === null
        ? unwrap(api.POST('/api/v1/courses', options))
        : unwrap(api.PATCH('/api/v1/courses/{id}', { params: { path: { id: courseId } }, ...options }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseAdminKeys.all }),
  });
  return { ...mutation, percent };
}
