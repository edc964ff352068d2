import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { applicationKeys } from './query-keys';

/** GET /api/v1/workflow-instances/{id}/history/: the application's audit timeline with the actors' names. */
export function useApplicationHistory(instanceId: string | undefined) {
  return useQuery({
    queryKey: applicationKeys.history(instanceId ?? ''),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/workflow-instances/{id}/history', {
          params: { path: { id: instanceId ?? '' } },
          signal,
        }),
      ),
    enabled: Boolean(instanceId),
    staleTime: 0,
  });
}
