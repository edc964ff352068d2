import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * W3C Bitstring Status List v1.0 for the certificates' credentials: the entry a credential carries and the
 * status list credential that publishes the bits (status-list-check.ts reads them as a verifier would).
 */

/** Entries in one list: the recommendation's minimum (16 KB uncompressed), for herd privacy. */
export const STATUS_LIST_LENGTH = 131_072;
/** How long a verifier may keep a fetched list (its `ttl`; the HTTP Cache-Control says the same). */
export const STATUS_LIST_TTL_SECONDS = 300;

/** The largest bitstring a verifier expands (16 MB), so a hostile list cannot exhaust its memory. */
const MAX_LIST_BYTES = 16 * 1024 * 1024;
const VC_V2 = 'https://www.w3.org/ns/credentials/v2';

/** The recommendation's error codes (§3.5), and RANGE_ERROR for an index past the list's end. */
export type StatusListErrorCode =
  | 'STATUS_RETRIEVAL_ERROR'
  | 'STATUS_VERIFICATION_ERROR'
  | 'STATUS_LIST_LENGTH_ERROR'
  | 'RANGE_ERROR'
  | 'MALFORMED_VALUE_ERROR';

export class StatusListError extends Error {
  constructor(readonly code: StatusListErrorCode) {
    super(code);
    this.name = 'StatusListError';
  }
}

/** A credential's `credentialStatus`: where its revocation bit is. */
export interface BitstringStatusListEntry {
  id: string;
  type: 'BitstringStatusListEntry';
  statusPurpose: 'revocation';
  /** The bit's position in the list, a base-10 string. */
  statusListIndex: string;
  /** The status list credential's absolute URL. */
  statusListCredential: string;
}

export interface BitstringStatusListCredential {
  '@context': string[];
  id: string;
  type: string[];
  issuer: string;
  validFrom: string;
  credentialSubject: {
    id: string;
    type: 'BitstringStatusList';
    statusPurpose: 'revocation';
    encodedList: string;
    ttl: number;
  };
}

/** The entry of the certificate at `index` of the list published at `listUrl`. */
export function statusListEntry(listUrl: string, index: number): BitstringStatusListEntry {
  return {
    // Not the list's URL (the recommendation forbids it): the list's URL with the index as fragment.
    id: `${listUrl}#${index}`,
    type: 'BitstringStatusListEntry',
    statusPurpose: 'revocation',
    statusListIndex: String(index),
    statusListCredential: listUrl,
  };
}

/** Multibase base64url (prefix `u`, no padding) of the GZIP-compressed bitstring. */
export function encodeStatusList(bits: Uint8Array): string {
  return `u${gzipSync(bits).toString('base64url')}`;
}

/** The bitstring an `encodedList` holds; throws StatusListError('MALFORMED_VALUE_ERROR') for anything else. */
export function decodeStatusList(encodedList: string): Buffer {
  if (!encodedList.startsWith('u') || !/^[A-Za-z0-9_-]*$/.test(encodedList.slice(1))) {
    throw new StatusListError('MALFORMED_VALUE_ERROR');
  }
  try {
    return gunzipSync(Buffer.from(encodedList.slice(1), 'base64url'), { maxOutputLength: MAX_LIST_BYTES });
  } catch {
    throw new StatusListError('MALFORMED_VALUE_ERROR');
  }
}

/** The bit at `index`: index 0 is the left-most (most significant) bit of the first byte. */
export function statusBit(bits: Uint8Array, index: number): 0 | 1 {
  return ((bits[index >> 3] >> (7 - (index & 7))) & 1) as 0 | 1;
}

/** The unsigned revocation list published at `url`, `validFrom` being its last change. */
export function buildStatusListCredential(input: {
  url: string;
  issuer: string;
  bits: Uint8Array;
  validFrom: Date;
}): BitstringStatusListCredential {
  return {
    '@context': [VC_V2],
    id: input.url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: input.issuer,
    validFrom: `${input.validFrom.toISOString().slice(0, 19)}Z`,
    credentialSubject: {
      id: `${input.url}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: encodeStatusList(input.bits),
      ttl: STATUS_LIST_TTL_SECONDS * 1000,
    },
  };
}
