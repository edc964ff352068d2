import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { myEssayKeys } from './my-essay-keys';

/**
 * GET /api/v1/pre_essay_meeting/ as a candidate: the meetings they were added to and those of the theme they
 * chose, the latest first (empty when none).
 */
export function useMyEssayMeetings() {
  return useQuery({
    queryKey: myEssayKeys.meetings,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/pre_essay_meeting', { signal })),
  });
}
