// The shapes of apps/api/src/core/workflow/workflow-admin.controller.ts (its FailedTimerView and
// FailedOutboxView), which the API declares beside its queries rather than in contracts.

/** A timer whose event failed every attempt (GET /api/v1/admin/failed-timers/). */
export interface FailedTimerDto {
  id: string;
  instance_id: string;
  machine: string;
  key: string;
  event: string;
  attempts: number;
  last_error: string | null;
  due_at: string;
  failed_at: string;
}

/** An outbox row that used up its attempts (GET /api/v1/admin/failed-outbox/). */
export interface FailedOutboxDto {
  id: string;
  instance_id: string;
  machine: string;
  effect: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  failed_at: string;
}

/** What a retry answers: the row put back to pending, its attempts kept. */
export interface RetriedDto {
  id: string;
  attempts: number;
}

/** The two kinds of failed rows, each a tab of the page. */
export type FailureKind = 'timers' | 'outbox';
