import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FUNNEL_STEPS, type Funnel, type FunnelQuery, type FunnelStep } from '@expert-portal/contracts';
import { CANDIDATE_PIPELINE_MACHINE_ID } from '@expert-portal/machines';
import { DataSource } from 'typeorm';

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
 * The journey of the applications sent in a period (back-office §2 /admin/statistics, third tab; the director
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
    const params: unknown[] = [CANDIDATE_PIPELINE_MACHINE_ID];
    const where: string[] = [];
    if (query.from) {
      params.push(query.from);
      where.push(`a.created_at >= ($${params.length}::date)::timestamp AT TIME ZONE '${TIME_ZONE}'`);
    }
    if (query.to) {
      params.push(query.to);
      where.push(`a.created_at < ($${params.length}::date + 1)::timestamp AT TIME ZONE '${TIME_ZONE}'`);
    }
    const stateSteps = STATE_STEPS.map(([state, reached]) => `WHEN '${state}' THEN ${step(reached)}`).join(
      ' ',
    );
    const counts = FUNNEL_STEPS.map(
      (key) =>
        `count(*) FILTER (WHERE furthest >= ${step(key)})::int AS "${key}",
         count(*) FILTER (WHERE furthest >= ${step(key)} AND direct)::int AS "${key}_direct"`,
    ).join(',\n');
    const states = STATE_STEPS.map(([state]) => `'${state}'`).join(', ');
    // Joined and grouped per application rather than a subquery per row: the planner walks the indexes for a
    // short period and hashes a long one (a subquery per row also ran once per FILTER below).
    const [row] = (await this.dataSource.query(
      `WITH cohort AS (
         SELECT a.id, a.status = 'signed' AS approved, a.approved_role = 'direct_enroll' AS direct,
                u.id AS user_id
           FROM applications a LEFT JOIN users u ON u.application_id = a.id
          ${where.length ? `WHERE ${where.join(' AND ')}` : ''}),
       reached AS (
         SELECT c.direct,
                greatest(
                  CASE WHEN c.approved THEN ${step('approved')} ELSE ${step('applications')} END,
                  max(CASE e.to_state ${stateSteps} END),
                  CASE WHEN EXISTS (SELECT 1 FROM certificates ct WHERE ct.user_id = c.user_id)
                       THEN ${step('certified')} END) AS furthest
           FROM cohort c
           LEFT JOIN workflow_instances i ON i.owner_user_id = c.user_id AND i.machine_id = $1
           LEFT JOIN workflow_events e ON e.instance_id = i.id AND e.to_state IN (${states})
          GROUP BY c.id, c.direct, c.approved, c.user_id)
       SELECT ${counts}, now() AS generated_at FROM reached`,
      params,
    )) as Array<Record<string, number> & { generated_at: Date }>;
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
