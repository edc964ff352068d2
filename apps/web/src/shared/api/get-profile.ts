import type { ProfileDto } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';

/** The cache entry of GET /api/v1/users/profile/, which a profile change replaces with the server's answer. */
export const PROFILE_QUERY_KEY = ['users', 'profile'] as const;

// Shared because every area's header shows the signed-in name, not only the candidate's profile screen.
export function useProfileQuery() {
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<ProfileDto>('/api/v1/users/profile/', { signal }),
  });
}
