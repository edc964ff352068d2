import type {
  PreCourseAttemptDto,
  PreCourseQuestionDto,
  PreCourseResultDto,
  PreCourseTestDto,
} from '@expert-portal/contracts';
import type { MockAnswer, RecordedRequest } from '@/testing/fetch-mock';

export const PIPELINE_PATH = '/api/v1/workflows/candidatePipeline/mine/';

/** The candidate's pipeline at the tests stage, as the stage gate reads it. */
export const testsPipeline = {
  id: '41',
  state_path: 'tests',
  tags: ['stage:tests:open'],
  projection: { position: 'tests', unlocked_stages: ['tests'], failure: null, tests: [] },
};

/** A test as GET /api/v1/pre_course_test/ lists it for a candidate who may start it. */
export function myTest(change: Partial<PreCourseTestDto> = {}): PreCourseTestDto {
  return {
    id: 4,
    order: 4,
    title: 'История и этнография Казахстана',
    title_kz: 'Қазақстан тарихы және этнографиясы',
    description: 'Знание истории, традиций и культуры Казахстана.',
    description_kz: 'Қазақстанның тарихын, дәстүрлері мен мәдениетін білу.',
    time_limit_minutes: 15,
    time_limit_seconds: 900,
    pass_percent: 70,
    question_count: 3,
    can_pass: true,
    attempt: null,
    ...change,
  };
}

/** Three questions of test 4, the second with two correct options (so multiple). */
export function myQuestions(selected: Record<number, number[]> = {}): PreCourseQuestionDto[] {
  const question = (
    id: number,
    title: string,
    titleKz: string,
    answers: [string, string][],
    multiple = false,
  ) => ({
    id,
    order: id,
    section: null,
    passage: null,
    passage_kz: null,
    title,
    title_kz: titleKz,
    multiple,
    answers: answers.map(([ru, kk], index) => ({ id: id * 10 + index + 1, title: ru, title_kz: kk })),
    selected: selected[id] ?? [],
  });
  return [
    question(
      41,
      'В каком году была принята Конституция Республики Казахстан?',
      'Қазақстан Республикасының Конституциясы қай жылы қабылданды?',
      [
        ['1993', '1993'],
        ['1995', '1995'],
        ['1997', '1997'],
      ],
    ),
    question(
      42,
      'Какие из городов были столицей Казахстана?',
      'Қай қалалар Қазақстанның астанасы болды?',
      [
        ['Алматы', 'Алматы'],
        ['Астана', 'Астана'],
        ['Шымкент', 'Шымкент'],
      ],
      true,
    ),
    question(43, 'Как называется казахская юрта?', 'Қазақ үйі қалай аталады?', [
      ['Киіз үй', 'Киіз үй'],
      ['Сакля', 'Сакля'],
    ]),
  ];
}

export function inProgress(secondsLeft: number): PreCourseAttemptDto {
  return {
    status: 'in_progress',
    started_at: '2026-11-24T09:00:00.000Z',
    deadline_at: '2026-11-24T09:15:00.000Z',
    seconds_left: secondsLeft,
    finished_at: null,
    grade: null,
    passed: null,
    expired: false,
  };
}

export interface FakeTestsServer {
  requests: RecordedRequest[];
  /** What the next check_answers answers (else the graded result). */
  submitAnswer?: MockAnswer;
}

/**
 * A small stand-in for the pre-course tests API: one test (id 4) whose attempt starts with `secondsLeft`,
 * saves answers, and grades a submission (one point per right question, correct: 41 → 412, 42 → 421+422,
 * 43 → 431) out of 100.
 */
export function testsServer(options: { test?: PreCourseTestDto; secondsLeft?: number } = {}) {
  let test = options.test ?? myTest();
  const saved: Record<number, number[]> = Object.fromEntries(
    myQuestions().map((question) => [question.id, question.selected]),
  );
  let result: PreCourseResultDto | null = null;
  const correct: Record<number, number[]> = { 41: [412], 42: [421, 422], 43: [431] };
  const state = {
    submitAnswer: undefined as MockAnswer | undefined,
    resultAfter409: null as PreCourseResultDto | null,
  };

  const grade = (expired: boolean): PreCourseResultDto => {
    const right = Object.entries(correct).filter(
      ([id, ids]) =>
        ids.length === saved[Number(id)]?.length && ids.every((a) => saved[Number(id)]?.includes(a)),
    ).length;
    const points = Math.round((right / 3) * 10000) / 100;
    return {
      test_id: test.id,
      grade: points,
      passed: points >= test.pass_percent,
      finished_at: '2026-11-24T09:07:30.000Z',
      expired,
      results: Object.entries(saved).map(([id, ids]) => ({ question_id: Number(id), selected: ids })),
    };
  };

  const handle = (request: RecordedRequest): MockAnswer => {
    const path = request.url.split('?')[0];
    if (path === PIPELINE_PATH) return { status: 200, body: testsPipeline };
    if (path === '/api/v1/pre_course_test/') return { status: 200, body: [test] };
    if (path === `/api/v1/pre_course_test/${test.id}/start/`) {
      test = { ...test, can_pass: false, attempt: inProgress(options.secondsLeft ?? 125) };
      return { status: 201, body: test.attempt };
    }
    if (path === `/api/v1/pre_course_test/${test.id}/questions/`) {
      if (!test.attempt) return { status: 409, body: { detail: 'Сначала начните тест.' } };
      return { status: 200, body: myQuestions(saved) };
    }
    if (path === `/api/v1/pre_course_test/${test.id}/answers/`) {
      const body = request.body as { question_id: number; answer_id: number[] };
      saved[body.question_id] = body.answer_id;
      return {
        status: 200,
        body: { ...body, saved_at: '2026-11-24T09:01:00.000Z', seconds_left: options.secondsLeft ?? 125 },
      };
    }
    if (path === `/api/v1/pre_course_test/${test.id}/check_answers/`) {
      if (state.submitAnswer) return state.submitAnswer;
      for (const answer of (request.body as { answers: { question_id: number; answer_id: number[] }[] })
        .answers)
        saved[answer.question_id] = answer.answer_id;
      result = grade(false);
      test = {
        ...test,
        attempt: {
          ...inProgress(0),
          status: result.passed ? 'passed' : 'failed',
          grade: result.grade,
          passed: result.passed,
          finished_at: result.finished_at,
        },
      };
      return { status: 200, body: result };
    }
    if (path === `/api/v1/pre_course_test/${test.id}/results/`) {
      if (state.resultAfter409) return { status: 200, body: state.resultAfter409 };
      return result
        ? { status: 200, body: result }
        : { status: 404, body: { detail: 'Результата пока нет: тест не завершён.' } };
    }
    return { status: 404, body: { detail: 'Не найдено.' } };
  };

  return { handle, saved, state, grade, currentTest: () => test };
}
