import type { PersistedSnapshot } from '@expert-portal/machines';
import { AppException } from '../http/app-exception';

/** A workflow_instances row as the runtime reads it. */
export interface InstanceRow {
  id: string;
  machine_id: string;
  machine_version: number;
  xstate_version: string;
  business_key: string;
  owner_user_id: number | null;
  status: string;
  state_value: unknown;
  state_path: string;
  /** When the instance entered the state it is in (a self-transition does not change it). */
  state_entered_at: Date;
  snapshot: PersistedSnapshot;
  projection: unknown;
  revision: number;
  created_at: Date;
  updated_at: Date;
}

/** How a caller names an instance: by id, or by machine and business key. */
export type InstanceRef = { id: string } | { machineId: string; businessKey: string };

export const INSTANCE_COLUMNS = `id, machine_id, machine_version, xstate_version, business_key, owner_user_id, status,
  state_value, state_path, state_entered_at, snapshot, projection, revision, created_at, updated_at`;

export function whereRef(ref: InstanceRef): { sql: string; params: unknown[] } {
  return 'id' in ref
    ? { sql: 'id = $1', params: [ref.id] }
    : { sql: 'machine_id = $1 AND business_key = $2', params: [ref.machineId, ref.businessKey] };
}

/** An instance id from a path: digits that fit a bigint, else 404 (a malformed id names no instance). */
export function instanceIdParam(raw: string): string {
  if (!/^\d{1,18}$/.test(raw)) throw new AppException(404, 'http.not_found');
  return raw;
}
