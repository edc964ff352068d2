import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { essayAdminKeys } from './admin-query-keys';

/** DELETE /api/v1/pre_essay_meeting/{id}/: the meeting goes, and its users are released. */
export function useDeleteEssayMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/api/v1/pre_essay_meeting/{id}', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: essayAdminKeys.meetings }),
  });
}
