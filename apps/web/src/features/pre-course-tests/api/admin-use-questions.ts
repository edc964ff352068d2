import type { PreCourseQuestionDto } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { questionsPath, testsAdminKeys } from './admin-query-keys';

/** GET /api/v1/pre_course_test/{id}/questions/: a test's questions with every option; an admin sees `is_correct`. */
export function useAdminQuestions(testId: number) {
  return useQuery({
    queryKey: testsAdminKeys.questions(testId),
    queryFn: ({ signal }) => apiRequest<PreCourseQuestionDto[]>(questionsPath(testId), { signal }),
  });
}
