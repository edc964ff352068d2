import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { MY_SECURITY_KEY } from './query-keys';

/** GET /api/v1/users/me/security/: whether my second factor is on, and whether my role requires one. */
export function useMySecurity() {
  return useQuery({
    queryKey: MY_SECURITY_KEY,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/users/me/security', { signal })),
  });
}
