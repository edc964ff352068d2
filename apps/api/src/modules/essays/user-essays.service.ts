import { Injectable, type StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EssayListQuery, UserEssayDto } from '@expert-portal/contracts';
import type { Request } from 'express';
import { expressionBuilder, sql, type InferResult, type Kysely } from 'kysely';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import type { UserEssays } from '../../core/database/database.types';
import { typedSql, type Database } from '../../core/database/typed-sql';
import { StorageService } from '../../core/files/storage.service';
import { contentDisposition } from '../../core/files/stored-files.service';
import { AppException } from '../../core/http/app-exception';
import { publicBase } from '../../core/http/paginate';
import { CandidateStagesService } from '../interviews/candidate-stages.service';
import { checkEssayFile, type UploadedEssay } from './essay-upload';

/** The storage folder of essay files (under STORAGE_DIR, outside the web root). */
export const ESSAY_FILES_FOLDER = 'essays';

/** Where the answers' file links point: the API's public root. */
export interface EssayLinks {
  apiRoot: string;
}

export function essayLinks(req: Request): EssayLinks {
  return { apiRoot: `${publicBase(req)}/api/v1` };
}

/** A grade as json_build_object writes it: the numeric a JSON number, the time ISO text. */
interface GradeJson {
  grade: number;
  passed: boolean;
  graded_at: string;
}

/** The grades (aliased `g`) as a JSON array, oldest first. */
const GRADES_JSON = sql<GradeJson[]>`json_agg(
  json_build_object('grade', g.grade, 'passed', g.passed, 'graded_at', g.graded_at) ORDER BY g.id)`;

/** The essays (aliased `e`) with their author, their theme and their grades. */
function essays(db: Kysely<Database>) {
  return db
    .selectFrom('user_essays as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .innerJoin('essay_themes as t', 't.id', 'e.theme_id')
    .select((eb) => [
      'e.id',
      'e.user_id',
      'u.name as user_name',
      'u.username',
      'e.theme_id',
      't.name as theme_name',
      't.name_kk as theme_name_kk',
      'e.original_name',
      'e.word_count',
      'e.uploaded_at',
      eb.fn
        .coalesce(
          eb
            .selectFrom('essay_grades as g')
            .select(GRADES_JSON.as('grades'))
            .whereRef('g.essay_id', '=', 'e.id')
            .$asScalar(),
          sql<GradeJson[]>`'[]'::json`,
        )
        .as('grades'),
    ]);
}

type EssayRow = InferResult<ReturnType<typeof essays>>[number];

function toEssayDto(row: EssayRow, links: EssayLinks): UserEssayDto {
  const uploaded = row.uploaded_at !== null;
  return {
    id: row.id,
    user: { id: row.user_id, name: row.user_name, username: row.username },
    theme: { id: row.theme_id, name: row.theme_name, name_kk: row.theme_name_kk },
    file: uploaded ? `${links.apiRoot}/pre_user_essay/${row.id}/file/` : null,
    file_name: row.original_name,
    word_count: row.word_count,
    uploaded_at: row.uploaded_at?.toISOString() ?? null,
    grades: row.grades.map((grade) => ({
      grade: Number(grade.grade),
      passed: grade.passed,
      graded_at: new Date(grade.graded_at).toISOString(),
    })),
  };
}

/**
 * A candidate's one essay: the theme they chose, then the file they upload, checked on
 * the server (type by content, at most 350 words) and replaceable until it is graded. Admins read them all.
 */
@Injectable()
export class UserEssaysService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    private readonly stages: CandidateStagesService,
  ) {}

  /** Admins: the uploaded essays, the latest first; a candidate: their own (with or without a file yet). */
  async list(user: AuthUser, query: EssayListQuery, links: EssayLinks): Promise<[UserEssayDto[], number]> {
    const eb = expressionBuilder<{ e: UserEssays }, 'e'>();
    const listed =
      user.role === 'admin' ? eb('e.uploaded_at', 'is not', null) : eb('e.user_id', '=', user.id);
    const db = typedSql(this.dataSource);
    const { count } = await db
      .selectFrom('user_essays as e')
      .select(sql<number>`count(*)::int`.as('count'))
      .where(listed)
      .executeTakeFirstOrThrow();
    const rows = await essays(db)
      .where(listed)
      .orderBy('e.uploaded_at', (ob) => ob.desc().nullsLast())
      .orderBy('e.id', 'desc')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute();
    return [rows.map((row) => toEssayDto(row, links)), count];
  }

  async one(id: number, links: EssayLinks): Promise<UserEssayDto> {
    const row = await essays(typedSql(this.dataSource)).where('e.id', '=', id).executeTakeFirst();
    if (!row) throw new AppException(404, 'http.not_found');
    return toEssayDto(row, links);
  }

  /**
   * Stores the candidate's choice of theme; they may change it until their essay file is uploaded (409
   * after). One statement: an upload holding the row is waited for and then seen.
   */
  async chooseTheme(user: AuthUser, themeId: number, links: EssayLinks): Promise<UserEssayDto> {
    const theme = await typedSql(this.dataSource)
      .selectFrom('essay_themes')
      .select('id')
      .where('id', '=', themeId)
      .executeTakeFirst();
    if (!theme) throw new AppException(404, 'http.not_found');
    await this.requireEssayStage(user.id);
    const row = await typedSql(this.dataSource)
      .insertInto('user_essays')
      .values({ user_id: user.id, theme_id: themeId })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .where('retaken_at', 'is', null)
          .doUpdateSet((eb) => ({ theme_id: eb.ref('excluded.theme_id'), theme_chosen_at: sql`now()` }))
          .where('user_essays.uploaded_at', 'is', null),
      )
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new AppException(409, 'essay.theme_locked');
    return this.one(row.id, links);
  }

  /**
   * Checks the file, stores it, then records it on the candidate's essay row under its lock (so a grade
   * cannot come in between); the replaced file is removed after the commit. A refused or failed upload
   * leaves no file behind.
   */
  async upload(user: AuthUser, file: UploadedEssay | undefined, links: EssayLinks): Promise<UserEssayDto> {
    await this.requireEssayStage(user.id);
    const chosen = await typedSql(this.dataSource)
      .selectFrom('user_essays')
      .select('id')
      .where('user_id', '=', user.id)
      .where('retaken_at', 'is', null)
      .executeTakeFirst();
    if (!chosen) throw AppException.fields({ theme: ['essay.theme_required'] });
    const essay = await checkEssayFile(file);
    const stored = await this.storage.save(ESSAY_FILES_FOLDER, essay.type, essay.content);
    let replaced: string | null = null;
    let id: number;
    try {
      id = await this.dataSource.transaction(async (manager) => {
        const db = typedSql(manager);
        const current = await db
          .selectFrom('user_essays')
          .select(['id', 'stored_name'])
          .where('user_id', '=', user.id)
          .where('retaken_at', 'is', null)
          .forUpdate()
          .executeTakeFirst();
        // Retaken since the check above: there is no chosen theme any more.
        if (!current) throw AppException.fields({ theme: ['essay.theme_required'] });
        const graded = await db
          .selectFrom('essay_grades')
          .select('id')
          .where('essay_id', '=', current.id)
          .limit(1)
          .executeTakeFirst();
        if (graded) throw new AppException(409, 'essay.graded_locked');
        replaced = current.stored_name;
        await db
          .updateTable('user_essays')
          .set({
            stored_name: stored,
            original_name: essay.originalName,
            mime: essay.mime,
            size: essay.content.length,
            word_count: essay.wordCount,
            uploaded_at: new Date(),
          })
          .where('id', '=', current.id)
          .execute();
        return current.id;
      });
    } catch (error) {
      await this.removeUnlessRecorded(stored);
      throw error;
    }
    await this.storage.remove(replaced);
    return this.one(id, links);
  }

  /** Streams an essay file to its author and to admins; anyone else learns nothing of it (404). */
  async file(user: AuthUser, id: number): Promise<StreamableFile> {
    const essay = await typedSql(this.dataSource)
      .selectFrom('user_essays')
      .select(['user_id', 'stored_name', 'original_name', 'mime', 'size'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!essay?.stored_name || (user.role !== 'admin' && essay.user_id !== user.id)) {
      throw new AppException(404, 'http.not_found');
    }
    return this.storage.download(essay.stored_name, {
      type: essay.mime ?? 'application/octet-stream',
      length: essay.size ?? undefined,
      disposition: contentDisposition(essay.original_name ?? 'essay'),
    });
  }

  /**
   * The candidate must be at the essay stage. Being there with a graded essay means an admin granted a retake
   * (a grade moves the pipeline on): that essay is kept as history and a new one begins.
   */
  private async requireEssayStage(userId: number): Promise<void> {
    if ((await this.stages.stageOf(userId)) !== 'essay') throw new AppException(409, 'essay.not_at_stage');
    await typedSql(this.dataSource)
      .updateTable('user_essays as e')
      .set({ retaken_at: sql`now()` })
      .where('e.user_id', '=', userId)
      .where('e.retaken_at', 'is', null)
      .where((eb) =>
        eb.exists(
          eb.selectFrom('essay_grades as g').select(eb.lit(1).as('one')).whereRef('g.essay_id', '=', 'e.id'),
        ),
      )
      .execute();
  }

  /**
   * Removes a written file unless a committed row names it. If the database cannot say (it failed
   * mid-commit, or is down) the file is kept: a commit whose answer was lost may have recorded it.
   */
  private async removeUnlessRecorded(stored: string): Promise<void> {
    try {
      const recorded = await typedSql(this.dataSource)
        .selectFrom('user_essays')
        .select('id')
        .where('stored_name', '=', stored)
        .executeTakeFirst();
      if (recorded) return;
    } catch {
      return;
    }
    await this.storage.remove(stored);
  }
}
