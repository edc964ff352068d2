import { useQuery } from '@tanstack/react-query';
import { api, apiFetch, unwrap } from '@/shared/api/client';

/**
 * POST /token/mfa/setup/: for a role that must enrol a second factor before signing in, the secret for
 * the authenticator app (text, otpauth:// address, QR code). A query, asked once per challenge: each call makes
 * a new secret, so it is never refetched behind the user's back (a remount, the window's focus).
 */
export function useMfaSetup(mfaToken: string) {
  return useQuery({
    queryKey: ['mfa-setup', mfaToken],
    // Not cancelled when the step unmounts and mounts again (React's strict mode): a second call would
    // replace the secret the first one showed.
    queryFn: () =>
      unwrap(
        api.POST('/token/mfa/setup', {
          body: { mfa_token: mfaToken },
          fetch: apiFetch({ skipAuth: true }),
        }),
      ),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
