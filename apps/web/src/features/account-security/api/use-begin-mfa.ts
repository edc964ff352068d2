import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';

/**
 * POST /api/v1/users/me/mfa/: a new secret for an authenticator app (text, otpauth:// address, QR code), which
 * its first code confirms; 409 when a second factor is on already.
 */
export function useBeginMfaMutation() {
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/v1/users/me/mfa')),
  });
}
