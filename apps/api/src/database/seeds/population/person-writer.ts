import { createHash } from 'node:crypto';
import {
  applicationSearchText,
  INTERVIEW_FAIL_GRADE,
  INTERVIEW_PASS_GRADE,
  isEssayPassed,
  isPracticePassed,
} from '@expert-portal/contracts';
import {
  applicationSigningWorkflow,
  candidatePipelineKey,
  candidatePipelineWorkflow,
  type PipelineTrack,
  type SentEventOf,
  type WorkflowDefinition,
} from '@expert-portal/machines';
import type { EntityManager } from 'typeorm';
import { CONTENT_MIME_TYPES } from '../../../core/files/content-type';
import { SYSTEM_ACTOR, type WorkflowActor } from '../../../core/workflow/workflow-access';
import { pipelineInput } from '../../../modules/accounts/pipeline-starter.service';
import { applicationBusinessKey } from '../../../modules/applications/application-signing.projection-writer';
import { APPLICATION_FILES_FOLDER } from '../../../modules/applications/applications.service';
import { ESSAY_FILES_FOLDER } from '../../../modules/essays/user-essays.service';
import { PRACTICE_FILES_FOLDER } from '../../../modules/practice/practice-files';
import { assignIdempotencyKey } from '../../../modules/practice/practice-assignment.service';
import { gradeIdempotencyKey } from '../../../modules/practice/practice-grading.service';
import { scoreAttempt } from '../../../modules/pre-course-tests/test-scoring';
import { documentsOf } from '../demo-applications';
import type { PopulationContext } from './context';
import type { PersonPlan } from './plan';
import type { PlacedStep, Step } from './timeline';

/**
 * Effects the population carries out itself, so they are recorded done with their event: the account of an
 * approval (created here, without a password-setup mail: the population signs in with the demo password),
 * the stage-opened notifications and the refusals' mails (months-old news nobody would read) and the grading
 * of expired attempts (graded here, on what they saved). A certificate's documents are left to the worker.
 */
const EFFECTS_DONE_BY_POPULATION = ['createAccount', 'notify', 'mailRefusal', 'gradeAttempt'];

/** The grading of an expired attempt follows its deadline by this long, as the worker's job would. */
const GRADING_DELAY_MS = 2_000;

/** An instance the person's history advances: its workflow and business key. */
interface Instance<W extends WorkflowDefinition> {
  workflow: W;
  businessKey: string;
}

/** Interview sessions of the population by their time, each an `interviews` row. */
export type InterviewSessions = Map<number, number>;

export interface WrittenPerson {
  userId: number | null;
  /** The workflow instances the person's history wrote. */
  instanceIds: string[];
}

/**
 * Writes one applicant's history, step by step at its own time: each event goes through the workflow
 * runtime (so snapshots, revisions, the audit trail and the projections are the runtime's own) in the
 * person's one transaction, beside the rows the stage's service would write (application, documents, account,
 * attempts' answers, invitations and grades, essay, enrolment, practice answer).
 */
class PersonWriter {
  private applicationId = 0;
  private userId: number | null = null;
  private essayId = 0;
  private answerId = 0;
  readonly instanceIds: string[] = [];
  /** Files written outside `stored_files`, removed again if the person's transaction fails. */
  readonly files: string[] = [];

  constructor(
    private readonly ctx: PopulationContext,
    private readonly sessions: InterviewSessions,
    private readonly manager: EntityManager,
    private readonly person: PersonPlan,
  ) {}

  get user(): number | null {
    return this.userId;
  }

  private query<T = unknown>(sql: string, params: unknown[]): Promise<T[]> {
    return this.manager.query(sql, params) as Promise<T[]>;
  }

  private send<W extends WorkflowDefinition>(
    instance: Instance<W>,
    event: SentEventOf<W>,
    actor: WorkflowActor,
    at: Date,
    idempotencyKey?: string,
  ) {
    return this.ctx.runtime.sendWithin(this.manager, {
      workflow: instance.workflow,
      ref: { businessKey: instance.businessKey },
      event,
      actor,
      at,
      idempotencyKey,
    });
  }

  private get signing(): Instance<typeof applicationSigningWorkflow> {
    return { workflow: applicationSigningWorkflow, businessKey: applicationBusinessKey(this.applicationId) };
  }

  private get pipeline(): Instance<typeof candidatePipelineWorkflow> {
    if (this.userId === null) throw new Error('a person has a pipeline only once their account exists');
    return { workflow: candidatePipelineWorkflow, businessKey: candidatePipelineKey(this.userId) };
  }

  private refusal(step: Extract<Step, { refusal: unknown }>) {
    return {
      reason_id: this.ctx.reference('reject_reasons', step.refusal.reason).id,
      comment: step.refusal.comment[this.person.identity.language],
    };
  }

  async apply(step: PlacedStep): Promise<void> {
    const { actors } = this.ctx;
    switch (step.type) {
      case 'submit':
        return this.submit(step.at);
      case 'staff.sign':
        await this.send(this.signing, { type: 'staff.sign' }, actors.staff, step.at);
        return;
      case 'staff.refuse':
        await this.send(this.signing, { type: 'staff.refuse', ...this.refusal(step) }, actors.staff, step.at);
        return;
      case 'deputy.approve':
        await this.send(this.signing, { type: 'deputy.approve', role: step.role }, actors.deputy, step.at);
        return;
      case 'deputy.reject':
        await this.send(
          this.signing,
          { type: 'deputy.reject', ...this.refusal(step) },
          actors.deputy,
          step.at,
        );
        return;
      case 'account':
        return this.account(step.at);
      case 'attempt':
        return this.attempt(step);
      case 'retake':
        await this.send(
          this.pipeline,
          { type: 'retake.grant', comment: 'Пересдача по заявлению кандидата' },
          actors.admin,
          step.at,
        );
        return;
      case 'invite':
        return this.invite(step.sessionAt, step.at);
      case 'interview':
        return this.interview(step);
      case 'essay.theme':
        return this.chooseTheme(step.theme, step.at);
      case 'essay.upload':
        return this.uploadEssay(step.at);
      case 'essay.grade':
        return this.gradeEssay(step.grade, step.at);
      case 'enrol':
        await this.query(
          `INSERT INTO course_users (course_id, user_id, enrolled_at, enrolled_by) VALUES ($1, $2, $3, $4)`,
          [this.ctx.courseId, this.userId, step.at, actors.admin.id],
        );
        return;
      case 'practice.assign':
        return this.assignPractice(step.at);
      case 'practice.answer':
        return this.answerPractice(step.at);
      case 'practice.grade':
        return this.gradePractice(step.grade, step.at);
    }
  }

  /** The application as the public form stores it, with its documents, and its signing instance. */
  private async submit(at: Date): Promise<void> {
    const { identity } = this.person;
    const { reference } = this.ctx;
    const level = reference('education_levels', identity.level);
    const subject = reference('subjects', identity.subject);
    const subject2 = identity.subject2 ? reference('subjects', identity.subject2) : null;
    const [{ id }] = await this.query<{ id: number }>(
      `INSERT INTO applications
         (name, email, address, phone, id_number, iin, iik, bank, workplace, academic_status,
          teacher_category_id, language_id, language_learn_id, subject_id, subject2_id, education_level_id,
          level, submitted_language, search_text, created_at, updated_at, demo)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $13, $14, $15, $16, $17, $18, $19, $19, true)
       RETURNING id`,
      [
        identity.name,
        identity.email,
        identity.address,
        identity.phone,
        identity.idNumber,
        identity.iin,
        identity.iik,
        identity.bank,
        identity.workplace,
        identity.degree,
        reference('teacher_categories', identity.category).id,
        reference('languages', identity.teachingLanguage).id,
        subject.id,
        subject2 && subject2.id !== subject.id ? subject2.id : null,
        level.id,
        identity.language === 'kk' ? level.name_kk : level.name_ru,
        identity.language,
        applicationSearchText({
          name: identity.name,
          email: identity.email,
          phone: identity.phone,
          iin: identity.iin,
          id_number: identity.idNumber,
          workplace: identity.workplace,
        }),
        at,
      ],
    );
    this.applicationId = id;
    for (const document of documentsOf(
      { degree: identity.degree, submittedIn: identity.language },
      identity.iin,
    )) {
      const stored = await this.ctx.storage.save(APPLICATION_FILES_FOLDER, 'pdf', document.buffer);
      this.files.push(stored);
      await this.query(
        `INSERT INTO application_files
           (application_id, field, stored_name, original_name, mime, size, sha256, created_at)
         VALUES ($1, $2, $3, $4, 'application/pdf', $5, $6, $7)`,
        [
          id,
          document.fieldname,
          stored,
          document.originalname,
          document.buffer.length,
          createHash('sha256').update(document.buffer).digest('hex'),
          at,
        ],
      );
    }
    const row = await this.ctx.runtime.start(
      { ...this.signing, input: { application_id: id }, actor: SYSTEM_ACTOR, at },
      this.manager,
    );
    this.instanceIds.push(String(row.id));
  }

  /** What the approval's account job does: the account (username = IIN, the role approved) and its pipeline. */
  private async account(at: Date): Promise<void> {
    const { identity, track } = this.person;
    const [{ id }] = await this.query<{ id: number }>(
      `INSERT INTO users (username, password_hash, role, name, first_name, last_name, email, phone, id_number,
                          iin, iik, bank, address, workplace, application_id, date_joined, updated_at, demo)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $1, $10, $11, $12, $13, $14, $15, $15, true)
       RETURNING id`,
      [
        identity.iin,
        this.ctx.passwordHash,
        track,
        identity.name,
        identity.firstName,
        identity.lastName,
        identity.email,
        identity.phone,
        identity.idNumber,
        identity.iik,
        identity.bank,
        identity.address,
        identity.workplace,
        this.applicationId,
        at,
      ],
    );
    this.userId = id;
    const row = await this.ctx.runtime.start(
      {
        ...this.pipeline,
        input: pipelineInput(id, track as PipelineTrack),
        actor: SYSTEM_ACTOR,
        ownerUserId: id,
        at,
      },
      this.manager,
    );
    this.instanceIds.push(String(row.id));
  }

  /**
   * Starts the attempt, saves its answers (submitted ones as the submission saves them, the others as they
   * were chosen) and ends it: scored by the API's own scoring and submitted, or run out of time — the timer
   * fires at the deadline and the saved answers are graded — or left running.
   */
  private async attempt(step: Extract<PlacedStep, { type: 'attempt' }>): Promise<void> {
    const test = this.ctx.tests.find((candidate) => candidate.id === step.testId);
    if (!test) throw new Error(`unknown pre-course test ${step.testId}`);
    const event = { test_id: test.id };
    await this.send(
      this.pipeline,
      { type: 'test.start', ...event, time_limit_ms: test.timeLimitMs },
      SYSTEM_ACTOR,
      step.at,
    );
    const [attempt] = await this.query<{ id: string }>(
      'SELECT id::text FROM pre_course_attempts WHERE user_id = $1 AND test_id = $2 AND started_at = $3',
      [this.userId, test.id, step.at],
    );
    if (!attempt) throw new Error(`the attempt of user ${this.userId} at test ${test.id} was not projected`);
    const start = step.at.getTime();
    const answering = Math.min(step.end.getTime(), start + test.timeLimitMs) - start;
    await this.query(
      `INSERT INTO pre_course_attempt_answers (attempt_id, question_id, answer_ids, saved_at)
       SELECT $1, a.question_id, a.answer_ids, a.saved_at
         FROM jsonb_to_recordset($2::jsonb) AS a(question_id int, answer_ids int[], saved_at timestamptz)`,
      [
        attempt.id,
        JSON.stringify(
          step.answers.map((answer, index) => ({
            question_id: answer.questionId,
            answer_ids: answer.answerIds,
            saved_at: new Date(
              step.finish === 'submitted'
                ? step.end.getTime()
                : start + (answering * (index + 1)) / (step.answers.length + 1),
            ),
          })),
        ),
      ],
    );
    if (step.finish === 'running') return;
    const score = async () => scoreAttempt(this.manager, attempt.id, test.id);
    if (step.finish === 'submitted') {
      await this.send(
        this.pipeline,
        { type: 'test.submit', ...event, score: await score() },
        SYSTEM_ACTOR,
        step.end,
      );
      return;
    }
    await this.send(this.pipeline, { type: 'test.expire', ...event }, SYSTEM_ACTOR, step.end);
    // The durable timer is what sent it: recorded as fired when it fell due.
    await this.query(
      `UPDATE workflow_timers SET fired_at = due_at, outcome = 'fired'
        WHERE instance_id = (SELECT id FROM workflow_instances WHERE machine_id = $1 AND business_key = $2)
          AND key = $3 AND fired_at IS NULL`,
      [this.pipeline.workflow.id, this.pipeline.businessKey, `test:${test.id}`],
    );
    await this.send(
      this.pipeline,
      { type: 'test.grade', ...event, score: await score() },
      SYSTEM_ACTOR,
      new Date(step.end.getTime() + GRADING_DELAY_MS),
    );
  }

  private async invite(sessionAt: Date | undefined, at: Date): Promise<void> {
    await this.query(
      'INSERT INTO interview_invitations (interview_id, user_id, invited_at) VALUES ($1, $2, $3)',
      [this.sessionId(sessionAt), this.userId, at],
    );
  }

  private sessionId(sessionAt: Date | undefined): number {
    const id = sessionAt && this.sessions.get(sessionAt.getTime());
    if (!id) throw new Error(`no interview session at ${sessionAt?.toISOString()}`);
    return id;
  }

  private async interview(step: Extract<PlacedStep, { type: 'interview' }>): Promise<void> {
    const interviewId = this.sessionId(step.sessionAt);
    await this.query(
      `INSERT INTO interview_grades (interview_id, user_id, passed, grade, graded_by, graded_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        interviewId,
        this.userId,
        step.passed,
        step.passed ? INTERVIEW_PASS_GRADE : INTERVIEW_FAIL_GRADE,
        this.ctx.actors.admin.id,
        step.at,
      ],
    );
    await this.send(
      this.pipeline,
      { type: 'interview.grade', passed: step.passed },
      this.ctx.actors.admin,
      step.at,
    );
  }

  private async chooseTheme(theme: number, at: Date): Promise<void> {
    const { themeIds } = this.ctx;
    const [{ id }] = await this.query<{ id: number }>(
      'INSERT INTO user_essays (user_id, theme_id, theme_chosen_at) VALUES ($1, $2, $3) RETURNING id',
      [this.userId, themeIds[theme % themeIds.length], at],
    );
    this.essayId = id;
  }

  private async uploadEssay(at: Date): Promise<void> {
    const { essays, themeIds } = this.ctx;
    const [{ theme_id }] = await this.query<{ theme_id: number }>(
      'SELECT theme_id FROM user_essays WHERE id = $1',
      [this.essayId],
    );
    const essay = essays[themeIds.indexOf(theme_id) % essays.length]![this.person.identity.language];
    const stored = await this.ctx.storage.save(ESSAY_FILES_FOLDER, 'docx', essay.content);
    this.files.push(stored);
    const { lastName, firstName } = this.person.identity;
    await this.query(
      `UPDATE user_essays SET stored_name = $2, original_name = $3, mime = $4, size = $5, word_count = $6,
              uploaded_at = $7
        WHERE id = $1`,
      [
        this.essayId,
        stored,
        `Эссе ${lastName} ${firstName.slice(0, 1)}.docx`,
        CONTENT_MIME_TYPES.docx,
        essay.content.length,
        essay.words,
        at,
      ],
    );
  }

  private async gradeEssay(grade: number, at: Date): Promise<void> {
    await this.query(
      `INSERT INTO essay_grades (essay_id, grade, passed, graded_by, graded_at) VALUES ($1, $2, $3, $4, $5)`,
      [this.essayId, grade.toFixed(2), isEssayPassed(grade), this.ctx.actors.admin.id, at],
    );
    await this.send(this.pipeline, { type: 'essay.grade', grade }, this.ctx.actors.admin, at);
  }

  private async assignPractice(at: Date): Promise<void> {
    const { practiceTaskId, actors } = this.ctx;
    await this.query(
      'INSERT INTO practice_task_users (task_id, user_id, assigned_at, assigned_by) VALUES ($1, $2, $3, $4)',
      [practiceTaskId, this.userId, at, actors.admin.id],
    );
    await this.send(
      this.pipeline,
      { type: 'practice.assign', task_id: practiceTaskId },
      actors.admin,
      at,
      assignIdempotencyKey(practiceTaskId),
    );
  }

  private async answerPractice(at: Date): Promise<void> {
    const [{ id }] = await this.query<{ id: number }>(
      'INSERT INTO practice_answers (task_id, user_id, submitted_at) VALUES ($1, $2, $3) RETURNING id',
      [this.ctx.practiceTaskId, this.userId, at],
    );
    this.answerId = id;
    const file = await this.ctx.storedFiles.store(
      this.manager,
      {
        type: 'docx',
        originalName: `Заключение ${this.person.identity.lastName}.docx`,
        content: this.ctx.practiceAnswer,
      },
      { folder: PRACTICE_FILES_FOLDER, uploadedBy: this.userId },
    );
    await this.query('UPDATE stored_files SET created_at = $2 WHERE id = $1', [file.id, at]);
    await this.query('INSERT INTO practice_answer_files (answer_id, file_id) VALUES ($1, $2)', [id, file.id]);
  }

  private async gradePractice(grade: number, at: Date): Promise<void> {
    const { actors, courseId } = this.ctx;
    const passed = isPracticePassed(grade);
    await this.query(
      'UPDATE practice_answers SET grade = $2, passed = $3, graded_by = $4, graded_at = $5 WHERE id = $1',
      [this.answerId, grade.toFixed(2), passed, actors.admin.id, at],
    );
    await this.send(
      this.pipeline,
      { type: 'practice.grade', grade },
      actors.admin,
      at,
      gradeIdempotencyKey(this.answerId),
    );
    if (passed) {
      await this.query('UPDATE course_users SET completed_at = $3 WHERE course_id = $1 AND user_id = $2', [
        courseId,
        this.userId,
        at,
      ]);
    }
  }
}

/**
 * Writes a person's whole history in one transaction, and records the effects the population did itself as
 * done at their event's time (so the worker never runs them). A failure leaves nothing behind.
 */
export async function writePerson(
  ctx: PopulationContext,
  sessions: InterviewSessions,
  person: PersonPlan,
): Promise<WrittenPerson> {
  let writer: PersonWriter | undefined;
  try {
    return await ctx.dataSource.transaction(async (manager) => {
      writer = new PersonWriter(ctx, sessions, manager, person);
      for (const step of person.steps) await writer.apply(step);
      await manager.query(
        `UPDATE workflow_outbox o SET dispatched_at = e.created_at, done_at = e.created_at
           FROM workflow_events e
          WHERE e.id = o.event_id AND o.instance_id = ANY($1::bigint[]) AND o.effect = ANY($2::text[])`,
        [writer.instanceIds, EFFECTS_DONE_BY_POPULATION],
      );
      return { userId: writer.user, instanceIds: writer.instanceIds };
    });
  } catch (error) {
    await Promise.all((writer?.files ?? []).map((file) => ctx.storage.remove(file)));
    throw error;
  }
}
