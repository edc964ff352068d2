import { INTERVIEW_FAIL_GRADE, INTERVIEW_PASS_GRADE } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { adminInterviewKeys } from './admin-interview-keys';

export interface InterviewGradeRequest {
  interview: number;
  user: number;
  /** Approved (passed, 100) or rejected (failed, 0). */
  passed: boolean;
}

/** POST /api/v1/pre_course_interviews/{id}/grades/: grades an invited user once; the pipeline moves on. */
export function useGradeInterviewUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ interview, user, passed }: InterviewGradeRequest) =>
      unwrap(
        api.POST('/api/v1/pre_course_interviews/{id}/grades', {
          params: { path: { id: interview } },
          body: { user, interview, passed, grade: passed ? INTERVIEW_PASS_GRADE : INTERVIEW_FAIL_GRADE },
        }),
      ),
    // A refusal (graded already, no longer at the stage) also means the detail shown is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminInterviewKeys.all }),
  });
}
