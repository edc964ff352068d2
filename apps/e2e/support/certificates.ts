import type { APIRequestContext } from '@playwright/test';
import { accessToken, PDF } from './applications';
import { dbQuery, eventually, newCandidate } from './candidates';
import { call, pipelineState, signIn } from './theory';

/**
 * A directly enrolled user who has finished a course of their own through the API, as the course and practice
 * screens would: a new course (hours, education type in both languages), the user enrolled, a practice task
 * with the user attached, their answer, graded 80 by the admin. Their pipeline then awaits the certificate.
 * Answers the login, the user id and the course.
 */
export async function userAwaitingCertificate(request: APIRequestContext, name: string, courseTitle: string) {
  const user = await newCandidate(request, name, 'direct_enroll');
  const [{ id: userId }] = await dbQuery<{ id: number }>('SELECT id FROM users WHERE username = $1', [
    user.username,
  ]);
  await eventually(
    async () => ((await pipelineState(user.username)) === 'theory' ? true : undefined),
    `the theory stage of ${name}`,
  );
  const admin = await accessToken(request, 'admin');
  const course = await call<{ id: number; title: string; title_kk: string }>(
    request,
    admin,
    'post',
    'courses/',
    {
      multipart: {
        title: courseTitle,
        title_kk: `${courseTitle} (қаз.)`,
        academic_hours: '72',
        education_type: 'Очно-дистанционная',
        education_type_kk: 'Күндізгі-қашықтық',
      },
    },
  );
  await call(request, admin, 'post', `courses/${course.id}/add_users/`, { data: { user_ids: [userId] } });
  const deadline = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const task = await call<{ id: number }>(request, admin, 'post', 'practice/', {
    data: {
      title: `Практика: ${courseTitle}`,
      instruction: 'Разработайте рубрику.',
      deadline,
      course: course.id,
    },
  });
  await call(request, admin, 'post', `practice/${task.id}/add_users/`, { data: { user_ids: [userId] } });
  const token = await signIn(request, user.username, user.password);
  const answer = await call<{ id: number }>(request, token, 'post', `practice/${task.id}/answer/`, {
    multipart: { files: { name: 'рубрика.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  await call(request, admin, 'put', `practice/${task.id}/answer/${answer.id}/grade-user/`, {
    data: { grade: '80', passed: true },
  });
  await eventually(
    async () => ((await pipelineState(user.username)) === 'awaiting_certificate' ? true : undefined),
    `the certificate stage of ${name}`,
  );
  return { ...user, userId, course };
}
