import type { AddUsersResultDto } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { candidatePickerKeys } from '@/shared/ui/candidate-picker';
import { courseAdminKeys, coursePath } from './course-admin-keys';

/** The picker's source for a course: the users who may be enrolled in it and are not yet. */
export const courseCandidatesPath = (courseId: number) => `${coursePath(courseId)}candidates/`;

/** POST /api/v1/courses/{id}/add_users/ {user_ids}: enrols the users picked. */
export function useAddCourseUsers(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: number[]) =>
      apiRequest<AddUsersResultDto>(`${coursePath(courseId)}add_users/`, {
        method: 'POST',
        body: { user_ids: userIds },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: courseAdminKeys.all }),
        queryClient.invalidateQueries({ queryKey: candidatePickerKeys.all }),
      ]),
  });
}
