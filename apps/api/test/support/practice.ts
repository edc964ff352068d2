import { WorkflowInstances } from '../../src/core/workflow/workflow-instances';
import { WorkflowRuntime } from '../../src/core/workflow/workflow-runtime.service';
import { PipelineStarter } from '../../src/modules/accounts/pipeline-starter.service';
import type { User } from '../../src/modules/users/user.entity';
import { newCandidate, type CandidateStage, type TestCandidate } from './candidates';
import { onePagePdf } from './documents';
import { newUser, type TestApp } from './test-app';

export const PRACTICE = '/api/v1/practice';

/** A course row (the practice calls only need one to exist and to enrol users in). */
export async function newCourse(
  t: TestApp,
  title = 'Экспертиза учебных материалов',
  titleKk = 'Оқу материалдарын сараптау',
): Promise<number> {
  const [row] = (await t.dataSource.query(
    'INSERT INTO courses (title, title_kk) VALUES ($1, $2) RETURNING id',
    [title, titleKk],
  )) as Array<{ id: number }>;
  return row.id;
}

export async function enrol(t: TestApp, courseId: number, userId: number): Promise<void> {
  await t.dataSource.query('INSERT INTO course_users (course_id, user_id) VALUES ($1, $2)', [
    courseId,
    userId,
  ]);
}

/** A signed-in candidate (or direct_enroll user) enrolled in the course, their pipeline at `stage`. */
export async function enrolledCandidate(
  t: TestApp,
  courseId: number,
  options: { stage?: CandidateStage; direct?: boolean; name?: string } = {},
): Promise<TestCandidate> {
  const candidate = await newCandidate(t, {
    stage: options.stage ?? 'theory',
    track: options.direct ? 'direct_enroll' : 'user',
    fields: options.name ? { name: options.name } : {},
  });
  await enrol(t, courseId, candidate.user.id);
  return candidate;
}

/** A direct_enroll user (pipeline at theory) enrolled in the course, not signed in: for lists of many. */
export async function enrolledDirectUser(t: TestApp, courseId: number, name: string): Promise<User> {
  const user = await newUser(t.dataSource, { role: 'direct_enroll', name });
  await new PipelineStarter(t.app.get(WorkflowInstances), t.app.get(WorkflowRuntime)).start(
    user.id,
    'direct_enroll',
  );
  await enrol(t, courseId, user.id);
  return user;
}

/** Days from now as an ISO instant (a deadline in the future, or the past when negative). */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();
}

/** The path of a link the API answers with (links carry the configured public address). */
export const pathOf = (url: string) => new URL(url, 'http://relative.invalid').pathname;

/** A PDF named in Russian and Kazakh, as admins and candidates upload them. */
export const taskPdf = () => ({ content: onePagePdf('Задание'), name: 'Тапсырма — задание.pdf' });
