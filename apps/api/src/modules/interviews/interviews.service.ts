import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  MEETING_TYPE_LABELS,
  meetingType,
  translate,
  type AddUsersResultDto,
  type InterviewCreate,
  type InterviewDetailDto,
  type InterviewDto,
  type InterviewUpdate,
  type InterviewUserDto,
  type Language,
  type PageQuery,
  type StageCandidatesQuery,
  type StageUserDto,
} from '@expert-portal/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import type { Interviews } from '../../core/database/database.types';
import type { InterviewParams } from '../mail/mail.service';
import { typedSql, type Database } from '../../core/database/typed-sql';
import { AppException } from '../../core/http/app-exception';
import { MailService } from '../mail/mail.service';
import { CandidateStagesService } from './candidate-stages.service';
import { Interview } from './interview.entity';

/** An interview as the DTO is made of it; the counts only in an admin's reads. */
type InterviewRow = Pick<
  Selectable<Interviews>,
  'id' | 'name' | 'name_kk' | 'interview_time' | 'link' | 'created_at'
> & { users_count?: number; graded_count?: number };

/** count(*) as a JavaScript number (int8 would read as text). */
const COUNT = sql<number>`count(*)::int`;
/** How long an interview's calendar invitation blocks: interviews have a start, not a length. */
const INTERVIEW_CALENDAR_MINUTES = 60;

/** The interviews, aliased `i`. */
const interviews = (db: Kysely<Database>) => db.selectFrom('interviews as i');

/** What a candidate reads of each interview, and for admins the counts of its invited and graded users. */
function interviewColumns(from: ReturnType<typeof interviews>, forAdmin: boolean) {
  return from
    .select(['i.id', 'i.name', 'i.name_kk', 'i.interview_time', 'i.link', 'i.created_at'])
    .$if(forAdmin, (qb) =>
      qb.select((eb) => [
        eb
          .selectFrom('interview_invitations as v')
          .select(COUNT.as('count'))
          .whereRef('v.interview_id', '=', 'i.id')
          .$asScalar()
          .$notNull()
          .as('users_count'),
        eb
          .selectFrom('interview_grades as g')
          .select(COUNT.as('count'))
          .whereRef('g.interview_id', '=', 'i.id')
          .$asScalar()
          .$notNull()
          .as('graded_count'),
      ]),
    );
}

/** An interview as a candidate reads it, plus the counts and creation time an admin reads. */
function toInterviewDto(row: InterviewRow, language: Language, forAdmin: boolean): InterviewDto {
  const type = meetingType(row.link);
  const dto: InterviewDto = {
    id: row.id,
    name: row.name,
    name_kk: row.name_kk,
    interview_time: row.interview_time.toISOString(),
    link: row.link,
    type,
    type_label: translate(language, MEETING_TYPE_LABELS[type]),
  };
  if (!forAdmin) return dto;
  return {
    ...dto,
    users_count: row.users_count ?? 0,
    graded_count: row.graded_count ?? 0,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Pre-course interviews: admins create them, invite candidates at the interview stage
 * and read who was invited with their grades; a candidate reads their own invitations only.
 */
@Injectable()
export class InterviewsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stages: CandidateStagesService,
    private readonly mail: MailService,
  ) {}

  /** A new interview: no one invited yet. */
  async create(input: InterviewCreate, admin: AuthUser, language: Language): Promise<InterviewDetailDto> {
    const repository = this.dataSource.getRepository(Interview);
    const interview = await repository.save(
      repository.create({
        name: input.name,
        nameKk: input.name_kk,
        interviewTime: new Date(input.interview_time),
        link: input.link,
        createdBy: admin.id,
      }),
    );
    const created = toInterviewDto(
      {
        id: interview.id,
        name: interview.name,
        name_kk: interview.nameKk,
        interview_time: interview.interviewTime,
        link: interview.link,
        created_at: interview.createdAt,
      },
      language,
      true,
    );
    return { ...created, users: [] };
  }

  /**
   * Admins: every interview with its invited users, the latest first; a candidate: the interviews they were
   * invited to, with themselves as the one user.
   */
  async list(user: AuthUser, query: PageQuery, language: Language): Promise<[InterviewDetailDto[], number]> {
    const forAdmin = user.role === 'admin';
    const from = interviews(typedSql(this.dataSource)).$if(!forAdmin, (qb) =>
      qb.innerJoin('interview_invitations as v', 'v.interview_id', 'i.id').where('v.user_id', '=', user.id),
    );
    const { count } = await from.select(COUNT.as('count')).executeTakeFirstOrThrow();
    const rows = await interviewColumns(from, forAdmin)
      .orderBy('i.interview_time', 'desc')
      .orderBy('i.id', 'desc')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute();
    const users = await this.invited(
      rows.map((row) => row.id),
      forAdmin ? null : user.id,
    );
    return [
      rows.map((row) => ({ ...toInterviewDto(row, language, forAdmin), users: users.get(row.id) ?? [] })),
      count,
    ];
  }

  /** An interview with its invited users, each with their grade at it (null until graded). */
  async detail(id: number, language: Language): Promise<InterviewDetailDto> {
    const row = await interviewColumns(
      interviews(typedSql(this.dataSource)).where('i.id', '=', id),
      true,
    ).executeTakeFirst();
    if (!row) throw new AppException(404, 'http.not_found');
    const users = await this.invited([id], null);
    return { ...toInterviewDto(row, language, true), users: users.get(id) ?? [] };
  }

  /** The users invited to each of the interviews (only `userId` when given), each with their grade at it. */
  private async invited(
    interviewIds: readonly number[],
    userId: number | null,
  ): Promise<Map<number, InterviewUserDto[]>> {
    let invitations = typedSql(this.dataSource)
      .selectFrom('interview_invitations as v')
      .innerJoin('users as u', 'u.id', 'v.user_id')
      .leftJoin('interview_grades as g', (join) =>
        join.onRef('g.interview_id', '=', 'v.interview_id').onRef('g.user_id', '=', 'v.user_id'),
      )
      .select(['v.interview_id', 'u.id', 'u.name', 'u.username', 'g.passed', 'g.grade', 'g.graded_at'])
      .where('v.interview_id', '=', sql<number>`ANY(${interviewIds}::int[])`)
      .orderBy('u.name')
      .orderBy('u.id');
    if (userId !== null) invitations = invitations.where('v.user_id', '=', userId);
    const rows = await invitations.execute();
    const invited = new Map<number, InterviewUserDto[]>();
    for (const user of rows) {
      const list = invited.get(user.interview_id) ?? [];
      list.push({
        id: user.id,
        name: user.name,
        username: user.username,
        grade:
          user.graded_at === null
            ? null
            : {
                passed: Boolean(user.passed),
                grade: Number(user.grade),
                graded_at: user.graded_at.toISOString(),
              },
      });
      invited.set(user.interview_id, list);
    }
    return invited;
  }

  /**
   * Invites candidates whose pipeline is at the interview stage. Any other user refuses the whole request,
   * naming them; users invited already are skipped and counted.
   */
  async addUsers(id: number, userIds: readonly number[]): Promise<AddUsersResultDto> {
    await this.get(id);
    const refused = await this.stages.notAtStage('interview', userIds);
    if (refused.length > 0) {
      throw new AppException(400, 'interview.users_not_at_stage', {
        params: { users: refused.join(', ') },
        fieldErrors: {
          user_ids: ['interview.users_not_at_stage'],
        },
      });
    }
    const added = await this.dataSource.transaction(async (manager) => {
      // Shared with other invitations and grades, exclusive of a change or a cancellation of the interview.
      const interview = await this.lock(manager, id, 'share');
      const invited = await typedSql(manager)
        .insertInto('interview_invitations')
        .values(userIds.map((userId) => ({ interview_id: id, user_id: userId })))
        .onConflict((conflict) => conflict.doNothing())
        .returning('user_id')
        .execute();
      // Each invited candidate gets the time, the link and a calendar invitation of their own.
      for (const { user_id } of invited) {
        await this.mail.queueTo(user_id, 'interview_scheduled', this.calendar(interview, user_id), manager);
      }
      return invited.length;
    });
    return { added, skipped: userIds.length - added };
  }

  /**
   * Changes an interview's name, time or link. A new time or link raises its revision and mails each invited
   * candidate not graded yet an update of their calendar invitation (same UID, next SEQUENCE).
   */
  async update(id: number, change: InterviewUpdate, language: Language): Promise<InterviewDetailDto> {
    await this.dataSource.transaction(async (manager) => {
      const before = await this.lock(manager, id, 'update');
      const moved =
        (change.interview_time !== undefined &&
          new Date(change.interview_time).getTime() !== before.interview_time.getTime()) ||
        (change.link !== undefined && change.link !== before.link);
      const after = await typedSql(manager)
        .updateTable('interviews')
        .set({
          ...change,
          ...(change.interview_time !== undefined && { interview_time: new Date(change.interview_time) }),
          ...(moved && { revision: before.revision + 1 }),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (!moved) return;
      for (const userId of await this.ungraded(manager, id)) {
        await this.mail.queueTo(userId, 'interview_changed', this.calendar(after, userId), manager);
      }
    });
    return this.detail(id, language);
  }

  /**
   * Cancels an interview no one was graded at: each invited candidate gets the cancellation of their calendar
   * invitation, and the interview with its invitations is gone, so they can be invited to another one.
   */
  async cancel(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const interview = await this.lock(manager, id, 'update');
      const graded = await typedSql(manager)
        .selectFrom('interview_grades')
        .select('id')
        .where('interview_id', '=', id)
        .limit(1)
        .executeTakeFirst();
      if (graded) throw new AppException(409, 'interview.has_grades');
      const cancelled = { ...interview, revision: interview.revision + 1 };
      for (const userId of await this.ungraded(manager, id)) {
        await this.mail.queueTo(userId, 'interview_cancelled', this.calendar(cancelled, userId), manager);
      }
      await typedSql(manager).deleteFrom('interviews').where('id', '=', id).execute();
    });
  }

  /**
   * Locks an interview for the rest of the transaction: `share` for inviting and grading at it, `update` for
   * changing or cancelling it, so a cancellation never deletes a grade given meanwhile. 404 when it is gone.
   */
  async lock(manager: EntityManager, id: number, mode: 'share' | 'update'): Promise<Selectable<Interviews>> {
    const row = await typedSql(manager)
      .selectFrom('interviews')
      .selectAll()
      .where('id', '=', id)
      .$call((qb) => (mode === 'share' ? qb.forShare() : qb.forUpdate()))
      .executeTakeFirst();
    if (!row) throw new AppException(404, 'http.not_found');
    return row;
  }

  /** The invited users of an interview who have no grade at it. */
  private async ungraded(manager: EntityManager, id: number): Promise<number[]> {
    const rows = await typedSql(manager)
      .selectFrom('interview_invitations as v')
      .leftJoin('interview_grades as g', (join) =>
        join.onRef('g.interview_id', '=', 'v.interview_id').onRef('g.user_id', '=', 'v.user_id'),
      )
      .select('v.user_id')
      .where('v.interview_id', '=', id)
      .where('g.id', 'is', null)
      .orderBy('v.user_id')
      .execute();
    return rows.map((row) => row.user_id);
  }

  /** A candidate's calendar invitation to an interview: one UID per interview and person, its revision. */
  private calendar(interview: Selectable<Interviews>, userId: number): Omit<InterviewParams, 'name'> {
    return {
      starts_at: interview.interview_time,
      duration_minutes: INTERVIEW_CALENDAR_MINUTES,
      meeting_url: interview.link || null,
      uid: `interview-${interview.id}-user-${userId}@${new URL(this.mail.publicUrl).host}`,
      sequence: interview.revision,
    };
  }

  /** The picker: candidates at the interview stage not yet invited to this interview. */
  async candidates(id: number, query: StageCandidatesQuery): Promise<[StageUserDto[], number]> {
    await this.get(id);
    return this.stages.search('interview', query, {
      table: 'interview_invitations',
      column: 'interview_id',
      id,
    });
  }

  async get(id: number): Promise<Interview> {
    const interview = await this.dataSource.getRepository(Interview).findOneBy({ id });
    if (!interview) throw new AppException(404, 'http.not_found');
    return interview;
  }
}
