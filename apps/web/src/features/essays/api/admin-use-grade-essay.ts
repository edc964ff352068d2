import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiBody } from '@/shared/api/client';
import { essayAdminKeys } from './admin-query-keys';

/**
 * POST /api/v1/pre_user_essay/{id}/grade/ {grade, passed} (the grade as text, and passed as the admin
 * saw it; the server decides it again): an essay is graded once (409 after).
 */
export function useGradeEssay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ApiBody<'/api/v1/pre_user_essay/{id}/grade', 'post'> & { id: number }) =>
      unwrap(api.POST('/api/v1/pre_user_essay/{id}/grade', { params: { path: { id } }, body })),
    // A 409 means someone graded it meanwhile: the list is refreshed either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: essayAdminKeys.essays }),
  });
}
