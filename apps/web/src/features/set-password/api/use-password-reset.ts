import { useQuery } from '@tanstack/react-query';
import { api, apiFetch, unwrap } from '@/shared/api/client';

export const passwordResetKey = (token: string) => ['password-reset', token] as const;

/** GET /api/v1/password-reset/{token}/: whose reset link it is; 404 unknown, 410 used or expired. */
export function usePasswordReset(token: string) {
  return useQuery({
    queryKey: passwordResetKey(token),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/password-reset/{token}', {
          params: { path: { token } },
          signal,
          fetch: apiFetch({ skipAuth: true }),
        }),
      ),
    // Asked once per visit: after the password is changed the page shows its own success, not a refetched 410.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
