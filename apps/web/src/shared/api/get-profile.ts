import type { UserDto } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';

// Shared because every area's header shows the signed-in name, not only the candidate's profile screen.
export function useProfileQuery() {
  return useQuery({
    queryKey: ['users', 'profile'],
    queryFn: ({ signal }) => apiRequest<UserDto>('/api/v1/users/profile/', { signal }),
  });
}
