import type { PreCourseTestDto } from '@expert-portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { prefetchWithRoute } from '@/shared/api/query-scope';
import { myTestKeys } from './my-test-keys';

// While an attempt is being graded (its time ran out), the list is asked again until the result is in.
const GRADING_POLL_MS = 3000;

/** GET /api/v1/pre_course_test/: the four tests, whether the candidate may start each, and their attempts. */
export function fetchMyTests(signal?: AbortSignal) {
  return unwrap(api.GET('/api/v1/pre_course_test', { signal }));
}

const myTestsQuery = queryOptions({
  queryKey: myTestKeys.list,
  queryFn: ({ signal }) => fetchMyTests(signal),
});

export function useMyTests() {
  return useQuery({
    ...myTestsQuery,
    // Asked again when a running attempt's time is up (the server then grades it), and while one is graded.
    refetchInterval: (query) => {
      const attempts = query.state.data?.map((test) => test.attempt) ?? [];
      if (attempts.some(isGrading)) return GRADING_POLL_MS;
      const left = attempts.flatMap((attempt) =>
        attempt?.status === 'in_progress' ? [attempt.seconds_left] : [],
      );
      return left.length > 0 ? Math.min(...left) * 1000 + GRADING_POLL_MS : false;
    },
  });
}

/** The attempt's time is up but its result is not in yet (the server is grading what was saved). */
export function isGrading(attempt: PreCourseTestDto['attempt']): boolean {
  if (!attempt) return false;
  return attempt.status === 'grading' || (attempt.status === 'in_progress' && attempt.seconds_left === 0);
}

/** Asks for the tests with the route, before the screen is drawn (see SCREENS). */
export function prefetchMyTests(): void {
  prefetchWithRoute((client) => client.prefetchQuery(myTestsQuery));
}
