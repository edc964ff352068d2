import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, apiFetch, unwrap, type ApiForm } from '@/shared/api/client';
import { multipartBody } from '@/shared/api/multipart';
import { practiceAdminKeys } from './admin-practice-keys';

/**
 * POST /api/v1/practice/ multipart (title, title_kk, instruction, instruction_kk, deadline as YYYY-MM-DD for
 * the end of that day in Kazakhstan, course, repeated `files`); the share sent so far (0–100) is `percent`.
 */
export function useCreatePracticeTask() {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState(0);
  const mutation = useMutation({
    mutationFn: (body: ApiForm<'/api/v1/practice', 'post'>) => {
      setPercent(0);
      return unwrap(
        api.POST('/api/v1/practice', {
          body,
          bodySerializer: multipartBody,
          fetch: apiFetch({ onUploadProgress: (fraction) => setPercent(Math.round(fraction * 100)) }),
        }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practiceAdminKeys.tasks }),
  });
  return { ...mutation, percent };
}
