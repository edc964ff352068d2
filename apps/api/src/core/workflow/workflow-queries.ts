import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PageQuery, WorkflowHistoryEntry } from '@expert-portal/contracts';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../auth/auth.decorators';
import { foldedWordConditions } from '../database/folded-search';
import { readableBy } from './analyst-view';
import { canList } from './workflow-access';
import { WorkflowError } from './workflow-error';
import { allWorkflows } from './workflow-registry';

export interface MachineSummary {
  id: string;
  version: number;
  total: number;
  /** Instances per flattened state path. */
  counts: Record<string, number>;
}

export interface InstanceListItem {
  id: string;
  business_key: string;
  owner_user_id: number | null;
  /** The owner's name (null without an owner or a name) and e-mail, for lists of people's instances. */
  owner_name: string | null;
  owner_email: string | null;
  status: string;
  state_path: string;
  /** The machine's read model of the instance (a candidate's position and failure), as the view has it. */
  projection: unknown;
  revision: number;
  updated_at: string;
}

/** Read models of the runtime's tables for the machine and instance screens. */
@Injectable()
export class WorkflowQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async machines(): Promise<MachineSummary[]> {
    const rows = (await this.dataSource.query(
      'SELECT machine_id, state_path, count(*)::int AS n FROM workflow_instances GROUP BY 1, 2',
    )) as Array<{ machine_id: string; state_path: string; n: number }>;
    return allWorkflows().map((workflow) => {
      const counts: Record<string, number> = {};
      for (const row of rows) if (row.machine_id === workflow.id) counts[row.state_path] = row.n;
      return {
        id: workflow.id,
        version: workflow.version,
        total: Object.values(counts).reduce((sum, n) => sum + n, 0),
        counts,
      };
    });
  }

  async instances(
    machineId: string,
    query: PageQuery & { state?: string; search?: string },
    user: AuthUser,
  ): Promise<[InstanceListItem[], number]> {
    if (!canList(user.role, machineId)) throw new WorkflowError('forbidden');
    const where = ['w.machine_id = $1'];
    const params: unknown[] = [machineId];
    if (query.state) {
      params.push(query.state, `${query.state}.%`);
      where.push(`(w.state_path = $${params.length - 1} OR w.state_path LIKE $${params.length})`);
    }
    const analyst = user.role === 'analyst';
    if (query.search) {
      // A business key's beginning, or every word in the owner's name or e-mail (analysts: name only, so
      // no search tells them whose e-mail is what).
      params.push(`${query.search.replace(/[\\%_]/g, '\\$&')}%`);
      const byKey = `w.business_key LIKE $${params.length}`;
      const byOwner = foldedWordConditions(
        analyst ? `coalesce(u.name, '')` : `coalesce(u.name, '') || ' ' || coalesce(u.email, '')`,
        query.search,
        params,
      );
      where.push(byOwner.length > 0 ? `(${byKey} OR (${byOwner.join(' AND ')}))` : byKey);
    }
    const from = `FROM workflow_instances w LEFT JOIN users u ON u.id = w.owner_user_id WHERE ${where.join(' AND ')}`;
    const [{ count }] = (await this.dataSource.query(
      `SELECT count(*)::int AS count ${from}`,
      params,
    )) as Array<{ count: number }>;
    const rows = (await this.dataSource.query(
      `SELECT w.id::text, w.business_key, w.owner_user_id, nullif(u.name, '') AS owner_name,
              u.email AS owner_email, w.status, w.state_path, w.projection, w.revision, w.updated_at
         ${from}
        ORDER BY w.updated_at DESC, w.id DESC LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`,
      params,
    )) as Array<InstanceListItem & { updated_at: Date }>;
    return [
      rows.map((row) => ({
        ...row,
        owner_email: analyst ? null : row.owner_email,
        projection: readableBy(user.role, row.projection),
        updated_at: new Date(row.updated_at).toISOString(),
      })),
      count,
    ];
  }

  /** The caller's own latest instance of a machine (one per owner, like a candidate's pipeline), or null. */
  async ownInstanceId(machineId: string, userId: number): Promise<string | null> {
    const [row] = (await this.dataSource.query(
      `SELECT id::text FROM workflow_instances WHERE machine_id = $1 AND owner_user_id = $2
        ORDER BY created_at DESC, id DESC LIMIT 1`,
      [machineId, userId],
    )) as Array<{ id: string }>;
    return row?.id ?? null;
  }

  /** An instance's audit trail, payloads as the reader's role may read them. */
  async history(instanceId: string, reader: AuthUser): Promise<WorkflowHistoryEntry[]> {
    const rows = (await this.dataSource.query(
      `SELECT e.revision, e.type, e.payload, e.actor_id, e.actor_role, u.name AS actor_name, e.from_state,
              e.to_state, e.created_at
         FROM workflow_events e LEFT JOIN users u ON u.id = e.actor_id
        WHERE e.instance_id = $1 ORDER BY e.revision`,
      [instanceId],
    )) as Array<{
      revision: number;
      type: string;
      payload: unknown;
      actor_id: number | null;
      actor_role: string;
      actor_name: string | null;
      from_state: string | null;
      to_state: string;
      created_at: Date;
    }>;
    return rows.map((row) => ({
      revision: row.revision,
      type: row.type,
      payload: readableBy(reader.role, row.payload),
      actor: { id: row.actor_id, role: row.actor_role, name: row.actor_name },
      from_state: row.from_state,
      to_state: row.to_state,
      at: new Date(row.created_at).toISOString(),
    }));
  }
}
