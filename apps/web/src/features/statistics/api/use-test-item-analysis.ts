import type { TestItemAnalysis } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { statisticsKeys, statisticsPaths } from './statistics-keys';

/** GET /api/v1/pre_course_test/statistics/{id}/: a test's item analysis. */
export function useTestItemAnalysis(id: number) {
  return useQuery({
    queryKey: statisticsKeys.test(id),
    queryFn: ({ signal }) => apiRequest<TestItemAnalysis>(statisticsPaths.test(id), { signal }),
  });
}
