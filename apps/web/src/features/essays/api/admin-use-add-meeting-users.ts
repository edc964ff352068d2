import type { AddUsersResultDto } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { candidatePickerKeys } from '@/shared/ui/candidate-picker';
import { essayAdminKeys } from './admin-query-keys';

/** The picker's source for a meeting: candidates at the essay stage not yet added to it. */
export function meetingCandidatesPath(meetingId: number): string {
  return `/api/v1/pre_essay_meeting/${meetingId}/candidates/`;
}

/** POST /api/v1/pre_essay_meeting/{id}/add_users/ {user_ids}: answers how many were added and skipped. */
export function useAddMeetingUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ meetingId, userIds }: { meetingId: number; userIds: number[] }) =>
      apiRequest<AddUsersResultDto>(`/api/v1/pre_essay_meeting/${meetingId}/add_users/`, {
        method: 'POST',
        body: { user_ids: userIds },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: essayAdminKeys.meetings }),
        queryClient.invalidateQueries({ queryKey: candidatePickerKeys.all }),
      ]),
  });
}
