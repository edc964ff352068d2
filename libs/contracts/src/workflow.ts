/** One audit row of a workflow instance (GET /api/v1/workflow-instances/{id}/history/). */
export interface WorkflowHistoryEntry {
  revision: number;
  type: string;
  payload: unknown;
  actor: { id: number | null; role: string; name: string | null };
  from_state: string | null;
  to_state: string;
  at: string;
}
