import type { ApplicationStatus } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { applicationKeys } from './query-keys';

/** GET /api/v1/applications/?status=…&page_size=10: the director's card count for one status. */
export function useApplicationCount(status: ApplicationStatus) {
  return useQuery({
    queryKey: applicationKeys.count(status),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/applications', { params: { query: { status, page_size: 10 } }, signal })),
    select: (page) => page.count,
  });
}
