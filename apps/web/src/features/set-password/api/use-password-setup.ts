import { useQuery } from '@tanstack/react-query';
import { api, apiFetch, unwrap } from '@/shared/api/client';

export const passwordSetupKey = (token: string) => ['password-setup', token] as const;

/** GET /api/v1/password-setup/{token}/: whose link it is; 404 unknown, 410 used or expired. */
export function usePasswordSetup(token: string) {
  return useQuery({
    queryKey: passwordSetupKey(token),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/password-setup/{token}', {
          params: { path: { token } },
          signal,
          fetch: apiFetch({ skipAuth: true }),
        }),
      ),
    // Asked once per visit: after the password is set the page shows its own success, not a refetched 410.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
