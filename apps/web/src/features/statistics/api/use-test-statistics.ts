import type { TestStatistics } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { statisticsKeys, statisticsPaths } from './statistics-keys';

/** GET /api/v1/pre_course_test/statistics/: each test's passed and failed candidates, and who took any. */
export function useTestStatistics() {
  return useQuery({
    queryKey: statisticsKeys.tests,
    queryFn: ({ signal }) => apiRequest<TestStatistics>(statisticsPaths.tests, { signal }),
  });
}
