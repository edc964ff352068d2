import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { statisticsKeys } from './statistics-keys';

/** GET /api/v1/pre_course_test/statistics/{id}/: a test's item analysis. */
export function useTestItemAnalysis(id: number) {
  return useQuery({
    queryKey: statisticsKeys.test(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/pre_course_test/statistics/{id}', { params: { path: { id } }, signal })),
  });
}
