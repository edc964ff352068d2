import type { Page, ReferenceItemDto } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';

/** GET /api/v1/education_level/: the education levels for the filter (matched by name, spec §7). */
export function useEducationLevels(language: string) {
  return useQuery({
    queryKey: ['education-levels', language],
    queryFn: ({ signal }) =>
      apiRequest<Page<ReferenceItemDto>>('/api/v1/education_level/', { query: { page_size: 100 }, signal }),
    select: (page) => page.results,
    staleTime: 10 * 60_000,
  });
}
