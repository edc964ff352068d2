import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiBody } from '@/shared/api/client';
import { essayAdminKeys } from './admin-query-keys';

/** POST /api/v1/pre_essay_meeting/ {theme, link, meeting_time}: a meeting on a theme (its time as typed). */
export function useCreateEssayMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'/api/v1/pre_essay_meeting', 'post'>) =>
      unwrap(api.POST('/api/v1/pre_essay_meeting', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: essayAdminKeys.meetings }),
  });
}
