import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { WORKFLOWS_PATH, workflowAnalyticsKeys } from './query-keys';
import type { MachineSummary } from './types';

/** GET /api/v1/workflows/: the long-lived machines, each with its instances counted per state. */
export function useWorkflowMachines() {
  return useQuery({
    queryKey: workflowAnalyticsKeys.machines(),
    queryFn: ({ signal }) => apiRequest<MachineSummary[]>(WORKFLOWS_PATH, { signal }),
  });
}
