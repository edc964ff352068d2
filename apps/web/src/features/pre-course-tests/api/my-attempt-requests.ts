import type { AnswerSave, AnswerSaved, TestSubmission } from '@expert-portal/machines';
import { ApiError } from '@/shared/api/api-error';
import { api, apiFetch, unwrap } from '@/shared/api/client';

/** GET …/{id}/questions/: the started attempt's questions with their options and the answers saved so far. */
export function fetchQuestions(testId: number, signal?: AbortSignal) {
  return unwrap(
    api.GET('/api/v1/pre_course_test/{id}/questions', { params: { path: { id: testId } }, signal }),
  );
}

// A save that hangs on a bad connection gives way to a retry (saving the same answer again changes nothing).
const SAVE_TIMEOUT_MS = 15_000;

/** PUT …/{id}/answers/: one question's chosen options, sent by the answer queue as they are chosen. */
export async function saveAnswer(save: AnswerSave): Promise<AnswerSaved> {
  const saved = await unwrap(
    api.PUT('/api/v1/pre_course_test/{id}/answers', {
      params: { path: { id: save.test_id } },
      body: { question_id: save.question_id, answer_id: save.answer_id },
      fetch: apiFetch({ timeoutMs: SAVE_TIMEOUT_MS }),
    }),
  );
  return { question_id: saved.question_id, answer_id: saved.answer_id, seconds_left: saved.seconds_left };
}

/**
 * Why the server refused an answer for good (its explanation, e.g. one that arrived after the deadline and its
 * grace, which names the question), or null for a failure worth retrying: no connection, a time-out, the
 * server busy or down, the session being renewed.
 */
export function answerRefusal(error: unknown, fallback: string): string | null {
  if (!(error instanceof ApiError) || error.kind !== 'http') return null;
  if (error.status >= 500 || [401, 408, 429].includes(error.status)) return null;
  const field = error.fieldErrors ? Object.values(error.fieldErrors)[0]?.[0] : undefined;
  return error.detail ?? field ?? fallback;
}

// After the deadline the server grades what was saved within seconds; the result is waited for this long.
const RESULT_WAIT_MS = 45_000;
const RESULT_POLL_MS = 1500;

async function waitForResult(testId: number) {
  const until = Date.now() + RESULT_WAIT_MS;
  for (;;) {
    try {
      return await unwrap(
        api.GET('/api/v1/pre_course_test/{id}/results', { params: { path: { id: testId } } }),
      );
    } catch (error) {
      // 404: not graded yet.
      if (!(error instanceof ApiError && error.status === 404) || Date.now() > until) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, RESULT_POLL_MS));
  }
}

/**
 * POST …/{id}/check_answers/ with every question's answer. When the server has closed the attempt already
 * (its timer graded the saved answers while this browser was away or offline), that result is the answer.
 */
export async function submitAnswers(submission: TestSubmission) {
  try {
    return await unwrap(
      api.POST('/api/v1/pre_course_test/{id}/check_answers', {
        params: { path: { id: submission.test_id } },
        body: { answers: submission.answers },
      }),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return waitForResult(submission.test_id);
    throw error;
  }
}
