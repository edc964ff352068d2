import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { applicationKeys } from './query-keys';

/** GET /api/v1/applications/{id}/: the application with the signing events the signed-in user may send. */
export function useApplication(id: number | null) {
  return useQuery({
    queryKey: applicationKeys.detail(id ?? 0),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/applications/{id}', { params: { path: { id: id ?? 0 } }, signal })),
    enabled: id !== null,
    // The allowed events change with every decision: always ask again when the modal opens.
    staleTime: 0,
  });
}
