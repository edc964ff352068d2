import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { accessToken } from './applications';
import { dbQuery, eventually, newCandidate } from './candidates';
import { expect } from './portal';
import { correctOptions, preCourseTests } from './selection';

type Call = 'get' | 'post' | 'put';

/** One API call as `token`'s owner, expected to succeed; answers the body. */
export async function call<T>(
  request: APIRequestContext,
  token: string,
  method: Call,
  path: string,
  options: { data?: unknown; multipart?: Record<string, unknown> } = {},
): Promise<T> {
  const response = await request[method](`/api/v1/${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    ...(options.data !== undefined ? { data: options.data } : {}),
    ...(options.multipart ? { multipart: options.multipart as never } : {}),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

export async function signIn(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<string> {
  const response = await request.post('/token/', { data: { username, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

/** The state of a user's candidate pipeline, as the runtime keeps it. */
export async function pipelineState(username: string): Promise<string | undefined> {
  const [row] = await dbQuery<{ state_path: string }>(
    `SELECT i.state_path FROM workflow_instances i JOIN users u ON u.id = i.owner_user_id
      WHERE u.username = $1 AND i.machine_id = 'candidatePipeline'`,
    [username],
  );
  return row?.state_path;
}

/**
 * A new candidate brought to theory through the API, as the selection screens would: the four pre-course
 * tests with every answer right, an interview approved by the admin, an essay theme, a .docx essay graded 80.
 * Answers the login and the user id.
 */
export async function candidateAtTheory(request: APIRequestContext, name: string) {
  const candidate = await newCandidate(request, name);
  const token = await signIn(request, candidate.username, candidate.password);
  for (const test of await preCourseTests()) {
    await call(request, token, 'post', `pre_course_test/${test.id}/start/`);
    for (const [questionId, answerIds] of await correctOptions(test.id)) {
      await call(request, token, 'put', `pre_course_test/${test.id}/answers/`, {
        data: { question_id: questionId, answer_id: answerIds },
      });
    }
    await call(request, token, 'post', `pre_course_test/${test.id}/check_answers/`, {
      data: { answers: [] },
    });
  }
  const [{ id: userId }] = await dbQuery<{ id: number }>('SELECT id FROM users WHERE username = $1', [
    candidate.username,
  ]);
  await eventually(
    async () => ((await pipelineState(candidate.username)) === 'interview' ? true : undefined),
    `the interview of ${name}`,
  );

  const admin = await accessToken(request, 'admin');
  const interview = await call<{ id: number }>(request, admin, 'post', 'pre_course_interviews/', {
    data: {
      name: `Собеседование ${name}`,
      interview_time: '2026-12-15T10:00',
      link: 'https://meet.google.com/abc-defg-hij',
    },
  });
  await call(request, admin, 'post', `pre_course_interviews/${interview.id}/add_users/`, {
    data: { user_ids: [userId] },
  });
  await call(request, admin, 'post', `pre_course_interviews/${interview.id}/grades/`, {
    data: { user: userId, passed: true },
  });

  const [theme] = await call<Array<{ id: number }>>(request, token, 'get', 'pre_essay_theme/');
  await call(request, token, 'post', `pre_essay_theme/${theme!.id}/choose_theme/`);
  const essay = await call<{ id: number }>(request, token, 'post', 'pre_user_essay/', {
    multipart: {
      file: {
        name: 'эссе.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: readFileSync(resolve(__dirname, '../fixtures/essay-ru.docx')),
      },
    },
  });
  await call(request, admin, 'post', `pre_user_essay/${essay.id}/grade/`, {
    data: { grade: '80', passed: true },
  });
  await eventually(
    async () => ((await pipelineState(candidate.username)) === 'theory' ? true : undefined),
    `the theory stage of ${name}`,
  );
  return { ...candidate, userId };
}
