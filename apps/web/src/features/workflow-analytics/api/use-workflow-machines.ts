import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { workflowAnalyticsKeys } from './query-keys';

/** GET /api/v1/workflows/: the long-lived machines, each with its instances counted per state. */
export function useWorkflowMachines() {
  return useQuery({
    queryKey: workflowAnalyticsKeys.machines(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/workflows', { signal })),
  });
}
