import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  PreCourseAnswerSave,
  PreCourseAnswerSavedDto,
  PreCourseAttemptDto,
  PreCourseCheckAnswers,
  PreCourseResultDto,
} from '@expert-portal/contracts';
import {
  candidatePipelineKey,
  candidatePipelineWorkflow,
  type CandidatePipelineProjection,
} from '@expert-portal/machines';
import { sql, type Kysely, type Selectable } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import type { PreCourseAttempts } from '../../core/database/database.types';
import { preparedQuery } from '../../core/database/prepared-query';
import { typedSql, type Database } from '../../core/database/typed-sql';
import { AppException } from '../../core/http/app-exception';
import { SYSTEM_ACTOR } from '../../core/workflow/workflow-access';
import { WorkflowError } from '../../core/workflow/workflow-error';
import { WorkflowInstances } from '../../core/workflow/workflow-instances';
import { WorkflowRuntime } from '../../core/workflow/workflow-runtime.service';
import { mailOrder, MailService } from '../mail/mail.service';
import { PreCourseCatalogueService } from './pre-course-catalogue.service';
import { scoreAttempt } from './test-scoring';

export type PipelineTestView = CandidatePipelineProjection['tests'][number];

/** A candidate's pipeline as the tests read it: where it is and its projection. */
export interface PipelineTests {
  statePath: string;
  tests: PipelineTestView[];
  projection: CandidatePipelineProjection;
}

type AttemptStatus = PreCourseAttemptDto['status'];
type SubmittedAnswer = PreCourseCheckAnswers['answers'][number];

/** What a candidate's answers read of an attempt. */
type AttemptRow = Pick<
  Selectable<PreCourseAttempts>,
  'started_at' | 'deadline_at' | 'finished_at' | 'score' | 'expired'
> & {
  status: AttemptStatus;
};

/** The attempts with what the answers read of them; `status` is one of those the table's CHECK allows. */
function attempts(db: Kysely<Database>) {
  return db
    .selectFrom('pre_course_attempts')
    .select([
      'id',
      'test_id',
      'status',
      'started_at',
      'deadline_at',
      'closes_at',
      'finished_at',
      'score',
      'expired',
    ])
    .$narrowType<{ status: AttemptStatus }>();
}

/** A time from the pipeline's projection, compared as PostgreSQL reads the ISO text (as it was stored). */
const isoTimestamp = (iso: string) => sql<Date>`${iso}`;

function secondsLeft(deadline: Date, now = Date.now()): number {
  return Math.max(0, Math.ceil((deadline.getTime() - now) / 1000));
}

function toAttemptDto(row: AttemptRow): PreCourseAttemptDto {
  const finished = row.status === 'passed' || row.status === 'failed';
  return {
    status: row.status,
    started_at: row.started_at.toISOString(),
    deadline_at: row.deadline_at.toISOString(),
    seconds_left: row.status === 'in_progress' ? secondsLeft(row.deadline_at) : 0,
    finished_at: row.finished_at?.toISOString() ?? null,
    grade: row.score === null ? null : Number(row.score),
    passed: finished ? row.status === 'passed' : null,
    expired: row.expired,
  };
}

/**
 * A candidate's attempts at the pre-course tests. The attempt is the server's: it starts and ends through
 * the candidate's pipeline (the durable deadline is the machine's timer), every answer is saved as it is
 * chosen, and the score is computed here from what was saved.
 */
@Injectable()
export class PreCourseAttemptsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly runtime: WorkflowRuntime,
    private readonly instances: WorkflowInstances,
    private readonly catalogue: PreCourseCatalogueService,
    private readonly mail: MailService,
  ) {}

  /** The candidate's pipeline, or null for an account without one. */
  async pipeline(
    userId: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<PipelineTests | null> {
    const instance = await this.instances.byKey(
      candidatePipelineWorkflow,
      candidatePipelineKey(userId),
      manager,
    );
    // The pipeline always has its projection (candidatePipelineWorkflow.project); the check only narrows the type.
    const projection = instance?.projection;
    return instance && projection
      ? { statePath: instance.state_path, tests: projection.tests, projection }
      : null;
  }

  /** The current attempt of each test the pipeline has started (a retaken test has none until restarted). */
  async currentAttempts(userId: number, pipeline: PipelineTests): Promise<Map<number, PreCourseAttemptDto>> {
    const rows = await attempts(typedSql(this.dataSource)).where('user_id', '=', userId).execute();
    const current = new Map<number, PreCourseAttemptDto>();
    for (const test of pipeline.tests) {
      if (!test.started_at) continue;
      const startedAt = Date.parse(test.started_at);
      const row = rows.find((r) => r.test_id === test.test_id && r.started_at.getTime() === startedAt);
      if (row) current.set(test.test_id, toAttemptDto(row));
    }
    return current;
  }

  /** Starts the one attempt: the pipeline must be at the tests and this test not yet taken. */
  async start(userId: number, testId: number): Promise<PreCourseAttemptDto> {
    const test = await this.catalogue.test(testId);
    const pipeline = await this.pipeline(userId);
    const ofPipeline = pipeline?.tests.find((t) => t.test_id === testId);
    if (!pipeline || pipeline.statePath !== 'tests' || !ofPipeline) {
      throw new AppException(409, 'pre_course_test.not_open');
    }
    if (ofPipeline.status !== 'not_started') throw new AppException(409, 'pre_course_test.already_started');
    try {
      await this.runtime.send({
        workflow: candidatePipelineWorkflow,
        ref: { businessKey: candidatePipelineKey(userId) },
        event: { type: 'test.start', test_id: testId, time_limit_ms: test.time_limit_seconds * 1000 },
        actor: SYSTEM_ACTOR,
      });
    } catch (error) {
      // Two starts at once: the second finds the test started.
      if (error instanceof WorkflowError && error.code === 'not_allowed') {
        throw new AppException(409, 'pre_course_test.already_started');
      }
      throw error;
    }
    const row = await attempts(typedSql(this.dataSource))
      .where('user_id', '=', userId)
      .where('test_id', '=', testId)
      .orderBy('started_at', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    return toAttemptDto(row);
  }

  /**
   * Saves one answer of the running attempt, in one statement: the attempt must be running and not closed,
   * the question of this test and the options of that question. It key-share locks the attempt row (the lock
   * the answer's foreign key takes anyway), which a submission's or a grading's FOR UPDATE waits for: they
   * then see the answer, and an answer that waited for them finds the attempt finished — an acknowledged
   * answer is always graded.
   */
  async saveAnswer(
    userId: number,
    testId: number,
    answer: PreCourseAnswerSave,
  ): Promise<PreCourseAnswerSavedDto> {
    const answerIds = [...new Set(answer.answer_id)];
    // raw SQL: the hottest statement of the tests (every chosen answer), prepared once per connection.
    const [saved] = await preparedQuery<{ saved_at: Date; deadline_at: Date }>(
      this.dataSource,
      `WITH attempt AS (
         SELECT id, deadline_at FROM pre_course_attempts
          WHERE user_id = $1 AND test_id = $2 AND status = 'in_progress' AND closes_at >= now()
          FOR KEY SHARE
       ), question AS (
         SELECT q.id FROM pre_course_questions q
          WHERE q.id = $3 AND q.test_id = $2
            AND (SELECT count(*) FROM pre_course_answers a WHERE a.question_id = q.id AND a.id = ANY($4::int[]))
                = cardinality($4::int[])
       )
       INSERT INTO pre_course_attempt_answers (attempt_id, question_id, answer_ids, saved_at)
       SELECT attempt.id, question.id, $4::int[], now() FROM attempt, question
       ON CONFLICT (attempt_id, question_id)
         DO UPDATE SET answer_ids = EXCLUDED.answer_ids, saved_at = EXCLUDED.saved_at
       RETURNING saved_at, (SELECT deadline_at FROM attempt) AS deadline_at`,
      [userId, testId, answer.question_id, answerIds],
    );
    if (!saved) throw await this.whyNotSaved(userId, testId, answer.question_id, answerIds);
    return {
      question_id: answer.question_id,
      answer_id: answerIds,
      saved_at: saved.saved_at.toISOString(),
      seconds_left: secondsLeft(saved.deadline_at),
    };
  }

  /** The error of an answer the save refused (the slow path, only when it was refused). */
  private async whyNotSaved(
    userId: number,
    testId: number,
    questionId: number,
    answerIds: number[],
  ): Promise<AppException> {
    const attempt = await typedSql(this.dataSource)
      .selectFrom('pre_course_attempts')
      .select(['status', sql<boolean>`closes_at < now()`.as('closed')])
      .where('user_id', '=', userId)
      .where('test_id', '=', testId)
      .orderBy('started_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!attempt) return new AppException(409, 'pre_course_test.not_started');
    if (attempt.closed) return this.lateAnswer(testId, questionId);
    if (attempt.status !== 'in_progress') return new AppException(409, 'pre_course_test.finished');
    const invalid = await this.answerErrors(testId, [{ question_id: questionId, answer_id: answerIds }]);
    // Finished between the save and this check.
    return invalid ?? new AppException(409, 'pre_course_test.finished');
  }

  /**
   * An answer that arrived after the deadline and its grace (an offline browser sending what it kept): refused
   * by the question's number in the test, which the candidate sees, and its id, which the client matches.
   */
  private async lateAnswer(testId: number, questionId: number): Promise<AppException> {
    const db = typedSql(this.dataSource);
    const question = await db
      .selectFrom(
        db
          .selectFrom('pre_course_questions')
          .select((eb) => [
            'id',
            eb.fn
              .agg<string>('row_number')
              .over((ob) => ob.orderBy('position').orderBy('id'))
              .as('number'),
          ])
          .where('test_id', '=', testId)
          .as('q'),
      )
      .select((eb) => eb.cast<number>('q.number', 'integer').as('number'))
      .where('q.id', '=', questionId)
      .executeTakeFirst();
    if (!question) return AppException.fields({ question_id: ['pre_course_test.wrong_question'] });
    return new AppException(409, 'pre_course_test.answer_late', {
      params: { number: question.number },
      extra: { question_ids: [questionId] },
    });
  }

  /** Field errors of answers that name a question of another test or an option of another question. */
  private async answerErrors(
    testId: number,
    answers: PreCourseCheckAnswers['answers'],
  ): Promise<AppException | null> {
    const options = await this.catalogue.optionsByQuestion(testId);
    if (answers.some((answer) => !options.has(answer.question_id))) {
      return AppException.fields({ question_id: ['pre_course_test.wrong_question'] });
    }
    const foreign = answers.some((answer) =>
      answer.answer_id.some((id) => !options.get(answer.question_id)?.has(id)),
    );
    return foreign ? AppException.fields({ answer_id: ['pre_course_test.wrong_answer'] }) : null;
  }

  /**
   * Finishes the running attempt with the answers as they are now (questions left out keep what was
   * autosaved) and sends the server's score to the pipeline. Concurrent submissions wait for the pipeline's
   * row lock, which every transition takes first; the first one applies, the others find it finished.
   */
  async submit(userId: number, testId: number, body: PreCourseCheckAnswers): Promise<PreCourseResultDto> {
    const invalid = await this.answerErrors(testId, body.answers);
    if (invalid) throw invalid;
    return this.dataSource.transaction(async (manager) => {
      await this.instances.lockByKey(manager, candidatePipelineWorkflow, candidatePipelineKey(userId));
      const db = typedSql(manager);
      const attempt = await attempts(db)
        .select(sql<boolean>`closes_at < now()`.as('closed'))
        .where('user_id', '=', userId)
        .where('test_id', '=', testId)
        .orderBy('started_at', 'desc')
        .limit(1)
        .forUpdate()
        .executeTakeFirst();
      if (!attempt) throw new AppException(409, 'pre_course_test.not_started');
      if (attempt.status === 'grading' || (attempt.status === 'in_progress' && attempt.closed)) {
        throw new AppException(409, 'pre_course_test.time_over');
      }
      if (attempt.status !== 'in_progress') throw new AppException(409, 'pre_course_test.finished');
      if (body.answers.length > 0) {
        const answers = JSON.stringify(body.answers);
        const submitted = sql<SubmittedAnswer>`jsonb_to_recordset(${answers}::jsonb)`.as<'a'>(
          sql`a(question_id int, answer_id int[])`,
        );
        await db
          .insertInto('pre_course_attempt_answers')
          .columns(['attempt_id', 'question_id', 'answer_ids', 'saved_at'])
          .expression(
            db
              .selectFrom(submitted)
              .select((eb) => [
                eb.val(attempt.id).as('attempt_id'),
                'a.question_id',
                sql<number[]>`ARRAY(SELECT DISTINCT x FROM unnest(a.answer_id) AS x)`.as('answer_ids'),
                sql<Date>`now()`.as('saved_at'),
              ]),
          )
          .onConflict((oc) =>
            oc.columns(['attempt_id', 'question_id']).doUpdateSet((eb) => ({
              answer_ids: eb.ref('excluded.answer_ids'),
              saved_at: eb.ref('excluded.saved_at'),
            })),
          )
          .execute();
      }
      const score = await scoreAttempt(manager, attempt.id, testId);
      await this.runtime.sendWithin(manager, {
        workflow: candidatePipelineWorkflow,
        ref: { businessKey: candidatePipelineKey(userId) },
        event: { type: 'test.submit', test_id: testId, score },
        actor: SYSTEM_ACTOR,
      });
      await this.mailResult(manager, userId, attempt.id);
      return this.resultOf(manager, attempt.id);
    });
  }

  /**
   * Grades an attempt that ran out of time on what it saved (the pipeline's `gradeAttempt` effect). Idempotent:
   * an attempt no longer waiting for its grade is left as it is.
   */
  async gradeExpired(
    userId: number,
    testId: number,
    startedAt: string,
  ): Promise<{ graded: boolean; score?: number }> {
    return this.dataSource.transaction(async (manager) => {
      await this.instances.lockByKey(manager, candidatePipelineWorkflow, candidatePipelineKey(userId));
      const attempt = await typedSql(manager)
        .selectFrom('pre_course_attempts')
        .select(['id', 'status'])
        .where('user_id', '=', userId)
        .where('test_id', '=', testId)
        .where('started_at', '=', isoTimestamp(startedAt))
        .forUpdate()
        .executeTakeFirst();
      if (attempt?.status !== 'grading') return { graded: false };
      const score = await scoreAttempt(manager, attempt.id, testId);
      await this.runtime.sendWithin(manager, {
        workflow: candidatePipelineWorkflow,
        ref: { businessKey: candidatePipelineKey(userId) },
        event: { type: 'test.grade', test_id: testId, score },
        actor: SYSTEM_ACTOR,
      });
      await this.mailResult(manager, userId, attempt.id);
      return { graded: true, score };
    });
  }

  /** The result of the caller's finished attempt at a test (the latest one). */
  async result(userId: number, testId: number): Promise<PreCourseResultDto> {
    const attempt = await typedSql(this.dataSource)
      .selectFrom('pre_course_attempts')
      .select('id')
      .where('user_id', '=', userId)
      .where('test_id', '=', testId)
      // Literals, as the predicate of the partial index pre_course_attempts_finished_idx reads.
      .where('status', 'in', [sql.lit('passed'), sql.lit('failed')])
      .orderBy('started_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!attempt) throw new AppException(404, 'pre_course_test.no_result');
    return this.resultOf(this.dataSource.manager, attempt.id);
  }

  /** The candidate's mail of a closed attempt: its score against the pass mark, and whether time closed it. */
  private async mailResult(manager: EntityManager, userId: number, attemptId: string): Promise<void> {
    const row = await typedSql(manager)
      .selectFrom('pre_course_attempts as a')
      .innerJoin('pre_course_tests as t', 't.id', 'a.test_id')
      .select(['a.status', 'a.score', 'a.expired', 't.title', 't.title_kk', 't.pass_percent'])
      .where('a.id', '=', attemptId)
      .executeTakeFirstOrThrow();
    const to = await this.mail.addressee(userId, manager);
    const result = {
      name: to.name,
      test: to.language === 'kk' ? row.title_kk : row.title,
      score: Number(row.score ?? 0),
      threshold: Number(row.pass_percent),
      passed: row.status === 'passed',
      timed_out: row.expired,
      link: `${this.mail.publicUrl}/user/tests`,
    };
    await this.mail.queue(mailOrder('test_result', to, to.language, result), manager);
  }

  private async resultOf(manager: EntityManager, attemptId: string): Promise<PreCourseResultDto> {
    const db = typedSql(manager);
    const row = await attempts(db).where('id', '=', attemptId).executeTakeFirstOrThrow();
    const answers = await db
      .selectFrom('pre_course_attempt_answers')
      .select(['question_id', 'answer_ids'])
      .where('attempt_id', '=', attemptId)
      .orderBy('question_id')
      .execute();
    return {
      test_id: row.test_id,
      grade: Number(row.score ?? 0),
      passed: row.status === 'passed',
      finished_at: (row.finished_at ?? row.deadline_at).toISOString(),
      expired: row.expired,
      results: answers.map((answer) => ({ question_id: answer.question_id, selected: answer.answer_ids })),
    };
  }

  /** The saved answers of the caller's current attempt at a test, by question (for a reopened test). */
  async savedAnswers(userId: number, testId: number, startedAt: string): Promise<Map<number, number[]>> {
    const rows = await typedSql(this.dataSource)
      .selectFrom('pre_course_attempt_answers as s')
      .innerJoin('pre_course_attempts as a', 'a.id', 's.attempt_id')
      .select(['s.question_id', 's.answer_ids'])
      .where('a.user_id', '=', userId)
      .where('a.test_id', '=', testId)
      .where('a.started_at', '=', isoTimestamp(startedAt))
      .execute();
    return new Map(rows.map((row) => [row.question_id, row.answer_ids]));
  }
}
