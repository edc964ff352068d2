import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiBody } from '@/shared/api/client';
import { adminInterviewKeys } from './admin-interview-keys';

/**
 * A new interview. `interview_time` is 'YYYY-MM-DDTHH:mm', Kazakhstan's time (the server reads a time without a
 * zone as Kazakhstan's); an empty `name_kk` makes Kazakh pages show the Russian name.
 */
export type NewInterview = ApiBody<'/api/v1/pre_course_interviews', 'post'>;

/** POST /api/v1/pre_course_interviews/: a new interview {name, name_kk, interview_time, link}. */
export function useCreateInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewInterview) => unwrap(api.POST('/api/v1/pre_course_interviews', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminInterviewKeys.all }),
  });
}
