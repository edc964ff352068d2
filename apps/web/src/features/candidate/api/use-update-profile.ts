import type { ProfilePatch } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { PROFILE_QUERY_KEY } from '@/shared/api/get-profile';

/**
 * PATCH /api/v1/users/profile/ with the missing fields (allowed only while one of address, iin, iik and bank
 * is missing) or the mail language (at any time); the answer is the whole profile, which replaces the cached one.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfilePatch) => unwrap(api.PATCH('/api/v1/users/profile', { body: patch })),
    onSuccess: (user) => queryClient.setQueryData(PROFILE_QUERY_KEY, user),
  });
}
