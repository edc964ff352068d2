import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, apiFetch, unwrap } from '@/shared/api/client';
import { multipartBody } from '@/shared/api/multipart';
import { myPracticeKeys } from './my-practice-keys';

/**
 * POST /api/v1/practice/{id}/answer/ multipart with repeated `files`: the answer, or new files for it until it
 * is graded. The share sent so far (0–100) is `percent`.
 */
export function useSendPracticeAnswer(taskId: number) {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState(0);
  const mutation = useMutation({
    mutationFn: (files: File[]) => {
      setPercent(0);
      return unwrap(
        api.POST('/api/v1/practice/{id}/answer', {
          params: { path: { id: taskId } },
          body: { files },
          bodySerializer: multipartBody,
          fetch: apiFetch({ onUploadProgress: (fraction) => setPercent(Math.round(fraction * 100)) }),
        }),
      );
    },
    // A refusal for a grade or a deadline that came meanwhile (409) is read again too, so the page shows it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: myPracticeKeys.tasks }),
  });
  return { ...mutation, percent };
}
