import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';

/**
 * GET /api/v1/statistics/funnel/ → its certified step: the people of all applications who hold an issued
 * certificate. The director's card reads the admins' statistics' very figure, so the two never disagree.
 * Keyed under the certificate screens' keys, so an issue there refreshes it.
 */
export function useCertifiedCount() {
  return useQuery({
    queryKey: ['certificate-orders', 'certified'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/statistics/funnel', { signal })),
    select: (funnel) => funnel.steps.find((step) => step.key === 'certified')?.count ?? 0,
  });
}
