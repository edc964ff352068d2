import type { EssayMeetingDto } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { MY_MEETINGS_PATH, myEssayKeys } from './my-essay-keys';

/**
 * GET /api/v1/pre_essay_meeting/ as a candidate: the meetings they were added to and those of the theme they
 * chose, the latest first (empty when none).
 */
export function useMyEssayMeetings() {
  return useQuery({
    queryKey: myEssayKeys.meetings,
    queryFn: ({ signal }) => apiRequest<EssayMeetingDto[]>(MY_MEETINGS_PATH, { signal }),
  });
}
