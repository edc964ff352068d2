/**
 * The business key of a candidate's pipeline: one instance per account, named by the user's id (`user:12`).
 * The prefix is exported for SQL that builds keys from a users column; everything else builds and reads keys
 * with the two functions below.
 */
export const CANDIDATE_PIPELINE_KEY_PREFIX = 'user:';

/** A users.id as the key writes it: a positive integer, in decimal, without a sign or leading zeros. */
const USER_ID_TEXT = /^[1-9]\d*$/;

/** The business key of the candidate pipeline of user `userId`; throws for an id that is no users.id. */
export function candidatePipelineKey(userId: number): string {
  if (!Number.isSafeInteger(userId) || userId <= 0) {
    throw new RangeError(`a candidate pipeline's user id is a positive integer, not ${userId}`);
  }
  return `${CANDIDATE_PIPELINE_KEY_PREFIX}${userId}`;
}

/** The user id a candidate pipeline's business key names, or null for a key that is not one. */
export function userIdOfCandidatePipelineKey(key: string): number | null {
  if (!key.startsWith(CANDIDATE_PIPELINE_KEY_PREFIX)) return null;
  const digits = key.slice(CANDIDATE_PIPELINE_KEY_PREFIX.length);
  if (!USER_ID_TEXT.test(digits)) return null;
  const userId = Number(digits);
  return Number.isSafeInteger(userId) ? userId : null;
}
