import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, apiFetch, unwrap } from '@/shared/api/client';
import { multipartBody } from '@/shared/api/multipart';
import { courseAdminKeys } from './course-admin-keys';

/** POST /api/v1/courses/{id}/lessons/{lessonId}/upload_files/ (multipart, `files` repeated), with progress. */
export function useUploadLessonFiles(courseId: number, lessonId: number) {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState(0);
  const mutation = useMutation({
    mutationFn: (files: File[]) => {
      setPercent(0);
      return unwrap(
        api.POST('/api/v1/courses/{id}/lessons/{lessonId}/upload_files', {
          params: { path: { id: courseId, lessonId } },
          body: { files },
          bodySerializer: multipartBody,
          fetch: apiFetch({ onUploadProgress: (fraction) => setPercent(Math.round(fraction * 100)) }),
        }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseAdminKeys.lessons(courseId) }),
  });
  return { ...mutation, percent };
}
