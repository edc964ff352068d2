import type { Page } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';

export interface RejectReason {
  id: number;
  /** In the request's language. */
  description: string;
}

/** GET /api/v1/reject_reasons/: the refusal reasons, in the interface language (refetched when it changes). */
export function useRejectReasons(language: string) {
  return useQuery({
    queryKey: ['reject-reasons', language],
    queryFn: ({ signal }) =>
      apiRequest<Page<RejectReason>>('/api/v1/reject_reasons/', { query: { page_size: 100 }, signal }),
    select: (page) => page.results,
    staleTime: 10 * 60_000,
  });
}
