import { api, unwrap } from '@/shared/api/client';

/**
 * GET /api/v1/users/role/: the raw role text of the signed-in user. The `_t` cache buster keeps a browser or
 * proxy from answering with the role of whoever signed in before.
 */
export async function getRole(): Promise<string> {
  const answer = await unwrap(
    api.GET('/api/v1/users/role', { params: { query: { _t: String(Date.now()) } } }),
  );
  // Checked, not trusted: without a role text the login cannot choose an area.
  return typeof answer?.role === 'string' ? answer.role : '';
}
