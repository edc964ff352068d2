import { useRetryFailure } from './use-retry-failure';

/** POST /api/v1/admin/failed-outbox/{id}/retry/: the outbox row back to pending (its attempts kept). */
export function useRetryOutbox() {
  return useRetryFailure('outbox');
}
