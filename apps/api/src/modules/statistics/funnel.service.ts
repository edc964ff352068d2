import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FUNNEL_STEPS, type Funnel, type FunnelQuery, type FunnelStep } from '@expert-portal/contracts';
import { CANDIDATE_PIPELINE_MACHINE_ID } from '@expert-portal/machines';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { typedSql } from '../../core/database/typed-sql';
import { eventsOf } from '../../core/workflow/workflow-instances';

/** Application days are calendar days in Kazakhstan (one zone, UTC+5, since 2024). */
const TIME_ZONE = 'Asia/Almaty';

const step = (key: FunnelStep) => FUNNEL_STEPS.indexOf(key);

/**
 * The furthest step a candidate pipeline's state proves, by the states its event log entered: the interview
 * once the four tests are passed, the essay once the interview is, theory once the essay is (or at once, for
 * direct enrolment), practice still at theory's step, awaiting the certificate once practice is passed, expert
 * once certified.
 */
const STATE_STEPS: ReadonlyArray<[state: string, reached: FunnelStep]> = [
  ['interview', 'tests_passed'],
  ['essay', 'interview_passed'],
  ['theory', 'theory'],
  ['practice', 'theory'],
  ['awaiting_certificate', 'practice_passed'],
  ['expert', 'certified'],
];

/**
 * The journey of the applications sent in a period (/admin/statistics, third tab; the director
 * dashboard's certificate card): how many of them got how far. Each application counts once, at every step up
 * to the furthest it reached, so each step is a subset of the one before:
 *
 * - approved: the deputy approved it (the application is `signed`);
 * - tests_passed … practice_passed: the furthest state its account's candidate pipeline entered, from the
 *   workflow event log (a failed stage and its retake still count what was reached before);
 * - certified: the pipeline reached `expert`, or the account holds an issued certificate (revoked since or not).
 *
 * Direct enrolment (the deputy's choice at approval) skips the selection: its pipeline enters theory at once.
 * Such people count as having passed the tests, the interview and the essay, which keeps every step a subset of
 * the one before (theory includes them); `direct_enroll` says how many of each step's people they are.
 */
@Injectable()
export class FunnelService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The funnel of the applications sent from `from` to `to` (inclusive Kazakhstan days, each end optional).
   * The director dashboard's certificate card is its certified step over every application, so the two
   * figures cannot disagree.
   */
  async funnel(query: FunnelQuery): Promise<Funnel> {
    const db = typedSql(this.dataSource);
    const dayStart = (day: string) => sql<Date>`(${day}::date)::timestamp AT TIME ZONE ${sql.lit(TIME_ZONE)}`;
    const nextDayStart = (day: string) =>
      sql<Date>`(${day}::date + 1)::timestamp AT TIME ZONE ${sql.lit(TIME_ZONE)}`;
    const stepOfState = sql<number>`CASE e.to_state ${sql.join(
      STATE_STEPS.map(([state, reached]) => sql`WHEN ${sql.lit(state)} THEN ${sql.lit(step(reached))}`),
      sql` `,
    )} END`;
    // Joined and grouped per application rather than a subquery per row: the planner walks the indexes for a
    // short period and hashes a long one (a subquery per row also ran once per FILTER below).
    const row = await db
      .with('cohort', (cte) => {
        let cohort = cte
          .selectFrom('applications as a')
          .leftJoin('users as u', 'u.application_id', 'a.id')
          .select((eb) => [
            'a.id',
            eb('a.status', '=', sql.lit('signed')).as('approved'),
            eb('a.approved_role', '=', sql.lit('direct_enroll')).as('direct'),
            'u.id as user_id',
          ]);
        if (query.from) cohort = cohort.where('a.created_at', '>=', dayStart(query.from));
        if (query.to) cohort = cohort.where('a.created_at', '<', nextDayStart(query.to));
        return cohort;
      })
      .with('reached', (cte) =>
        cte
          .selectFrom('cohort as c')
          .leftJoin(eventsOf(db, CANDIDATE_PIPELINE_MACHINE_ID).as('e'), (join) =>
            join.onRef('e.owner_user_id', '=', 'c.user_id').on(
              'e.to_state',
              'in',
              STATE_STEPS.map(([state]) => sql.lit(state)),
            ),
          )
          .select((eb) => [
            'c.direct',
            sql<number>`greatest(
              CASE WHEN c.approved THEN ${sql.lit(step('approved'))} ELSE ${sql.lit(step('applications'))} END,
              max(${stepOfState}),
              CASE WHEN ${eb.exists(
                eb
                  .selectFrom('certificates as ct')
                  .select(sql.lit(1).as('issued'))
                  .whereRef('ct.user_id', '=', 'c.user_id'),
              )} THEN ${sql.lit(step('certified'))} END)`.as('furthest'),
          ])
          .groupBy(['c.id', 'c.direct', 'c.approved', 'c.user_id']),
      )
      .selectFrom('reached')
      .select((eb) =>
        FUNNEL_STEPS.flatMap((key) => [
          eb
            .cast<number>(eb.fn.countAll().filterWhere('furthest', '>=', sql.lit(step(key))), 'integer')
            .as(key),
          eb
            .cast<number>(
              eb.fn
                .countAll()
                .filterWhere((filter) =>
                  filter.and([filter('furthest', '>=', sql.lit(step(key))), filter.ref('direct')]),
                ),
              'integer',
            )
            .as(`${key}_direct` as const),
        ]),
      )
      .select(sql<Date>`now()`.as('generated_at'))
      .executeTakeFirstOrThrow();
    return {
      from: query.from ?? null,
      to: query.to ?? null,
      generated_at: row.generated_at.toISOString(),
      steps: FUNNEL_STEPS.map((key) => ({
        key,
        count: row[key],
        direct_enroll: row[`${key}_direct`],
      })),
    };
  }
}
