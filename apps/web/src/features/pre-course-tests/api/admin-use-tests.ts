import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { testsAdminKeys } from './admin-query-keys';

/** GET /api/v1/pre_course_test/: the four pre-course tests in order, with their settings and question counts. */
export function useAdminTests() {
  return useQuery({
    queryKey: testsAdminKeys.tests,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/pre_course_test', { signal })),
  });
}
