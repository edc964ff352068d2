import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiBody } from '@/shared/api/client';
import { accountKeys } from './account-keys';

export type CreateAccountBody = ApiBody<'/api/v1/accounts', 'post'>;

/**
 * POST /api/v1/accounts/: a back-office account without a password; the server mails it an invitation with a
 * set-password link (also in the mail log). Field errors (a taken e-mail or login) come as 400.
 */
export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAccountBody) => unwrap(api.POST('/api/v1/accounts', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
