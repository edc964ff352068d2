import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { candidatePickerKeys } from '@/shared/ui/candidate-picker';
import { essayAdminKeys } from './admin-query-keys';

/** POST /api/v1/pre_essay_meeting/{id}/add_users/ {user_ids}: answers how many were added and skipped. */
export function useAddMeetingUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ meetingId, userIds }: { meetingId: number; userIds: number[] }) =>
      unwrap(
        api.POST('/api/v1/pre_essay_meeting/{id}/add_users', {
          params: { path: { id: meetingId } },
          body: { user_ids: userIds },
        }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: essayAdminKeys.meetings }),
        queryClient.invalidateQueries({ queryKey: candidatePickerKeys.all }),
      ]),
  });
}
