import type {
  CandidateProgress,
  Funnel,
  Page,
  TestItemAnalysis,
  TestStatistics,
} from '@expert-portal/contracts';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { recordRequests, server, type SentRequest } from '@/testing/http-server';

export function progressRow(overrides: Partial<CandidateProgress> = {}): CandidateProgress {
  return {
    id: 12,
    name: 'Әбенова Гүлнар',
    username: 'abenova',
    avg_precourse: 85.5,
    avg_interview: 100,
    avg_essay: 62.75,
    avg_practice: null,
    total_avg: 82.75,
    tests: [],
    ...overrides,
  };
}

export function progressPage(results: CandidateProgress[], count = results.length): Page<CandidateProgress> {
  return { count, next: null, previous: null, results };
}

export const TEST_STATISTICS: TestStatistics = {
  tests: [
    {
      id: 1,
      title: 'Психолингвистический тест',
      title_kk: 'Психолингвистикалық тест',
      passed_count: 6,
      failed_count: 2,
      passed_percent: 75,
    },
    {
      id: 2,
      title: 'Вербальный анализ',
      title_kk: 'Вербалды талдау',
      passed_count: 2,
      failed_count: 1,
      passed_percent: 66.67,
    },
    {
      id: 3,
      title: 'Сопоставление информации',
      title_kk: 'Ақпаратты салыстыру',
      passed_count: 9,
      failed_count: 1,
      passed_percent: 90,
    },
    {
      id: 4,
      title: 'История и этнография Казахстана',
      title_kk: 'Қазақстанның тарихы мен этнографиясы',
      passed_count: 0,
      failed_count: 0,
      passed_percent: 0,
    },
  ],
  total_count: 14,
  participated_count: 11,
  not_participated_count: 3,
};

export const ITEM_ANALYSIS: TestItemAnalysis = {
  test: { id: 2, title: 'Вербальный анализ', title_kk: 'Вербалды талдау' },
  attempts: 6,
  mean_percent: 46.67,
  sd_percent: 20.66,
  kr20: 0.3125,
  questions: [
    {
      id: 21,
      position: 1,
      title: 'Синоним слова «быстрый»',
      title_kk: '«Жылдам» сөзінің синонимі',
      attempts: 6,
      correct_count: 6,
      facility: 1,
      discrimination: null,
      flags: ['too_easy'],
    },
    {
      id: 22,
      position: 2,
      title: 'Продолжите ряд',
      title_kk: 'Қатарды жалғастырыңыз',
      attempts: 6,
      correct_count: 2,
      facility: 0.3333,
      discrimination: 0.6124,
      flags: [],
    },
    {
      id: 23,
      position: 3,
      title: 'Главная мысль текста',
      title_kk: 'Мәтіннің негізгі ойы',
      attempts: 6,
      correct_count: 4,
      facility: 0.6667,
      discrimination: -0.25,
      flags: ['negative_discrimination'],
    },
  ],
};

export const FUNNEL: Funnel = {
  from: null,
  to: null,
  generated_at: '2026-11-26T09:30:00.000Z',
  steps: [
    { key: 'applications', count: 40, direct_enroll: 6 },
    { key: 'approved', count: 24, direct_enroll: 6 },
    { key: 'tests_passed', count: 18, direct_enroll: 6 },
    { key: 'interview_passed', count: 15, direct_enroll: 6 },
    { key: 'essay_passed', count: 12, direct_enroll: 6 },
    { key: 'theory', count: 12, direct_enroll: 6 },
    { key: 'practice_passed', count: 5, direct_enroll: 3 },
    { key: 'certified', count: 0, direct_enroll: 0 },
  ],
};

interface Answer {
  status: number;
  body: JsonBodyType;
}

type Route = (request: Request, url: URL) => Answer | undefined;

const FIXTURES: Record<string, JsonBodyType> = {
  '/api/v1/users/progress/': progressPage([progressRow()]),
  '/api/v1/pre_course_test/statistics/': TEST_STATISTICS,
  '/api/v1/pre_course_test/statistics/2/': ITEM_ANALYSIS,
  '/api/v1/statistics/funnel/': FUNNEL,
};

/** The statistics' API answering these fixtures, unless `route` answers first; anything else is 404. */
export function mockStatisticsApi(route: Route = () => undefined): SentRequest[] {
  server.use(
    http.all('/api/v1/*', ({ request }) => {
      const url = new URL(request.url);
      const { status, body } = route(request, url) ?? {
        status: url.pathname in FIXTURES ? 200 : 404,
        body: FIXTURES[url.pathname] ?? { detail: 'Не найдено.' },
      };
      return HttpResponse.json(body, { status });
    }),
  );
  return recordRequests();
}

/** The calls made to one path, as their query strings. */
export function callsTo(requests: SentRequest[], path: string): string[] {
  return requests
    .map((request) => new URL(request.url, 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.search);
}

/**
 * jsdom lays nothing out, so every chart's container measures 0 × 0 and recharts warns of it; the charts'
 * tables carry the figures the tests read.
 */
export function quietChartSizeWarnings(): void {
  const warn = console.warn;
  beforeAll(() => {
    jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (String(args[0]).startsWith('The width(0) and height(0) of chart')) return;
      warn(...args);
    });
  });
  afterAll(() => jest.restoreAllMocks());
}
