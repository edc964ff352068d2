import type { ApplicationDto, ApplicationStatus, Page } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { applicationKeys } from './query-keys';

/** GET /api/v1/applications/?status=…&page_size=10: the director's card count for one status. */
export function useApplicationCount(status: ApplicationStatus) {
  return useQuery({
    queryKey: applicationKeys.count(status),
    queryFn: ({ signal }) =>
      apiRequest<Page<ApplicationDto>>('/api/v1/applications/', {
        query: { status, page_size: 10 },
        signal,
      }),
    select: (page) => page.count,
  });
}
