import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { practiceAdminKeys } from './admin-practice-keys';

/**
 * POST /api/v1/practice/{id}/add_users/ {user_ids}: answers how many were added and skipped; refused whole,
 * in the server's words, when a user is not enrolled in the task's course or not at the theory stage.
 */
export function useAddPracticeUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, userIds }: { taskId: number; userIds: number[] }) =>
      unwrap(
        api.POST('/api/v1/practice/{id}/add_users', {
          params: { path: { id: taskId } },
          body: { user_ids: userIds },
        }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: practiceAdminKeys.tasks }),
        queryClient.invalidateQueries({ queryKey: practiceAdminKeys.candidates }),
      ]),
  });
}
