import type { EssayMeetingDto } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { essayAdminKeys } from './admin-query-keys';

/** What the form sends: the meeting time as typed, Kazakhstan's wall clock, 'YYYY-MM-DDTHH:mm'. */
export interface EssayMeetingRequest {
  theme: number;
  link: string;
  meeting_time: string;
}

/** POST /api/v1/pre_essay_meeting/ {theme, link, meeting_time}: a meeting on a theme. */
export function useCreateEssayMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EssayMeetingRequest) =>
      apiRequest<EssayMeetingDto>('/api/v1/pre_essay_meeting/', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: essayAdminKeys.meetings }),
  });
}
