import type { ApplicationDetailDto } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { applicationKeys } from './query-keys';

/** The role the deputy's approval gives the applicant: candidate or direct enrolment. */
export type ApprovedRole = 'user' | 'direct_enroll';

/** POST /api/v1/applications/{id}/approve/: the deputy's final approval with the resulting role. */
export function useApproveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: ApprovedRole }) =>
      apiRequest<ApplicationDetailDto>(`/api/v1/applications/${id}/approve/`, {
        method: 'POST',
        body: { role },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
