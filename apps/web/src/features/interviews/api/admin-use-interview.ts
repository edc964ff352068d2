import type { InterviewDetailDto } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { adminInterviewKeys, adminInterviewPaths } from './admin-interview-keys';

/** GET /api/v1/pre_course_interviews/{id}/: the interview with its invited users and their grades. */
export function useAdminInterview(id: number) {
  return useQuery({
    queryKey: adminInterviewKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<InterviewDetailDto>(adminInterviewPaths.detail(id), { signal }),
  });
}
