import type { CertificateOrderDto, Page } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';

/**
 * GET /api/v1/certificate-issuances/?awaiting=director&page_size=1 → count: the director's card of the
 * certificate orders awaiting their approval. Keyed under the certificate screens' keys, so an approval there
 * refreshes it.
 */
export function useCertificateOrderCount() {
  return useQuery({
    queryKey: ['certificate-orders', 'count', 'director'],
    queryFn: ({ signal }) =>
      apiRequest<Page<CertificateOrderDto>>('/api/v1/certificate-issuances/', {
        query: { awaiting: 'director', page_size: 1 },
        signal,
      }),
    select: (page) => page.count,
  });
}
