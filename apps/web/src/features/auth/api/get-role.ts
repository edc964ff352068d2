import { apiRequest } from '@/shared/api/client';

/**
 * GET /api/v1/users/role/: the raw role text of the signed-in user. The `_t` cache buster keeps a browser or
 * proxy from answering with the role of whoever signed in before.
 */
export async function getRole(): Promise<string> {
  const answer = await apiRequest<{ role?: unknown } | null>('/api/v1/users/role/', {
    query: { _t: Date.now() },
  });
  return typeof answer?.role === 'string' ? answer.role : '';
}
