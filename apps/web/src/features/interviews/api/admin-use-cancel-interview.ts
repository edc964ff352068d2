import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { adminInterviewKeys } from './admin-interview-keys';

/**
 * DELETE /api/v1/pre_course_interviews/{id}/: cancels an interview nobody was graded at (409 otherwise); each
 * invited candidate is mailed the cancellation and can be invited to another interview.
 */
export function useCancelInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/api/v1/pre_course_interviews/{id}', { params: { path: { id } } })),
    onSettled: (_answer, error, id) => {
      const gone = adminInterviewKeys.detail(id);
      return queryClient.invalidateQueries({
        queryKey: adminInterviewKeys.all,
        // A cancelled interview's detail, open until the caller closes it, is not read again (it is a 404 now).
        // A refusal reads it again: someone may have been graded meanwhile.
        predicate: ({ queryKey }) => error !== null || gone.some((part, index) => queryKey[index] !== part),
      });
    },
  });
}
