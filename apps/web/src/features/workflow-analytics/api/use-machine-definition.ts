import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { workflowAnalyticsKeys } from './query-keys';

/** GET /api/v1/workflows/{machine}/definition/: the machine as a graph; it changes only with a release. */
export function useMachineDefinition(machine: string) {
  return useQuery({
    queryKey: workflowAnalyticsKeys.definition(machine),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/workflows/{machine}/definition', { params: { path: { machine } }, signal })),
    staleTime: Infinity,
  });
}
