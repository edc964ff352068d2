import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { testsAdminKeys } from './admin-query-keys';

/** GET /api/v1/pre_course_test/{id}/questions/: a test's questions with every option; an admin sees `is_correct`. */
export function useAdminQuestions(testId: number) {
  return useQuery({
    queryKey: testsAdminKeys.questions(testId),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/pre_course_test/{id}/questions', { params: { path: { id: testId } }, signal })),
  });
}
