import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { myEssayKeys } from './my-essay-keys';

/**
 * POST /api/v1/pre_essay_theme/{id}/choose_theme/ without a body (the server reads only the id). It stays
 * pending until the essay and its meetings are read again, so the page never shows the old theme.
 */
export function useChooseTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (themeId: number) =>
      unwrap(api.POST('/api/v1/pre_essay_theme/{id}/choose_theme', { params: { path: { id: themeId } } })),
    // A refusal (409: the essay was uploaded meanwhile) is read again too, so the page shows what is true.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myEssayKeys.essay }),
        queryClient.invalidateQueries({ queryKey: myEssayKeys.meetings }),
      ]),
  });
}
