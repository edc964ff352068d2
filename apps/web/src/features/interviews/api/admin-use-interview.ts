import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { adminInterviewKeys } from './admin-interview-keys';

/** GET /api/v1/pre_course_interviews/{id}/: the interview with its invited users and their grades. */
export function useAdminInterview(id: number) {
  return useQuery({
    queryKey: adminInterviewKeys.detail(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/pre_course_interviews/{id}', { params: { path: { id } }, signal })),
  });
}
