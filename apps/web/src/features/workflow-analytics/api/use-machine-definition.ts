import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { machinePath, workflowAnalyticsKeys } from './query-keys';
import type { MachineDiagram } from './types';

/** GET /api/v1/workflows/{machine}/definition/: the machine as a graph; it changes only with a release. */
export function useMachineDefinition(machine: string) {
  return useQuery({
    queryKey: workflowAnalyticsKeys.definition(machine),
    queryFn: ({ signal }) => apiRequest<MachineDiagram>(`${machinePath(machine)}definition/`, { signal }),
    staleTime: Infinity,
  });
}
