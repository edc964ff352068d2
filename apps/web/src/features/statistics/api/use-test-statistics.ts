import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { statisticsKeys } from './statistics-keys';

/** GET /api/v1/pre_course_test/statistics/: each test's passed and failed candidates, and who took any. */
export function useTestStatistics() {
  return useQuery({
    queryKey: statisticsKeys.tests,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/pre_course_test/statistics', { signal })),
  });
}
