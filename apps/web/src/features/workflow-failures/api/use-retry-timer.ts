import { useRetryFailure } from './use-retry-failure';

/** POST /api/v1/admin/failed-timers/{id}/retry/: the timer back to pending (its attempts kept). */
export function useRetryTimer() {
  return useRetryFailure('timers');
}
