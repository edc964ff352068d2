import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { myEssayKeys } from './my-essay-keys';

/** GET /api/v1/pre_essay_theme/: the themes a candidate chooses from, named in Russian and Kazakh. */
export function useMyEssayThemes() {
  return useQuery({
    queryKey: myEssayKeys.themes,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/pre_essay_theme', { signal })),
  });
}
