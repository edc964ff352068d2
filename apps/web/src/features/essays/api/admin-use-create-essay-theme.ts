import type { EssayThemeDto, EssayThemeInput } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { essayAdminKeys } from './admin-query-keys';

/** POST /api/v1/pre_essay_theme/ {name, name_kk}: a new theme, named in both languages. */
export function useCreateEssayTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EssayThemeInput) =>
      apiRequest<EssayThemeDto>('/api/v1/pre_essay_theme/', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: essayAdminKeys.themes }),
  });
}
