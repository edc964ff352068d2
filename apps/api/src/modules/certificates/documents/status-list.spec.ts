import { gunzipSync, gzipSync } from 'node:zlib';
import { generateIssuerKey, signCredential, type IssuerKey } from './certificate-credential';
import {
  STATUS_LIST_LENGTH,
  buildStatusListCredential,
  decodeStatusList,
  encodeStatusList,
  statusBit,
  statusListEntry,
} from './status-list';
import { checkCredentialStatus } from './status-list-check';

const ISSUER = 'https://portal.example.kz';
const LIST = `${ISSUER}/api/v1/certificates/status/1/`;
const bytes = STATUS_LIST_LENGTH / 8;

/** A list with the given entries set, in W3C order, written without the module's helpers. */
function listWith(...indexes: number[]): Buffer {
  const bits = Buffer.alloc(bytes);
  for (const index of indexes) bits[Math.floor(index / 8)] |= 0x80 >> (index % 8);
  return bits;
}

describe('W3C Bitstring Status List', () => {
  let key: IssuerKey;
  beforeAll(async () => {
    key = await generateIssuerKey();
  });

  /** A list signed by the issuer's key; `issuer` changes the list's issuer, anything else its subject. */
  const signedList = (bits: Buffer, { issuer = ISSUER, ...subject }: Record<string, unknown> = {}) => {
    const vc = buildStatusListCredential({ url: LIST, issuer: String(issuer), bits, validFrom: new Date() });
    const changed = { ...vc, credentialSubject: { ...vc.credentialSubject, ...subject } };
    return signCredential(changed, key.privateJwk, key.kid);
  };
  const check = (index: number, jwt: Promise<string> | string, keys = [key.publicJwk]) =>
    checkCredentialStatus(
      { issuer: ISSUER, credentialStatus: statusListEntry(LIST, index) },
      async (url) => {
        expect(url).toBe(LIST);
        return jwt;
      },
      keys,
    );

  it('encodes as multibase base64url (u) of the GZIP-compressed bitstring, index 0 the left-most bit', () => {
    const bits = listWith(0, 9, STATUS_LIST_LENGTH - 1);
    const encoded = encodeStatusList(bits);
    expect(encoded).toMatch(/^u[A-Za-z0-9_-]+$/);
    const raw = gunzipSync(Buffer.from(encoded.slice(1), 'base64url'));
    expect(raw.length).toBe(16 * 1024);
    expect([raw[0], raw[1], raw[raw.length - 1]]).toEqual([0x80, 0x40, 0x01]);
    expect(decodeStatusList(encoded).equals(bits)).toBe(true);
    expect([0, 1, 8, 9, STATUS_LIST_LENGTH - 1].map((i) => statusBit(bits, i))).toEqual([1, 0, 0, 1, 1]);
  });

  it('builds the list credential of the recommendation', () => {
    const vc = buildStatusListCredential({
      url: LIST,
      issuer: ISSUER,
      bits: listWith(),
      validFrom: new Date('2026-11-27T10:11:12.345Z'),
    });
    expect(vc).toMatchObject({
      '@context': ['https://www.w3.org/ns/credentials/v2'],
      id: LIST,
      type: ['VerifiableCredential', 'BitstringStatusListCredential'],
      issuer: ISSUER,
      validFrom: '2026-11-27T10:11:12Z',
      credentialSubject: { id: `${LIST}#list`, type: 'BitstringStatusList', statusPurpose: 'revocation' },
    });
  });

  it('reads the bit of a credential through its signed list: 0 is valid, 1 is revoked', async () => {
    await expect(check(77, signedList(listWith(76, 78)))).resolves.toMatchObject({
      status: 0,
      valid: true,
      statusListIndex: '77',
      statusListCredential: LIST,
    });
    await expect(check(77, signedList(listWith(77)))).resolves.toMatchObject({ status: 1, valid: false });
  });

  it('raises the recommendation’s errors', async () => {
    const other = await generateIssuerKey();
    const cases: Array<[Promise<unknown>, string]> = [
      [check(1, signedList(listWith()), [other.publicJwk]), 'STATUS_VERIFICATION_ERROR'],
      [check(1, signedList(listWith(), { statusPurpose: 'suspension' })), 'STATUS_VERIFICATION_ERROR'],
      [check(1, signedList(listWith(), { issuer: 'https://other.example' })), 'STATUS_VERIFICATION_ERROR'],
      [check(1, signedList(Buffer.alloc(bytes / 2))), 'STATUS_LIST_LENGTH_ERROR'],
      [check(STATUS_LIST_LENGTH, signedList(listWith())), 'RANGE_ERROR'],
      [check(1, signedList(listWith(), { encodedList: 'zNotBase64url' })), 'MALFORMED_VALUE_ERROR'],
      [check(1, Promise.reject(new Error('offline'))), 'STATUS_RETRIEVAL_ERROR'],
    ];
    for (const [result, code] of cases) await expect(result).rejects.toMatchObject({ code });
    // A list changed after signing does not verify.
    const jwt = await signedList(listWith());
    const [header, , signature] = jwt.split('.');
    const changed = await signedList(listWith(1));
    await expect(check(1, [header, changed.split('.')[1], signature].join('.'))).rejects.toMatchObject({
      code: 'STATUS_VERIFICATION_ERROR',
    });
  });

  it('takes a list whose issuer is an object, and refuses a list without a subject or one too large', async () => {
    const vc = buildStatusListCredential({
      url: LIST,
      issuer: ISSUER,
      bits: listWith(5),
      validFrom: new Date(),
    });
    // The issuer as the VC data model also allows it: an object with its id.
    const issuerObject = { ...vc, issuer: { id: ISSUER } };
    await expect(check(5, signCredential(issuerObject, key.privateJwk, key.kid))).resolves.toMatchObject({
      status: 1,
    });
    const noSubject = { ...vc, credentialSubject: undefined };
    await expect(check(5, signCredential(noSubject, key.privateJwk, key.kid))).rejects.toMatchObject({
      code: 'STATUS_VERIFICATION_ERROR',
    });
    const bomb = `u${gzipSync(Buffer.alloc(17 * 1024 * 1024)).toString('base64url')}`;
    expect(() => decodeStatusList(bomb)).toThrow(expect.objectContaining({ code: 'MALFORMED_VALUE_ERROR' }));
  });

  it('has nothing to check on a credential without a revocation entry', async () => {
    const none = await checkCredentialStatus(
      { issuer: ISSUER, credentialStatus: undefined },
      () => {
        throw new Error('not fetched');
      },
      [key.publicJwk],
    );
    expect(none).toBeNull();
  });
});
