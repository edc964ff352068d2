import type { DataSource } from 'typeorm';

/**
 * Stage results written straight into their tables, as the grading services leave them, so the statistics
 * are tested on results whose values the test chooses.
 */

export interface AttemptFields {
  userId: number;
  testId: number;
  status: 'in_progress' | 'passed' | 'failed';
  score?: number | null;
  /** Minutes before now the attempt started; the latest start is the one that counts. */
  startedMinutesAgo?: number;
  /** The chosen options per question id; a question left out was not answered. */
  answers?: Record<number, number[]>;
}

/** A pre-course attempt with its saved answers; answers its id. */
export async function newAttempt(dataSource: DataSource, fields: AttemptFields): Promise<string> {
  const finished = fields.status !== 'in_progress';
  const [{ id }] = (await dataSource.query(
    `INSERT INTO pre_course_attempts (user_id, test_id, started_at, deadline_at, closes_at, status, score, finished_at)
     VALUES ($1, $2, now() - make_interval(mins => $3), now(), now(), $4, $5, CASE WHEN $6 THEN now() END)
     RETURNING id::text`,
    [
      fields.userId,
      fields.testId,
      fields.startedMinutesAgo ?? 10,
      fields.status,
      finished ? (fields.score ?? 0) : null,
      finished,
    ],
  )) as Array<{ id: string }>;
  for (const [questionId, answerIds] of Object.entries(fields.answers ?? {})) {
    await dataSource.query(
      'INSERT INTO pre_course_attempt_answers (attempt_id, question_id, answer_ids) VALUES ($1, $2, $3)',
      [id, Number(questionId), answerIds],
    );
  }
  return id;
}

/** An interview the user was invited to and graded at: passed is 100, failed 0. */
export async function newInterviewGrade(
  dataSource: DataSource,
  userId: number,
  passed: boolean,
): Promise<void> {
  const [{ id }] = (await dataSource.query(
    `INSERT INTO interviews (name, interview_time, link) VALUES ('Собеседование', now(), 'https://meet.example.kz/a')
     RETURNING id`,
  )) as Array<{ id: number }>;
  await dataSource.query('INSERT INTO interview_invitations (interview_id, user_id) VALUES ($1, $2)', [
    id,
    userId,
  ]);
  await dataSource.query(
    'INSERT INTO interview_grades (interview_id, user_id, passed, grade) VALUES ($1, $2, $3, $4)',
    [id, userId, passed, passed ? 100 : 0],
  );
}

/** An essay on a theme of its own, graded (pass at 50). */
export async function newEssayGrade(dataSource: DataSource, userId: number, grade: number): Promise<void> {
  const [{ id: themeId }] = (await dataSource.query(
    `INSERT INTO essay_themes (name, name_kk) VALUES ('Тема', 'Тақырып') RETURNING id`,
  )) as Array<{ id: number }>;
  const [{ id: essayId }] = (await dataSource.query(
    'INSERT INTO user_essays (user_id, theme_id, retaken_at) VALUES ($1, $2, now()) RETURNING id',
    [userId, themeId],
  )) as Array<{ id: number }>;
  await dataSource.query('INSERT INTO essay_grades (essay_id, grade, passed) VALUES ($1, $2, $3)', [
    essayId,
    grade,
    grade >= 50,
  ]);
}

/** A practice answer on a task of its own, graded when `grade` is given (pass at 65); answers its id. */
export async function newPracticeAnswer(
  dataSource: DataSource,
  userId: number,
  grade: number | null,
): Promise<number> {
  const [{ id: courseId }] = (await dataSource.query(
    `INSERT INTO courses (title, title_kk) VALUES ('Курс', 'Курс') RETURNING id`,
  )) as Array<{ id: number }>;
  const [{ id: taskId }] = (await dataSource.query(
    `INSERT INTO practice_tasks (course_id, title, instruction, deadline)
     VALUES ($1, 'Задание', 'Инструкция', now() + interval '7 days') RETURNING id`,
    [courseId],
  )) as Array<{ id: number }>;
  const [{ id }] = (await dataSource.query(
    'INSERT INTO practice_answers (task_id, user_id) VALUES ($1, $2) RETURNING id',
    [taskId, userId],
  )) as Array<{ id: number }>;
  if (grade !== null) await gradePracticeAnswer(dataSource, id, grade);
  return id;
}

export async function gradePracticeAnswer(
  dataSource: DataSource,
  answerId: number,
  grade: number,
): Promise<void> {
  await dataSource.query(
    'UPDATE practice_answers SET grade = $2, passed = $3, graded_at = now() WHERE id = $1',
    [answerId, grade, grade >= 65],
  );
}
