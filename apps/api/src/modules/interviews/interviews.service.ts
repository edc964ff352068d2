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
  type InterviewUserDto,
  type Language,
  type PageQuery,
  type StageCandidatesQuery,
  type StageUserDto,
} from '@expert-portal/contracts';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { AppException } from '../../core/http/app-exception';
import { CandidateStagesService } from './candidate-stages.service';
import { Interview, InterviewInvitation } from './interview.entity';

interface InterviewRow {
  id: number;
  name: string;
  name_kk: string;
  interview_time: Date;
  link: string;
  created_at: Date;
  users_count?: number;
  graded_count?: number;
}

/** What a candidate reads of an interview. */
const COLUMNS = 'i.id, i.name, i.name_kk, i.interview_time, i.link, i.created_at';

const ADMIN_COLUMNS = `${COLUMNS},
  (SELECT count(*)::int FROM interview_invitations v WHERE v.interview_id = i.id) AS users_count,
  (SELECT count(*)::int FROM interview_grades g WHERE g.interview_id = i.id) AS graded_count`;

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
 * Pre-course interviews (spec back-office §7): admins create them, invite candidates at the interview stage
 * and read who was invited with their grades; a candidate reads their own invitations only.
 */
@Injectable()
export class InterviewsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stages: CandidateStagesService,
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
    const [from, params] = forAdmin
      ? ['FROM interviews i', []]
      : [
          'FROM interview_invitations v JOIN interviews i ON i.id = v.interview_id WHERE v.user_id = $1',
          [user.id],
        ];
    const [{ count }] = (await this.dataSource.query(
      `SELECT count(*)::int AS count ${from}`,
      params,
    )) as Array<{
      count: number;
    }>;
    const rows = (await this.dataSource.query(
      `SELECT ${forAdmin ? ADMIN_COLUMNS : COLUMNS} ${from}
        ORDER BY i.interview_time DESC, i.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.page_size, (query.page - 1) * query.page_size],
    )) as InterviewRow[];
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
    const [row] = (await this.dataSource.query(`SELECT ${ADMIN_COLUMNS} FROM interviews i WHERE i.id = $1`, [
      id,
    ])) as InterviewRow[];
    if (!row) throw new AppException(404, 'http.not_found');
    const users = await this.invited([id], null);
    return { ...toInterviewDto(row, language, true), users: users.get(id) ?? [] };
  }

  /** The users invited to each of the interviews (only `userId` when given), each with their grade at it. */
  private async invited(
    interviewIds: readonly number[],
    userId: number | null,
  ): Promise<Map<number, InterviewUserDto[]>> {
    const rows = (await this.dataSource.query(
      `SELECT v.interview_id, u.id, u.name, u.username, g.passed, g.grade, g.graded_at
         FROM interview_invitations v
         JOIN users u ON u.id = v.user_id
         LEFT JOIN interview_grades g ON g.interview_id = v.interview_id AND g.user_id = v.user_id
        WHERE v.interview_id = ANY($1::int[]) AND ($2::int IS NULL OR v.user_id = $2)
        ORDER BY u.name, u.id`,
      [interviewIds, userId],
    )) as Array<
      StageUserDto & {
        interview_id: number;
        passed: boolean | null;
        grade: number | null;
        graded_at: Date | null;
      }
    >;
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
      throw new AppException(
        400,
        'interview.users_not_at_stage',
        { users: refused.join(', ') },
        {
          user_ids: ['interview.users_not_at_stage'],
        },
      );
    }
    const inserted = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(InterviewInvitation)
      .values(userIds.map((userId) => ({ interviewId: id, userId })))
      .orIgnore()
      .returning(['user_id'])
      .execute();
    const added = (inserted.raw as unknown[]).length;
    return { added, skipped: userIds.length - added };
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
