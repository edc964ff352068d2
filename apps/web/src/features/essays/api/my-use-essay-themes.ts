import type { EssayThemeDto } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { MY_THEMES_PATH, myEssayKeys } from './my-essay-keys';

/** GET /api/v1/pre_essay_theme/: the themes a candidate chooses from, named in Russian and Kazakh. */
export function useMyEssayThemes() {
  return useQuery({
    queryKey: myEssayKeys.themes,
    queryFn: ({ signal }) => apiRequest<EssayThemeDto[]>(MY_THEMES_PATH, { signal }),
  });
}
