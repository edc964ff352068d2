import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  MEETING_TYPE_LABELS,
  meetingType,
  translate,
  type AddUsersResultDto,
  type EssayMeetingDto,
  type EssayMeetingInput,
  type Language,
  type StageCandidatesQuery,
  type StageUserDto,
} from '@expert-portal/contracts';
import { sql, type InferResult, type Kysely } from 'kysely';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { typedSql, type Database } from '../../core/database/typed-sql';
import { AppException } from '../../core/http/app-exception';
import { CandidateStagesService } from '../interviews/candidate-stages.service';
import { EssayMeeting, EssayMeetingUser, EssayTheme } from './essay.entity';

/** The meetings (aliased `m`) with their theme. */
function meetings(db: Kysely<Database>) {
  return db
    .selectFrom('essay_meetings as m')
    .innerJoin('essay_themes as t', 't.id', 'm.theme_id')
    .select([
      'm.id',
      'm.link',
      'm.meeting_time',
      't.id as theme_id',
      't.name as theme_name',
      't.name_kk as theme_name_kk',
    ]);
}

/** The users (aliased `u`) as a JSON array, by name. */
const USERS_JSON = sql<StageUserDto[]>`json_agg(
  json_build_object('id', u.id, 'name', u.name, 'username', u.username) ORDER BY u.name, u.id)`;

/** The meetings with their users by name, as admins read them. */
function meetingsWithUsers(db: Kysely<Database>) {
  return meetings(db).select((eb) =>
    eb.fn
      .coalesce(
        eb
          .selectFrom('essay_meeting_users as mu')
          .innerJoin('users as u', 'u.id', 'mu.user_id')
          .select(USERS_JSON.as('users'))
          .whereRef('mu.meeting_id', '=', 'm.id')
          .$asScalar(),
        sql<StageUserDto[]>`'[]'::json`,
      )
      .as('users'),
  );
}

type MeetingRow = InferResult<ReturnType<typeof meetings>>[number] & { users?: StageUserDto[] };

function toMeetingDto(row: MeetingRow, language: Language): EssayMeetingDto {
  const type = meetingType(row.link);
  return {
    id: row.id,
    theme: { id: row.theme_id, name: row.theme_name, name_kk: row.theme_name_kk },
    link: row.link,
    meeting_time: row.meeting_time.toISOString(),
    type,
    type_label: translate(language, MEETING_TYPE_LABELS[type]),
    ...(row.users ? { users: row.users } : {}),
  };
}

/**
 * Essay meetings: an online meeting about a theme. Admins create and delete them and add
 * candidates at the essay stage; a candidate reads the meetings they were added to and those of the theme
 * they chose (the candidate screen shows the meeting of the chosen theme).
 */
@Injectable()
export class EssayMeetingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stages: CandidateStagesService,
  ) {}

  /** Admins: every meeting with its users, the latest first; a candidate: theirs, without the users. */
  async list(user: AuthUser, language: Language): Promise<EssayMeetingDto[]> {
    const db = typedSql(this.dataSource);
    const rows: MeetingRow[] =
      user.role === 'admin'
        ? await meetingsWithUsers(db).orderBy('m.meeting_time', 'desc').orderBy('m.id', 'desc').execute()
        : await meetings(db)
            .where((eb) =>
              eb.or([
                eb.exists(
                  eb
                    .selectFrom('essay_meeting_users as mu')
                    .select(eb.lit(1).as('one'))
                    .whereRef('mu.meeting_id', '=', 'm.id')
                    .where('mu.user_id', '=', user.id),
                ),
                eb(
                  'm.theme_id',
                  '=',
                  eb
                    .selectFrom('user_essays as e')
                    .select('e.theme_id')
                    .where('e.user_id', '=', user.id)
                    .where('e.retaken_at', 'is', null),
                ),
              ]),
            )
            .orderBy('m.meeting_time', 'desc')
            .orderBy('m.id', 'desc')
            .execute();
    return rows.map((row) => toMeetingDto(row, language));
  }

  async create(input: EssayMeetingInput, admin: AuthUser, language: Language): Promise<EssayMeetingDto> {
    if (!(await this.dataSource.getRepository(EssayTheme).existsBy({ id: input.theme }))) {
      throw AppException.fields({ theme: ['essay.meeting_invalid'] });
    }
    const repository = this.dataSource.getRepository(EssayMeeting);
    const meeting = await repository.save(
      repository.create({
        themeId: input.theme,
        link: input.link,
        meetingTime: new Date(input.meeting_time),
        createdBy: admin.id,
      }),
    );
    return this.one(meeting.id, language);
  }

  async remove(id: number): Promise<void> {
    const { affected } = await this.dataSource.getRepository(EssayMeeting).delete({ id });
    if (!affected) throw new AppException(404, 'http.not_found');
  }

  /**
   * Adds candidates whose pipeline is at the essay stage. Any other user refuses the whole request, naming
   * them; users added already are skipped and counted.
   */
  async addUsers(id: number, userIds: readonly number[]): Promise<AddUsersResultDto> {
    await this.require(id);
    const refused = await this.stages.notAtStage('essay', userIds);
    if (refused.length > 0) {
      throw new AppException(400, 'essay.users_not_at_stage', {
        params: { users: refused.join(', ') },
        fieldErrors: {
          user_ids: ['essay.users_not_at_stage'],
        },
      });
    }
    const inserted = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(EssayMeetingUser)
      .values(userIds.map((userId) => ({ meetingId: id, userId })))
      .orIgnore()
      .returning('user_id')
      .execute();
    const added = (inserted.raw as unknown[]).length;
    return { added, skipped: userIds.length - added };
  }

  /** The picker: candidates at the essay stage not yet added to this meeting. */
  async candidates(id: number, query: StageCandidatesQuery): Promise<[StageUserDto[], number]> {
    await this.require(id);
    return this.stages.search('essay', query, { table: 'essay_meeting_users', column: 'meeting_id', id });
  }

  private async one(id: number, language: Language): Promise<EssayMeetingDto> {
    const row = await meetingsWithUsers(typedSql(this.dataSource)).where('m.id', '=', id).executeTakeFirst();
    if (!row) throw new AppException(404, 'http.not_found');
    return toMeetingDto(row, language);
  }

  private async require(id: number): Promise<void> {
    if (!(await this.dataSource.getRepository(EssayMeeting).existsBy({ id }))) {
      throw new AppException(404, 'http.not_found');
    }
  }
}
