import type { ApplicationDetailDto } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { applicationKeys } from './query-keys';

/** GET /api/v1/applications/{id}/: the application with the signing events the signed-in user may send. */
export function useApplication(id: number | null) {
  return useQuery({
    queryKey: applicationKeys.detail(id ?? 0),
    queryFn: ({ signal }) => apiRequest<ApplicationDetailDto>(`/api/v1/applications/${id}/`, { signal }),
    enabled: id !== null,
    // The allowed events change with every decision: always ask again when the modal opens.
    staleTime: 0,
  });
}
