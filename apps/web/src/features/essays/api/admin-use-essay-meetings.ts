import type { EssayMeetingDto } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { essayAdminKeys } from './admin-query-keys';

/** GET /api/v1/pre_essay_meeting/: every essay meeting with its theme and, for admins, its users. */
export function useEssayMeetings() {
  return useQuery({
    queryKey: essayAdminKeys.meetings,
    queryFn: ({ signal }) => apiRequest<EssayMeetingDto[]>('/api/v1/pre_essay_meeting/', { signal }),
  });
}
