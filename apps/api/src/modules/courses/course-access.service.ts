import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CANDIDATE_PIPELINE_MACHINE_ID, candidatePipelineKey } from '@expert-portal/machines';
import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { typedSql, type Database } from '../../core/database/typed-sql';
import { AppException } from '../../core/http/app-exception';
import { instancesOf } from '../../core/workflow/workflow-instances';

/** Who reads a course: an admin (everything) or an enrolled user, and whether they see theory lessons. */
export interface CourseViewer {
  userId: number;
  admin: boolean;
  /** Sees published lessons that are not public: the pipeline reached theory, or enrolled directly. */
  theory: boolean;
}

/** The pipeline positions from theory on: theory lessons stay open through practice and after it. */
const THEORY_ON = ['theory', 'practice', 'awaiting_certificate', 'expert'];

/** The lesson rows of a course a viewer sees, as a condition on the lesson alias `l` (`lessons as l`). */
export function visibleLessons(viewer: CourseViewer): Expression<SqlBool> {
  const eb = expressionBuilder<{ l: Database['lessons'] }, 'l'>();
  if (viewer.admin) return eb.lit(true);
  return viewer.theory ? eb.ref('l.published') : eb.and([eb.ref('l.published'), eb.ref('l.public')]);
}

/**
 * Who sees what of the courses (admins everything; a user their own courses only, never learning that
 * another exists): a course the caller may not read is a 404, as is a lesson (or its files and test) they
 * do not see. Candidates see published lessons; public ones as soon as enrolled, the others once their
 * pipeline has reached theory (read from the candidate pipeline's projection); direct_enroll users see
 * every published lesson.
 */
@Injectable()
export class CourseAccessService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The viewer of a course: 404 when it does not exist or the caller is not enrolled in it. */
  async viewer(
    user: AuthUser,
    courseId: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<CourseViewer> {
    const db = typedSql(manager);
    if (user.role === 'admin') {
      const course = await db
        .selectFrom('courses')
        .select('id')
        .where('id', '=', courseId)
        .executeTakeFirst();
      if (!course) throw new AppException(404, 'http.not_found');
      return { userId: user.id, admin: true, theory: true };
    }
    const enrolled = await db
      .selectFrom('course_users')
      .select('user_id')
      .where('course_id', '=', courseId)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!enrolled) throw new AppException(404, 'http.not_found');
    return { userId: user.id, admin: false, theory: await this.reachedTheory(user, manager) };
  }

  /** The viewer of a lesson: 404 unless its course is theirs and they see the lesson. */
  async lessonViewer(user: AuthUser, courseId: number, lessonId: number): Promise<CourseViewer> {
    const viewer = await this.viewer(user, courseId);
    const lesson = await typedSql(this.dataSource)
      .selectFrom('lessons as l')
      .select('l.id')
      .where('l.id', '=', lessonId)
      .where('l.course_id', '=', courseId)
      .where(visibleLessons(viewer))
      .executeTakeFirst();
    if (!lesson) throw new AppException(404, 'http.not_found');
    return viewer;
  }

  /** Whether a user sees the theory lessons of their courses that are not public. */
  async reachedTheory(user: AuthUser, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    if (user.role === 'direct_enroll' || user.role === 'admin') return true;
    const db = typedSql(manager);
    const pipeline = await db
      .selectFrom(instancesOf(db, CANDIDATE_PIPELINE_MACHINE_ID).as('w'))
      .select((eb) =>
        sql<boolean | null>`${eb.ref('w.projection')}->>'position' = ANY(${THEORY_ON}::text[])
            OR coalesce(${eb.ref('w.projection')}->'unlocked_stages' ? 'theory', false)`.as('theory'),
      )
      .where('w.business_key', '=', candidatePipelineKey(user.id))
      .executeTakeFirst();
    return pipeline?.theory === true;
  }
}
