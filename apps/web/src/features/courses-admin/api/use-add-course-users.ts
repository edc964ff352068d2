import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { candidatePickerKeys } from '@/shared/ui/candidate-picker';
import { courseAdminKeys } from './course-admin-keys';

/** POST /api/v1/courses/{id}/add_users/ {user_ids}: enrols the users picked. */
export function useAddCourseUsers(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: number[]) =>
      unwrap(
        api.POST('/api/v1/courses/{id}/add_users', {
          params: { path: { id: courseId } },
          body: { user_ids: userIds },
        }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: courseAdminKeys.all }),
        queryClient.invalidateQueries({ queryKey: candidatePickerKeys.all }),
      ]),
  });
}
