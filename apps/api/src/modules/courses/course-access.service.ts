import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CANDIDATE_PIPELINE_MACHINE_ID } from '@expert-portal/machines';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { AppException } from '../../core/http/app-exception';
import { pipelineBusinessKey } from '../accounts/pipeline-starter.service';

/** Who reads a course: an admin (everything) or an enrolled user, and whether they see theory lessons. */
export interface CourseViewer {
  userId: number;
  admin: boolean;
  /** Sees published lessons that are not public: the pipeline reached theory, or enrolled directly. */
  theory: boolean;
}

/** The pipeline positions from theory on: theory lessons stay open through practice and after it. */
const THEORY_ON = ['theory', 'practice', 'awaiting_certificate', 'expert'];

/** The lesson rows of a course a viewer sees, as an SQL condition on the lesson alias `l`. */
export function visibleLessons(viewer: CourseViewer): string {
  if (viewer.admin) return 'TRUE';
  return viewer.theory ? 'l.published' : 'l.published AND l.public';
}

/**
 * Who sees what of the courses (spec: admins everything; a user their own courses only, never learning that
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
    if (user.role === 'admin') {
      const [course] = (await manager.query('SELECT 1 FROM courses WHERE id = $1', [courseId])) as unknown[];
      if (!course) throw new AppException(404, 'http.not_found');
      return { userId: user.id, admin: true, theory: true };
    }
    const [enrolled] = (await manager.query(
      'SELECT 1 FROM course_users WHERE course_id = $1 AND user_id = $2',
      [courseId, user.id],
    )) as unknown[];
    if (!enrolled) throw new AppException(404, 'http.not_found');
    return { userId: user.id, admin: false, theory: await this.reachedTheory(user, manager) };
  }

  /** The viewer of a lesson: 404 unless its course is theirs and they see the lesson. */
  async lessonViewer(user: AuthUser, courseId: number, lessonId: number): Promise<CourseViewer> {
    const viewer = await this.viewer(user, courseId);
    const [lesson] = (await this.dataSource.query(
      `SELECT 1 FROM lessons l WHERE l.id = $1 AND l.course_id = $2 AND ${visibleLessons(viewer)}`,
      [lessonId, courseId],
    )) as unknown[];
    if (!lesson) throw new AppException(404, 'http.not_found');
    return viewer;
  }

  /** Whether a user sees the theory lessons of their courses that are not public. */
  async reachedTheory(user: AuthUser, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    if (user.role === 'direct_enroll' || user.role === 'admin') return true;
    const [pipeline] = (await manager.query(
      `SELECT projection->>'position' = ANY($3::text[]) OR coalesce(projection->'unlocked_stages' ? 'theory', false)
              AS theory
         FROM workflow_instances
        WHERE machine_id = $1 AND business_key = $2`,
      [CANDIDATE_PIPELINE_MACHINE_ID, pipelineBusinessKey(user.id), THEORY_ON],
    )) as Array<{ theory: boolean | null }>;
    return pipeline?.theory === true;
  }
}
