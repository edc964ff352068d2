import {
  SignJWT,
  calculateJwkThumbprint,
  errors,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  type JWK,
} from 'jose';
import { orderNumberLabel } from './order-number';
import { statusListEntry, type BitstringStatusListEntry } from './status-list';

// jose 5, not 6: jose 6 ships only ES modules, which the API's CommonJS build (tsc, module node16) cannot
// import statically and jest cannot require on Node 20.

/** What an issued certificate says, for its Open Badges 3.0 credential. Dates are 'YYYY-MM-DD'. */
export interface CredentialInput {
  /** The portal's public address, without a trailing slash: the issuer's id. */
  public_url: string;
  certificate_uuid: string;
  /** The issuing organisation's name, as the issuer profile shows it. */
  issuer_name: string;
  full_name: string;
  serial_number: string;
  act_number_ru: string;
  act_number_kk: string;
  course_id: number | string;
  course_title_ru: string;
  course_title_kk: string;
  academic_hours: number | null;
  education_type_ru: string;
  start_date: string;
  expiration_date: string;
  /** Where the certificate's revocation bit is: its status list's URL and its index there. */
  status: { list_url: string; index: number };
}

/** An Open Badges 3.0 OpenBadgeCredential, a W3C Verifiable Credential 2.0 (unsigned). */
export interface OpenBadgeCredential {
  '@context': string[];
  id: string;
  type: string[];
  issuer: { id: string; type: string[]; name: string };
  name: string;
  validFrom: string;
  validUntil: string;
  /** The revocation bit (W3C Bitstring Status List; the terms are in the VC 2.0 context). */
  credentialStatus: BitstringStatusListEntry;
  credentialSubject: {
    type: string[];
    name: string;
    achievement: {
      id: string;
      type: string[];
      name: string;
      description: string;
      criteria: { narrative: string };
      inLanguage: string;
    };
  };
  /** The certificate's serial number, as printed on it. */
  serialNumber: string;
  /** The order (act) that issued the certificate, numbered in each language. */
  actNumber: { ru: string; kk: string };
  /** The course's title in Kazakh (the achievement's name is the Russian one). */
  achievementNameKk: string;
}

export interface IssuerKey {
  /** The public key's JWK thumbprint (RFC 7638, SHA-256). */
  kid: string;
  publicJwk: JWK;
  privateJwk: JWK;
}

/** What signCredential needs of a credential: its id, issuer and validity window. */
export interface SignableCredential {
  id: string;
  issuer: string | { id: string };
  validFrom: string;
  validUntil?: string;
}

export type CredentialVerification<T = OpenBadgeCredential> =
  | { valid: true; credential: T; kid: string | undefined }
  | { valid: false; reason: 'signature' | 'expired' | 'not-yet-valid' | 'malformed' };

const CONTEXTS = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
];
// Certificates are dated in Kazakhstan, one time zone (UTC+5) since 2024: valid from the first moment of the
// start date to the last of the expiration date there.
const KAZAKHSTAN_OFFSET = '+05:00';

function hoursRu(hours: number): string {
  const singular = hours % 10 === 1 && hours % 100 !== 11;
  return `${hours} ${singular ? 'академического часа' : 'академических часов'}`;
}

/** The certificate as an Open Badges 3.0 credential, ready to sign. */
export function buildCredential(input: CredentialInput): OpenBadgeCredential {
  const base = input.public_url.replace(/\/+$/, '');
  const volume = input.academic_hours === null ? '' : ` в объёме ${hoursRu(input.academic_hours)}`;
  return {
    '@context': [...CONTEXTS],
    id: `${base}/certificates/${input.certificate_uuid}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: base, type: ['Profile'], name: input.issuer_name },
    name: input.course_title_ru,
    validFrom: `${input.start_date}T00:00:00${KAZAKHSTAN_OFFSET}`,
    validUntil: `${input.expiration_date}T23:59:59${KAZAKHSTAN_OFFSET}`,
    credentialStatus: statusListEntry(input.status.list_url, input.status.index),
    credentialSubject: {
      type: ['AchievementSubject'],
      name: input.full_name,
      achievement: {
        id: `${base}/courses/${input.course_id}`,
        type: ['Achievement'],
        name: input.course_title_ru,
        description: `Обучение по программе «${input.course_title_ru}»${volume}, форма обучения: ${input.education_type_ru}.`,
        criteria: {
          narrative: `Прошёл(-ла) обучение по программе «${input.course_title_ru}»${volume}; сертификат выдан приказом ${orderNumberLabel(input.act_number_ru)}.`,
        },
        inLanguage: 'ru',
      },
    },
    serialNumber: input.serial_number,
    actNumber: { ru: input.act_number_ru, kk: input.act_number_kk },
    achievementNameKk: input.course_title_kk,
  };
}

/** A new Ed25519 issuer key pair, exported as JWKs; kid is the public key's thumbprint. */
export async function generateIssuerKey(): Promise<IssuerKey> {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const privateJwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(publicJwk, 'sha256');
  return {
    kid,
    publicJwk: { ...publicJwk, kid, alg: 'EdDSA', use: 'sig' },
    privateJwk: { ...privateJwk, kid, alg: 'EdDSA', use: 'sig' },
  };
}

const seconds = (date: string) => Math.floor(Date.parse(date) / 1000);

/**
 * The credential as a compact JWS (VC-JOSE-COSE): header {alg: 'EdDSA', typ: 'vc+jwt', kid}, payload the
 * credential itself with iss (the issuer), jti (the credential's id), nbf (validFrom) and exp (validUntil,
 * when it has one). Ed25519 signatures are deterministic: the same credential and key give the same string.
 * The certificates' credentials and their status lists are signed alike.
 */
export async function signCredential(vc: SignableCredential, privateJwk: JWK, kid: string): Promise<string> {
  const key = await importJWK({ ...privateJwk, alg: 'EdDSA' }, 'EdDSA');
  const jwt = new SignJWT({ ...vc })
    .setProtectedHeader({ alg: 'EdDSA', typ: 'vc+jwt', kid })
    .setIssuer(typeof vc.issuer === 'string' ? vc.issuer : vc.issuer.id)
    .setJti(vc.id)
    .setNotBefore(seconds(vc.validFrom));
  if (vc.validUntil !== undefined) jwt.setExpirationTime(seconds(vc.validUntil));
  return jwt.sign(key);
}

/**
 * Checks a credential JWT against the issuer's public key: an EdDSA signature, typ 'vc+jwt', and the
 * validity window at `now` (a credential past its validUntil is reported as expired, not as forged).
 */
export async function verifyCredential<T = OpenBadgeCredential>(
  jwt: string,
  publicJwk: JWK,
  now: Date = new Date(),
): Promise<CredentialVerification<T>> {
  try {
    const key = await importJWK({ ...publicJwk, alg: 'EdDSA' }, 'EdDSA');
    const { payload, protectedHeader } = await jwtVerify(jwt, key, {
      algorithms: ['EdDSA'],
      typ: 'vc+jwt',
      currentDate: now,
    });
    const { iss: _iss, jti: _jti, nbf: _nbf, exp: _exp, ...credential } = payload;
    return {
      valid: true,
      // Signed with the issuer's key, so written by this module: its shape is trusted, not re-validated.
      credential: credential as unknown as T,
      kid: protectedHeader.kid,
    };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { valid: false, reason: 'expired' };
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'nbf') {
      return { valid: false, reason: 'not-yet-valid' };
    }
    if (error instanceof errors.JWSSignatureVerificationFailed) return { valid: false, reason: 'signature' };
    return { valid: false, reason: 'malformed' };
  }
}
