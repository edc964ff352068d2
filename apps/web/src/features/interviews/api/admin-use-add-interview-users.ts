import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { candidatePickerKeys } from '@/shared/ui/candidate-picker';
import { adminInterviewKeys } from './admin-interview-keys';

/** POST /api/v1/pre_course_interviews/{id}/add_users/ {user_ids}: invites candidates at the interview stage. */
export function useAddInterviewUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ interview, userIds }: { interview: number; userIds: number[] }) =>
      unwrap(
        api.POST('/api/v1/pre_course_interviews/{id}/add_users', {
          params: { path: { id: interview } },
          body: { user_ids: userIds },
        }),
      ),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminInterviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: candidatePickerKeys.all }),
      ]);
    },
  });
}
