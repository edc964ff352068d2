import { useQuery } from '@tanstack/react-query';
import { api, unwrap, type ApiAnswer } from '@/shared/api/client';

/** A refusal reason; `name` is in the request's language. */
export type RejectReason = ApiAnswer<'/api/v1/reject_reasons'>['results'][number];

/** GET /api/v1/reject_reasons/: the refusal reasons, in the interface language (refetched when it changes). */
export function useRejectReasons(language: string) {
  return useQuery({
    queryKey: ['reject-reasons', language],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/reject_reasons', { params: { query: { page_size: 100 } }, signal })),
    select: (page) => page.results,
    staleTime: 10 * 60_000,
  });
}
