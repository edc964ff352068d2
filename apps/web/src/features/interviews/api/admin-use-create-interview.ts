import type { InterviewDto } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { ADMIN_INTERVIEWS_PATH, adminInterviewKeys } from './admin-interview-keys';

export interface NewInterview {
  name: string;
  /** Empty when not given: Kazakh pages then show the Russian name. */
  name_kk: string;
  /** 'YYYY-MM-DDTHH:mm', Kazakhstan's time: the server reads a time without a zone as Kazakhstan's. */
  interview_time: string;
  link: string;
}

/** POST /api/v1/pre_course_interviews/: a new interview {name, name_kk, interview_time, link}. */
export function useCreateInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewInterview) =>
      apiRequest<InterviewDto>(ADMIN_INTERVIEWS_PATH, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminInterviewKeys.all }),
  });
}
