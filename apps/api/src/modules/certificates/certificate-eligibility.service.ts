import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EligibleUserDto, EligibleUsersQuery } from '@expert-portal/contracts';
import { candidatePipelineWorkflow } from '@expert-portal/machines';
import { sql, type Kysely } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import { typedSql, type Database } from '../../core/database/typed-sql';
import { AppException } from '../../core/http/app-exception';
import { instancesOf } from '../../core/workflow/workflow-instances';

/**
 * Users eligible for a certificate of a course: they completed the course (its
 * practice passed), their candidate pipeline waits for the certificate, and they are on no order of that
 * course yet (`certificate_order_users` holds one row per course and user).
 */
function eligible(db: Kysely<Database>, courseId: number) {
  return db
    .selectFrom('course_users as cu')
    .innerJoin('users as u', 'u.id', 'cu.user_id')
    .innerJoin(instancesOf(db, candidatePipelineWorkflow).as('w'), 'w.owner_user_id', 'u.id')
    .where('cu.course_id', '=', courseId)
    .where('cu.completed_at', 'is not', null)
    .where('w.state_path', '=', 'awaiting_certificate')
    .where(({ not, exists, selectFrom, lit }) =>
      not(
        exists(
          selectFrom('certificate_order_users as ou')
            .select(lit(1).as('one'))
            .where('ou.course_id', '=', courseId)
            .whereRef('ou.user_id', '=', 'u.id'),
        ),
      ),
    );
}

@Injectable()
export class CertificateEligibilityService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The course's row, locked for the rest of the transaction when `lock` (orders and issues serialise on it). */
  async course(manager: EntityManager, courseId: number, lock = false): Promise<{ id: number }> {
    const course = await typedSql(manager)
      .selectFrom('courses')
      .select('id')
      .where('id', '=', courseId)
      .$if(lock, (qb) => qb.forUpdate())
      .executeTakeFirst();
    if (!course) throw new AppException(404, 'http.not_found');
    return course;
  }

  /** One page of the eligible users, by name; 404 for an unknown course. */
  async page(courseId: number, query: EligibleUsersQuery): Promise<[EligibleUserDto[], number]> {
    await this.course(this.dataSource.manager, courseId);
    const db = typedSql(this.dataSource);
    const { count } = await eligible(db, courseId)
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    const results = await eligible(db, courseId)
      .select((eb) => [
        'u.id',
        'u.name',
        'u.username',
        sql<string | null>`to_char(${eb.ref('u.expertized_date')}, 'YYYY-MM-DD')`.as('expertized_date'),
      ])
      .orderBy('u.name')
      .orderBy('u.id')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute();
    return [results, count];
  }

  /** The ids of every eligible user (by name, at most `limit`), read inside the caller's transaction. */
  async userIds(manager: EntityManager, courseId: number, limit: number): Promise<number[]> {
    const rows = await eligible(typedSql(manager), courseId)
      .select('u.id')
      .orderBy('u.name')
      .orderBy('u.id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }
}
