import {
  candidatePipelineKey,
  type CandidatePipelineProjection,
  type PipelineTestResult,
} from '@expert-portal/machines';
import type { WorkflowHistoryEntry } from '@expert-portal/contracts';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { recordRequests, server, type SentRequest } from '@/testing/http-server';
import { PIPELINES_PATH } from '../api/query-keys';
import type { CandidatePipelineRow, CandidatePipelineView } from '../api/types';

export { PIPELINES_PATH };

const CANDIDATE = { user_id: 7, track: 'user', user_role: 'user', certificate_id: null } as const;

/** A finished test of the projection; its attempt's times say nothing the screen shows. */
function finished(
  result: Pick<PipelineTestResult, 'test_id' | 'status' | 'score' | 'threshold' | 'expired'>,
): PipelineTestResult {
  return {
    ...result,
    started_at: '2026-03-05T09:00:00.000Z',
    deadline_at: '2026-03-05T10:00:00.000Z',
    finished_at: null,
  };
}

/** The four pre-course tests as a candidate who failed the second and fourth has them. */
export function failedTestsProjection(): CandidatePipelineProjection {
  return {
    ...CANDIDATE,
    position: 'failed',
    unlocked_stages: ['tests'],
    failure: {
      stage: 'tests',
      reason: 'tests_below_threshold',
      test_ids: [2, 4],
      grade: null,
      threshold: null,
      at: '2026-03-05T10:30:00.000Z',
    },
    tests: [
      finished({ test_id: 1, status: 'passed', score: 80, threshold: 70, expired: false }),
      finished({ test_id: 2, status: 'failed', score: 20, threshold: 25, expired: false }),
      finished({ test_id: 3, status: 'passed', score: 55.5, threshold: 50, expired: false }),
      finished({ test_id: 4, status: 'failed', score: 53.33, threshold: 70, expired: true }),
    ],
    interview: null,
    essay: null,
    practice: null,
  };
}

/** A candidate at the essay stage: tests and interview passed. */
export function essayProjection(): CandidatePipelineProjection {
  return {
    ...CANDIDATE,
    position: 'essay',
    unlocked_stages: ['tests', 'interview', 'essay'],
    failure: null,
    tests: [1, 2, 3, 4].map((test_id) =>
      finished({ test_id, status: 'passed', score: 90, threshold: 50, expired: false }),
    ),
    interview: { grade: 100, passed: true, at: '2026-03-04T09:00:00.000Z', actor_id: 1 },
    essay: null,
    practice: null,
  };
}

/** A list row; `overrides` set what a test is about. */
export function row(id: number, overrides: Partial<CandidatePipelineRow> = {}): CandidatePipelineRow {
  return {
    id: String(id),
    business_key: candidatePipelineKey(id),
    owner_user_id: id,
    owner_name: `Кандидат ${id}`,
    owner_email: `candidate${id}@example.kz`,
    status: 'active',
    state_path: 'essay',
    projection: essayProjection(),
    revision: 6,
    updated_at: '2026-03-05T10:30:00.000Z',
    ...overrides,
  };
}

/** The card's view of a row, with the events the admin may send now. */
export function view(item: CandidatePipelineRow, allowed: string[]): CandidatePipelineView {
  return {
    id: item.id,
    machine: 'pipeline',
    version: 2,
    business_key: item.business_key,
    owner_user_id: item.owner_user_id,
    status: item.status,
    state: item.state_path,
    state_path: item.state_path,
    tags: [],
    context: {},
    projection: item.projection,
    revision: item.revision,
    allowed_events: allowed.map((type) => ({ type, schema: {} })),
    created_at: '2026-03-01T08:00:00.000Z',
    updated_at: item.updated_at,
  };
}

const ADMIN = { id: 1, role: 'admin', name: 'Админов Ерлан' };
const SYSTEM = { id: null, role: 'system', name: null };

/** The history of a candidate who failed two tests, and optionally was granted a retake. */
export function failedTestsHistory(retake = false): WorkflowHistoryEntry[] {
  const entries: WorkflowHistoryEntry[] = [
    {
      revision: 0,
      type: 'xstate.init',
      payload: {},
      actor: SYSTEM,
      from_state: null,
      to_state: 'tests',
      at: '2026-03-01T08:00:00.000Z',
    },
    {
      revision: 8,
      type: 'test.submit',
      payload: { test_id: 4, score: 53.33 },
      actor: SYSTEM,
      from_state: 'tests',
      to_state: 'failed',
      at: '2026-03-05T10:30:00.000Z',
    },
  ];
  if (retake) {
    entries.push({
      revision: 9,
      type: 'retake.grant',
      payload: { comment: 'Технический сбой' },
      actor: ADMIN,
      from_state: 'failed',
      to_state: 'tests',
      at: '2026-03-06T11:00:00.000Z',
    });
  }
  return entries;
}

export const TESTS = [
  { id: 1, title: 'Педагогика', title_kz: 'Педагогика' },
  { id: 2, title: 'Логика', title_kz: 'Логика' },
  { id: 3, title: 'Право', title_kz: 'Құқық' },
  { id: 4, title: 'Методика', title_kz: 'Әдістеме' },
];

export const urlOf = (request: SentRequest) => new URL(request.url, 'http://portal');

/** An answer of the screen's API: a status and a JSON body. */
export interface Answer {
  status: number;
  body: JsonBodyType;
}

type Route = (request: Request, url: URL) => Answer | undefined;

/**
 * The API of the screen as one MSW handler: `route` answers first, then the profile and the test titles;
 * anything else goes on to the shared server's handlers. Returns what was sent.
 */
export function mockCandidatesApi(route: Route): SentRequest[] {
  server.use(
    http.all('/api/v1/*', ({ request }) => {
      const url = new URL(request.url);
      const answer = route(request, url);
      if (answer) return HttpResponse.json(answer.body, { status: answer.status });
      if (url.pathname === '/api/v1/users/profile/')
        return HttpResponse.json({ id: 1, name: 'Админов Ерлан', username: 'admin', role: 'admin' });
      if (url.pathname === '/api/v1/pre_course_test/') return HttpResponse.json(TESTS);
      return undefined;
    }),
  );
  return recordRequests();
}

export const page = (results: CandidatePipelineRow[], count = results.length): Answer => ({
  status: 200,
  body: { count, next: null, previous: null, results },
});

/** The list calls among the recorded ones. */
export const listCalls = (requests: SentRequest[]) =>
  requests.filter((request) => urlOf(request).pathname === PIPELINES_PATH);
