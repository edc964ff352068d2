import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EligibleUserDto, EligibleUsersQuery } from '@expert-portal/contracts';
import { CANDIDATE_PIPELINE_MACHINE_ID } from '@expert-portal/machines';
import { DataSource, type EntityManager } from 'typeorm';
import { AppException } from '../../core/http/app-exception';

/**
 * Users eligible for a certificate of a course (spec §2 "eligible"): they completed the course (its
 * practice passed), their candidate pipeline waits for the certificate, and they are on no order of that
 * course yet (`certificate_order_users` holds one row per course and user).
 */
const ELIGIBLE_FROM = `
  FROM course_users cu
  JOIN users u ON u.id = cu.user_id
  JOIN workflow_instances w ON w.machine_id = $2 AND w.owner_user_id = u.id
 WHERE cu.course_id = $1 AND cu.completed_at IS NOT NULL AND w.state_path = 'awaiting_certificate'
   AND NOT EXISTS (
     SELECT 1 FROM certificate_order_users ou WHERE ou.course_id = $1 AND ou.user_id = u.id)`;

@Injectable()
export class CertificateEligibilityService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The course's row, locked for the rest of the transaction when `lock` (orders and issues serialise on it). */
  async course(manager: EntityManager, courseId: number, lock = false): Promise<{ id: number }> {
    const [course] = (await manager.query(
      `SELECT id FROM courses WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [courseId],
    )) as Array<{ id: number }>;
    if (!course) throw new AppException(404, 'http.not_found');
    return course;
  }

  /** One page of the eligible users, by name; 404 for an unknown course. */
  async page(courseId: number, query: EligibleUsersQuery): Promise<[EligibleUserDto[], number]> {
    await this.course(this.dataSource.manager, courseId);
    const params = [courseId, CANDIDATE_PIPELINE_MACHINE_ID];
    const [{ count }] = (await this.dataSource.query(
      `SELECT count(*)::int AS count ${ELIGIBLE_FROM}`,
      params,
    )) as Array<{ count: number }>;
    const results = (await this.dataSource.query(
      `SELECT u.id, u.name, u.username, to_char(u.expertized_date, 'YYYY-MM-DD') AS expertized_date
         ${ELIGIBLE_FROM}
        ORDER BY u.name, u.id LIMIT $3 OFFSET $4`,
      [...params, query.page_size, (query.page - 1) * query.page_size],
    )) as EligibleUserDto[];
    return [results, count];
  }

  /** The ids of every eligible user (by name, at most `limit`), read inside the caller's transaction. */
  async userIds(manager: EntityManager, courseId: number, limit: number): Promise<number[]> {
    const rows = (await manager.query(`SELECT u.id ${ELIGIBLE_FROM} ORDER BY u.name, u.id LIMIT $3`, [
      courseId,
      CANDIDATE_PIPELINE_MACHINE_ID,
      limit,
    ])) as Array<{ id: number }>;
    return rows.map((row) => row.id);
  }
}
