import type { LessonDto } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '@/shared/api/client';
import { courseAdminKeys, lessonPath } from './course-admin-keys';

/** POST /api/v1/courses/{id}/lessons/{lessonId}/upload_files/ (multipart, `files` repeated), with progress. */
export function useUploadLessonFiles(courseId: number, lessonId: number) {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState(0);
  const mutation = useMutation({
    mutationFn: (files: File[]) => {
      setPercent(0);
      const body = new FormData();
      for (const file of files) body.append('files', file);
      return apiRequest<LessonDto>(`${lessonPath(courseId, lessonId)}upload_files/`, {
        method: 'POST',
        body,
        onUploadProgress: (fraction) => setPercent(Math.round(fraction * 100)),
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseAdminKeys.lessons(courseId) }),
  });
  return { ...mutation, percent };
}
