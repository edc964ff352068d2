import { isPracticePassed } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { practiceAdminKeys } from './admin-practice-keys';

/**
 * PUT /api/v1/practice/{id}/answer/{answerId}/grade-user/ {grade, passed}: an answer is graded once; the
 * server decides `passed` again from the grade (≥ 65).
 */
export function useGradePracticeAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, answerId, grade }: { taskId: number; answerId: number; grade: number }) =>
      unwrap(
        api.PUT('/api/v1/practice/{id}/answer/{answerId}/grade-user', {
          params: { path: { id: taskId, answerId } },
          body: { grade, passed: isPracticePassed(grade) },
        }),
      ),
    // A refusal (graded meanwhile) is read again too, so the row shows the grade it has.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: practiceAdminKeys.answers }),
        queryClient.invalidateQueries({ queryKey: practiceAdminKeys.tasks }),
      ]),
  });
}
