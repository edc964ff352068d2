import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { essayAdminKeys } from './admin-query-keys';

/** GET /api/v1/pre_essay_theme/: every essay theme, with its Russian and Kazakh names. */
export function useEssayThemes() {
  return useQuery({
    queryKey: essayAdminKeys.themes,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/pre_essay_theme', { signal })),
  });
}
