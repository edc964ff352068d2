import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { typedSql } from '../../core/database/typed-sql';
import { pickUsers } from '../../core/database/user-picker';
import { instancesOf, instancesSql } from '../../core/workflow/workflow-instances';
import type { StageCandidatesQuery, StageUserDto } from '@expert-portal/contracts';
import { CANDIDATE_PIPELINE_MACHINE_ID, candidatePipelineKey } from '@expert-portal/machines';
import { sql } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';

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

/** A user of a picked list: the id, their pipeline's business key, the place in the list (int8, as text). */
interface PickedUser {
  id: number;
  business_key: string;
  position: string;
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
    const db = typedSql(manager);
    const row = await db
      .selectFrom(instancesOf(db, CANDIDATE_PIPELINE_MACHINE_ID).as('w'))
      .select('w.state_path')
      .where('w.business_key', '=', candidatePipelineKey(userId))
      .executeTakeFirst();
    return row?.state_path ?? null;
  }

  /**
   * The users of `userIds` that are not active candidates (role `user`) whose pipeline is at `stage`, named
   * for a message in the order given; an id of no account reads `#id`.
   */
  async notAtStage(stage: PickedStage, userIds: readonly number[]): Promise<string[]> {
    const db = typedSql(this.dataSource);
    const keys = userIds.map(candidatePipelineKey);
    const picked = sql<PickedUser>`unnest(${userIds}::int[], ${keys}::text[]) WITH ORDINALITY`.as<'v'>(
      sql`v(id, business_key, position)`,
    );
    const eligible = sql<boolean>`coalesce(u.role = 'user' AND u.is_active AND w.state_path = ${stage}, false)`;
    const rows = await db
      .selectFrom(picked)
      .leftJoin('users as u', 'u.id', 'v.id')
      .leftJoin(instancesOf(db, CANDIDATE_PIPELINE_MACHINE_ID).as('w'), 'w.business_key', 'v.business_key')
      .select(['v.id', 'u.name', 'u.username', eligible.as('eligible')])
      .orderBy('v.position')
      .execute();
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
      `FROM ${instancesSql('$1')} w JOIN users u ON u.id = w.owner_user_id
        WHERE w.state_path = $2 AND u.role = 'user' AND u.is_active
          AND NOT EXISTS (SELECT 1 FROM ${listed.table} l WHERE l.${listed.column} = $3 AND l.user_id = u.id)`,
      [CANDIDATE_PIPELINE_MACHINE_ID, stage, listed.id],
      query,
    );
  }
}
