import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';

/** Invitations per page: a candidate rarely has more than one or two. */
export const MY_INTERVIEWS_PAGE_SIZE = 10;

/** GET /api/v1/pre_course_interviews/ as a candidate: the interviews they were invited to, the latest first. */
export function useMyInterviews(page: number) {
  return useQuery({
    queryKey: ['interviews', 'mine', page] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/pre_course_interviews', {
          params: { query: { page, page_size: MY_INTERVIEWS_PAGE_SIZE } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
