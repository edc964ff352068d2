import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiBody } from '@/shared/api/client';
import { applicationKeys } from './query-keys';

/** The role the deputy's approval gives the applicant: candidate or direct enrolment. */
export type ApprovedRole = ApiBody<'/api/v1/applications/{id}/approve', 'post'>['role'];

/** POST /api/v1/applications/{id}/approve/: the deputy's final approval with the resulting role. */
export function useApproveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: ApprovedRole }) =>
      unwrap(api.POST('/api/v1/applications/{id}/approve', { params: { path: { id } }, body: { role } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
