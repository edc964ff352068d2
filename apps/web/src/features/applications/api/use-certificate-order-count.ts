import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';

/**
 * GET /api/v1/certificate-issuances/?awaiting=director&page_size=1 → count: the director's card of the
 * certificate orders awaiting their approval. Keyed under the certificate screens' keys, so an approval there
 * refreshes it.
 */
export function useCertificateOrderCount() {
  return useQuery({
    queryKey: ['certificate-orders', 'count', 'director'],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/certificate-issuances', {
          params: { query: { awaiting: 'director', page_size: 1 } },
          signal,
        }),
      ),
    select: (page) => page.count,
  });
}
