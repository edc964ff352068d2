import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './client';

/** The cache entry of GET /api/v1/users/profile/, which a profile change replaces with the server's answer. */
export const PROFILE_QUERY_KEY = ['users', 'profile'] as const;

/** The profile's query, for a caller that needs the profile's data outside a component (its cache shared). */
export const profileQueryOptions = queryOptions({
  queryKey: PROFILE_QUERY_KEY,
  queryFn: ({ signal }) => unwrap(api.GET('/api/v1/users/profile', { signal })),
});

// Shared because every area's header shows the signed-in name, not only the candidate's profile screen.
export function useProfileQuery() {
  return useQuery(profileQueryOptions);
}
