import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { essayAdminKeys } from './admin-query-keys';

/** GET /api/v1/pre_essay_meeting/: every essay meeting with its theme and, for admins, its users. */
export function useEssayMeetings() {
  return useQuery({
    queryKey: essayAdminKeys.meetings,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/pre_essay_meeting', { signal })),
  });
}
