import type { ProfileDto } from '@expert-portal/contracts';
import { ApiError } from '@/shared/api/api-error';
import { api, unwrap, type ApiAnswer } from '@/shared/api/client';

type Certificate = ApiAnswer<'/api/v1/certificates/my'>['results'][number];

// Only a missing or refused route sends the client to the next way of asking; a server failure, a time-out
// or a lost connection is the answer itself (trying further would hide it behind a second error).
function triesNext(error: unknown): boolean {
  return error instanceof ApiError && [400, 403, 404, 405].includes(error.status);
}

/**
 * The signed-in user's certificates, asked as the older client asks: certificates/my/, then
 * certificates/?me=1, then users/profile/ followed by certificates/?user={id}. Shared by /certificates and
 * /user/certificate. `readProfile` gives the signed-in user's profile (the app's cached one).
 */
export async function fetchMyCertificates(
  readProfile: () => Promise<Pick<ProfileDto, 'id'>>,
  signal?: AbortSignal,
): Promise<Certificate[]> {
  try {
    return (await unwrap(api.GET('/api/v1/certificates/my', { signal }))).results;
  } catch (error) {
    if (!triesNext(error)) throw error;
  }
  try {
    return (await unwrap(api.GET('/api/v1/certificates', { params: { query: { me: '1' } }, signal })))
      .results;
  } catch (error) {
    if (!triesNext(error)) throw error;
  }
  const profile = await readProfile();
  const query = { user: profile.id };
  return (await unwrap(api.GET('/api/v1/certificates', { params: { query }, signal }))).results;
}
