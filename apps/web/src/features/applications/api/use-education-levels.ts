import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';

/** GET /api/v1/education_level/: the education levels for the filter (matched by name). */
export function useEducationLevels(language: string) {
  return useQuery({
    queryKey: ['education-levels', language],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/education_level', { params: { query: { page_size: 100 } }, signal })),
    select: (page) => page.results,
    staleTime: 10 * 60_000,
  });
}
