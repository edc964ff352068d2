import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiBody } from '@/shared/api/client';
import { essayAdminKeys } from './admin-query-keys';

/** POST /api/v1/pre_essay_theme/ {name, name_kk}: a new theme, named in both languages. */
export function useCreateEssayTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'/api/v1/pre_essay_theme', 'post'>) =>
      unwrap(api.POST('/api/v1/pre_essay_theme', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: essayAdminKeys.themes }),
  });
}
