import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { myTestKeys } from './my-test-keys';

/** GET /api/v1/pre_course_test/{id}/results/: points out of 100, passed or not, the date, what was answered. */
export function useMyTestResult(testId: number) {
  return useQuery({
    queryKey: myTestKeys.result(testId),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/pre_course_test/{id}/results', { params: { path: { id: testId } }, signal })),
    // A finished attempt's result never changes.
    staleTime: Infinity,
  });
}
