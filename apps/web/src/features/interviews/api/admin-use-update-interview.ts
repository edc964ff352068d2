import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiBody } from '@/shared/api/client';
import { adminInterviewKeys } from './admin-interview-keys';

/**
 * What changes in an interview: any of its name, Kazakh name, time ('YYYY-MM-DDTHH:mm', Kazakhstan's) and link.
 * A new time or link is mailed to the invited candidates not graded yet; a name alone mails nobody.
 */
export type InterviewChange = ApiBody<'/api/v1/pre_course_interviews/{id}', 'patch'>;

export interface InterviewUpdateRequest {
  id: number;
  change: InterviewChange;
}

/** PATCH /api/v1/pre_course_interviews/{id}/: changes an interview; answers its detail. */
export function useUpdateInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: InterviewUpdateRequest) =>
      unwrap(api.PATCH('/api/v1/pre_course_interviews/{id}', { params: { path: { id } }, body: change })),
    onSuccess: (interview) => queryClient.setQueryData(adminInterviewKeys.detail(interview.id), interview),
    // A refusal (the interview gone meanwhile) also means what is shown is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminInterviewKeys.all }),
  });
}
