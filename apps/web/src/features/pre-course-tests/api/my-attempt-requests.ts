import type {
  PreCourseAnswerSavedDto,
  PreCourseQuestionDto,
  PreCourseResultDto,
} from '@expert-portal/contracts';
import type { AnswerSave, AnswerSaved, TestSubmission } from '@expert-portal/machines';
import { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { myTestPaths } from './my-test-keys';

/** GET …/{id}/questions/: the started attempt's questions with their options and the answers saved so far. */
export function fetchQuestions(testId: number, signal?: AbortSignal): Promise<PreCourseQuestionDto[]> {
  return apiRequest<PreCourseQuestionDto[]>(myTestPaths.questions(testId), { signal });
}

/** PUT …/{id}/answers/: one question's chosen options, saved as they are chosen (the testAttempt autosave). */
export async function saveAnswer(save: AnswerSave): Promise<AnswerSaved> {
  const saved = await apiRequest<PreCourseAnswerSavedDto>(myTestPaths.answers(save.test_id), {
    method: 'PUT',
    body: { question_id: save.question_id, answer_id: save.answer_id },
  });
  return { question_id: saved.question_id, answer_id: saved.answer_id, seconds_left: saved.seconds_left };
}

// After the deadline the server grades what was saved within seconds; the result is waited for this long.
const RESULT_WAIT_MS = 45_000;
const RESULT_POLL_MS = 1500;

async function waitForResult(testId: number): Promise<PreCourseResultDto> {
  const until = Date.now() + RESULT_WAIT_MS;
  for (;;) {
    try {
      return await apiRequest<PreCourseResultDto>(myTestPaths.results(testId));
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
export async function submitAnswers(submission: TestSubmission): Promise<PreCourseResultDto> {
  try {
    return await apiRequest<PreCourseResultDto>(myTestPaths.checkAnswers(submission.test_id), {
      method: 'POST',
      body: { answers: submission.answers },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return waitForResult(submission.test_id);
    throw error;
  }
}
