import { decodeProtectedHeader, type JWK } from 'jose';
import { verifyCredential } from './certificate-credential';
import {
  STATUS_LIST_LENGTH,
  StatusListError,
  decodeStatusList,
  statusBit,
  type BitstringStatusListCredential,
  type BitstringStatusListEntry,
} from './status-list';

/** The result of the check: the bit, and whether the credential is still valid by it. */
export interface StatusCheck {
  purpose: 'revocation';
  status: 0 | 1;
  valid: boolean;
  statusListCredential: string;
  statusListIndex: string;
}

interface StatusCheckInput {
  /** The credential's issuer (its `iss`): the list must be signed by the same one. */
  issuer: string;
  credentialStatus: unknown;
}

type MaybeEntry = Partial<Record<keyof BitstringStatusListEntry, unknown>> | null | undefined;

function isRevocationEntry(value: unknown): boolean {
  const entry = value as MaybeEntry;
  return entry?.type === 'BitstringStatusListEntry' && entry.statusPurpose === 'revocation';
}

function isWellFormed(value: unknown): value is BitstringStatusListEntry {
  const entry = value as MaybeEntry;
  return (
    typeof entry?.statusListIndex === 'string' &&
    /^(0|[1-9][0-9]*)$/.test(entry.statusListIndex) &&
    typeof entry.statusListCredential === 'string'
  );
}

/**
 * The revocation check a verifier runs on a credential's BitstringStatusListEntry (§3.2): dereference the
 * list (`fetchList` answers its vc+jwt), verify its signature against the issuer's keys, match the purpose,
 * expand the bitstring, require at least 131,072 entries and read the credential's bit. Throws a
 * StatusListError on any failure; null when the credential carries no revocation entry.
 */
export async function checkCredentialStatus(
  credential: StatusCheckInput,
  fetchList: (url: string) => Promise<string>,
  issuerKeys: readonly JWK[],
  now: Date = new Date(),
): Promise<StatusCheck | null> {
  // VC 2.0 allows one status or several; this check reads the revocation one.
  const entry: unknown = [credential.credentialStatus].flat().find(isRevocationEntry);
  if (entry === undefined) return null;
  if (!isWellFormed(entry)) throw new StatusListError('MALFORMED_VALUE_ERROR');
  let jwt: string;
  try {
    jwt = await fetchList(entry.statusListCredential);
  } catch {
    throw new StatusListError('STATUS_RETRIEVAL_ERROR');
  }
  let kid: string | undefined;
  try {
    kid = decodeProtectedHeader(jwt).kid;
  } catch {
    throw new StatusListError('STATUS_VERIFICATION_ERROR');
  }
  const key = issuerKeys.find((candidate) => candidate.kid === kid);
  if (!key) throw new StatusListError('STATUS_VERIFICATION_ERROR');
  const verified = await verifyCredential<BitstringStatusListCredential>(jwt, key, now);
  if (!verified.valid) throw new StatusListError('STATUS_VERIFICATION_ERROR');
  // Signed, but by whom and as what is checked here: a list's shape is not trusted.
  const list = verified.credential as Partial<Record<keyof BitstringStatusListCredential, unknown>>;
  const subject = (list.credentialSubject ?? {}) as Partial<
    BitstringStatusListCredential['credentialSubject']
  >;
  const issuer = typeof list.issuer === 'object' ? (list.issuer as { id?: unknown } | null)?.id : list.issuer;
  const purposes = [subject.statusPurpose].flat();
  if (
    ![list.type].flat().includes('BitstringStatusListCredential') ||
    subject.type !== 'BitstringStatusList' ||
    issuer !== credential.issuer ||
    !purposes.includes(entry.statusPurpose)
  ) {
    throw new StatusListError('STATUS_VERIFICATION_ERROR');
  }
  if (typeof subject.encodedList !== 'string') throw new StatusListError('MALFORMED_VALUE_ERROR');
  const bits = decodeStatusList(subject.encodedList);
  if (bits.length * 8 < STATUS_LIST_LENGTH) throw new StatusListError('STATUS_LIST_LENGTH_ERROR');
  const index = Number(entry.statusListIndex);
  if (!Number.isSafeInteger(index) || index >= bits.length * 8) throw new StatusListError('RANGE_ERROR');
  const status = statusBit(bits, index);
  return {
    purpose: 'revocation',
    status,
    valid: status === 0,
    statusListCredential: entry.statusListCredential,
    statusListIndex: entry.statusListIndex,
  };
}
