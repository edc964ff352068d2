import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { pickUsers } from '../../core/database/user-picker';
import type { StageCandidatesQuery, StageUserDto } from '@expert-portal/contracts';
import { CANDIDATE_PIPELINE_MACHINE_ID } from '@expert-portal/machines';
import { DataSource, type EntityManager } from 'typeorm';
import { pipelineBusinessKey } from '../accounts/pipeline-starter.service';

/** The pipeline stages whose candidates admins pick: invited to an interview, added to an essay meeting. */
export type PickedStage = 'interview' | 'essay';

/**
 * The users a picker leaves out: those already in a list, by its table and its column naming the list.
 * Both are the calling service's constants, never request input.
 */
export interface AlreadyListed {
  table: 'interview_invitations' | 'essay_meeting_users';
  column: 'interview_id' | 'meeting_id';
  id: number;
}

/** A candidate, as admins name them in lists and messages. */
function candidateLabel(user: { name: string; username: string }): string {
  return user.name ? `${user.name} (${user.username})` : user.username;
}

/**
 * Where candidates are in their pipeline, as the interview and essay calls need it: a candidate's stage,
 * which of a picked list may join a stage's list, and the picker's search of the candidates at a stage.
 */
@Injectable()
export class CandidateStagesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The candidate's pipeline state (`interview`, `essay`, `failed`…), or null for an account without one. */
  async stageOf(userId: number, manager: EntityManager = this.dataSource.manager): Promise<string | null> {
    const [row] = (await manager.query(
      'SELECT state_path FROM workflow_instances WHERE machine_id = $1 AND business_key = $2',
      [CANDIDATE_PIPELINE_MACHINE_ID, pipelineBusinessKey(userId)],
    )) as Array<{ state_path: string }>;
    return row?.state_path ?? null;
  }

  /**
   * The users of `userIds` that are not active candidates (role `user`) whose pipeline is at `stage`, named
   * for a message in the order given; an id of no account reads `#id`.
   */
  async notAtStage(stage: PickedStage, userIds: readonly number[]): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT v.id, u.name, u.username,
              coalesce(u.role = 'user' AND u.is_active AND w.state_path = $3, false) AS eligible
         FROM unnest($1::int[], $2::text[]) WITH ORDINALITY AS v(id, business_key, position)
         LEFT JOIN users u ON u.id = v.id
         LEFT JOIN workflow_instances w ON w.machine_id = $4 AND w.business_key = v.business_key
        ORDER BY v.position`,
      [userIds, userIds.map(pipelineBusinessKey), stage, CANDIDATE_PIPELINE_MACHINE_ID],
    )) as Array<{ id: number; name: string | null; username: string | null; eligible: boolean }>;
    return rows
      .filter((row) => !row.eligible)
      .map((row) =>
        row.username === null
          ? `#${row.id}`
          : candidateLabel({ name: row.name ?? '', username: row.username }),
      );
  }

  /**
   * One page of the active candidates at `stage` who are not in the list yet, by name; every word of the
   * search must occur in the name or the username.
   */
  async search(
    stage: PickedStage,
    query: StageCandidatesQuery,
    listed: AlreadyListed,
  ): Promise<[StageUserDto[], number]> {
    return pickUsers<StageUserDto>(
      this.dataSource,
      `FROM workflow_instances w JOIN users u ON u.id = w.owner_user_id
        WHERE w.machine_id = $1 AND w.state_path = $2 AND u.role = 'user' AND u.is_active
          AND NOT EXISTS (SELECT 1 FROM ${listed.table} l WHERE l.${listed.column} = $3 AND l.user_id = u.id)`,
      [CANDIDATE_PIPELINE_MACHINE_ID, stage, listed.id],
      query,
    );
  }
}
