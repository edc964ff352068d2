import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, apiFetch, unwrap } from '@/shared/api/client';
import { multipartBody } from '@/shared/api/multipart';
import { myEssayKeys } from './my-essay-keys';

/**
 * POST /api/v1/pre_user_essay/ multipart `file`: uploads the essay, or replaces it until it is graded. The
 * share sent so far (0–100) is `percent`; the server counts the words and may refuse the file.
 */
export function useUploadEssay() {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setPercent(0);
      return unwrap(
        api.POST('/api/v1/pre_user_essay', {
          body: { file },
          bodySerializer: multipartBody,
          fetch: apiFetch({ onUploadProgress: (fraction) => setPercent(Math.round(fraction * 100)) }),
        }),
      );
    },
    // A refusal for a grade given meanwhile (409) is read again too, so the page shows the grade.
    onSettled: () => queryClient.invalidateQueries({ queryKey: myEssayKeys.essay }),
  });
  return { ...mutation, percent };
}
