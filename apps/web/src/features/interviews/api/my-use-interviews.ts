import type { InterviewDto, Page } from '@expert-portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';

export const MY_INTERVIEWS_PATH = '/api/v1/pre_course_interviews/';

/** Invitations per page: a candidate rarely has more than one or two. */
export const MY_INTERVIEWS_PAGE_SIZE = 10;

/** GET /api/v1/pre_course_interviews/ as a candidate: the interviews they were invited to, the latest first. */
export function useMyInterviews(page: number) {
  return useQuery({
    queryKey: ['interviews', 'mine', page] as const,
    queryFn: ({ signal }) =>
      apiRequest<Page<InterviewDto>>(MY_INTERVIEWS_PATH, {
        query: { page, page_size: MY_INTERVIEWS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
