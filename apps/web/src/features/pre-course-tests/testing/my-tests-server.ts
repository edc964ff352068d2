import type {
  PreCourseAttemptDto,
  PreCourseQuestionDto,
  PreCourseResultDto,
  PreCourseTestDto,
} from '@expert-portal/contracts';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { candidateProjection } from '@/testing/candidate-pipeline';

export const PIPELINE_PATH = '/api/v1/workflows/candidatePipeline/mine/';

/** The candidate's pipeline at the tests stage, as the stage gate reads it. */
export const testsPipeline = {
  id: '41',
  state_path: 'tests',
  tags: ['stage:tests:open'],
  projection: candidateProjection(),
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

/** A status and a JSON body the server answers with. */
interface Answer {
  status: number;
  body: JsonBodyType;
}

type SavedAnswer = { question_id: number; answer_id: number[] };

/**
 * The pre-course tests API as MSW handlers (`server.use(...tests.handlers)`): one test (id 4) whose attempt
 * starts with `secondsLeft`, saves answers, and grades a submission (one point per right question, correct:
 * 41 → 412, 42 → 421+422, 43 → 431) out of 100.
 */
export function testsServer(options: { test?: PreCourseTestDto; secondsLeft?: number } = {}) {
  let test = options.test ?? myTest();
  const saved: Record<number, number[]> = Object.fromEntries(
    myQuestions().map((question) => [question.id, question.selected]),
  );
  let result: PreCourseResultDto | null = null;
  const correct: Record<number, number[]> = { 41: [412], 42: [421, 422], 43: [431] };
  const state = {
    /** What the next check_answers answers (else the graded result). */
    submitAnswer: undefined as Answer | undefined,
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

  const path = `/api/v1/pre_course_test/${test.id}/`;
  const handlers = [
    http.get(PIPELINE_PATH, () => HttpResponse.json(testsPipeline)),
    http.get('/api/v1/pre_course_test/', () => HttpResponse.json([test])),
    http.post(`${path}start/`, () => {
      test = { ...test, can_pass: false, attempt: inProgress(options.secondsLeft ?? 125) };
      return HttpResponse.json(test.attempt, { status: 201 });
    }),
    http.get(`${path}questions/`, () =>
      test.attempt
        ? HttpResponse.json(myQuestions(saved))
        : HttpResponse.json({ detail: 'Сначала начните тест.' }, { status: 409 }),
    ),
    http.put(`${path}answers/`, async ({ request }) => {
      const body = (await request.json()) as SavedAnswer;
      saved[body.question_id] = body.answer_id;
      const secondsLeft = options.secondsLeft ?? 125;
      return HttpResponse.json({ ...body, saved_at: '2026-11-24T09:01:00.000Z', seconds_left: secondsLeft });
    }),
    http.post(`${path}check_answers/`, async ({ request }) => {
      if (state.submitAnswer) return HttpResponse.json(state.submitAnswer.body, state.submitAnswer);
      for (const answer of ((await request.json()) as { answers: SavedAnswer[] }).answers)
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
      return HttpResponse.json(result);
    }),
    http.get(`${path}results/`, () => {
      const known = state.resultAfter409 ?? result;
      return known
        ? HttpResponse.json(known)
        : HttpResponse.json({ detail: 'Результата пока нет: тест не завершён.' }, { status: 404 });
    }),
  ];

  return { handlers, saved, state, grade };
}
