import type { CertificateDto, Page, ProfileDto } from '@expert-portal/contracts';
import { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { certificatePaths } from './certificate-keys';

type CertificateList = Page<CertificateDto> | CertificateDto[];

function asList(answer: CertificateList): CertificateDto[] {
  return Array.isArray(answer) ? answer : answer.results;
}

// Only a missing or refused route sends the client to the next way of asking; a server failure, a time-out
// or a lost connection is the answer itself (trying further would hide it behind a second error).
function triesNext(error: unknown): boolean {
  return error instanceof ApiError && [400, 403, 404, 405].includes(error.status);
}

/**
 * The signed-in user's certificates, asked as back-office §7 "Certificates view" says: certificates/my/, then
 * certificates/?me=1, then users/profile/ followed by certificates/?user={id}. Shared by /certificates and
 * /user/certificate. `readProfile` gives the signed-in user's profile (the app's cached one).
 */
export async function fetchMyCertificates(
  readProfile: () => Promise<Pick<ProfileDto, 'id'>>,
  signal?: AbortSignal,
): Promise<CertificateDto[]> {
  try {
    return asList(await apiRequest<CertificateList>(certificatePaths.my, { signal }));
  } catch (error) {
    if (!triesNext(error)) throw error;
  }
  try {
    return asList(await apiRequest<CertificateList>(certificatePaths.list, { query: { me: 1 }, signal }));
  } catch (error) {
    if (!triesNext(error)) throw error;
  }
  const profile = await readProfile();
  return asList(
    await apiRequest<CertificateList>(certificatePaths.list, { query: { user: profile.id }, signal }),
  );
}
