import { calculateJwkThumbprint, decodeProtectedHeader, errors, importJWK, jwtVerify } from 'jose';
import {
  buildCredential,
  generateIssuerKey,
  signCredential,
  verifyCredential,
  type CredentialInput,
} from './certificate-credential';

const input: CredentialInput = {
  public_url: 'https://portal.example.kz/',
  certificate_uuid: '7f0c7a52-1f6e-4f55-9c1b-2a0b8d7d9e41',
  issuer_name: 'Национальная академия образования им. Ы. Алтынсарина',
  full_name: 'Әбілқайыров Ғалымжан Қанатұлы',
  serial_number: 'EP-2026-000123',
  act_number_ru: '145-П',
  act_number_kk: '145-Б',
  course_id: 42,
  course_title_ru: 'Экспертиза учебников',
  course_title_kk: 'Оқулықтарды сараптау',
  academic_hours: 72,
  education_type_ru: 'очная',
  start_date: '2026-11-22',
  expiration_date: '2029-11-22',
  status: { list_url: 'https://portal.example.kz/api/v1/certificates/status/1/', index: 94_321 },
};
const duringValidity = new Date('2027-05-01T12:00:00Z');

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('certificate credential (Open Badges 3.0 as a vc+jwt)', () => {
  it('builds a VC 2.0 OpenBadgeCredential with the certificate in it', () => {
    const vc = buildCredential(input);
    expect(vc['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ]);
    expect(vc.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(vc.id).toBe('https://portal.example.kz/certificates/7f0c7a52-1f6e-4f55-9c1b-2a0b8d7d9e41');
    expect(vc.issuer).toEqual({
      id: 'https://portal.example.kz',
      type: ['Profile'],
      name: input.issuer_name,
    });
    expect(vc.validFrom).toBe('2026-11-22T00:00:00+05:00');
    expect(vc.validUntil).toBe('2029-11-22T23:59:59+05:00');
    expect(vc.credentialSubject.type).toEqual(['AchievementSubject']);
    expect(vc.credentialSubject.name).toBe(input.full_name);
    expect(vc.credentialSubject.achievement).toMatchObject({
      id: 'https://portal.example.kz/courses/42',
      type: ['Achievement'],
      name: 'Экспертиза учебников',
    });
    expect(vc.credentialSubject.achievement.description).toContain('в объёме 72 академических часов');
    expect(vc.credentialSubject.achievement.criteria.narrative).toContain('приказом № 145-П');
    expect(vc.serialNumber).toBe('EP-2026-000123');
    expect(vc.actNumber).toEqual({ ru: '145-П', kk: '145-Б' });
    // W3C Bitstring Status List: its terms are in the VC 2.0 context, so no context is added.
    expect(vc.credentialStatus).toEqual({
      id: 'https://portal.example.kz/api/v1/certificates/status/1/#94321',
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: '94321',
      statusListCredential: 'https://portal.example.kz/api/v1/certificates/status/1/',
    });
  });

  it('names the order with «№» once in the narrative when the stored number carries it (issue 27)', () => {
    for (const act_number_ru of ['№ 105-П', '№105-П', ' № 105-П ', '105-П']) {
      const vc = buildCredential({ ...input, act_number_ru, act_number_kk: '№ 105-Б' });
      expect(vc.credentialSubject.achievement.criteria.narrative).toContain(
        'сертификат выдан приказом № 105-П.',
      );
      expect(vc.credentialSubject.achievement.criteria.narrative).not.toMatch(/№\s*№/);
      // The numbers themselves stay as they were typed.
      expect(vc.actNumber).toEqual({ ru: act_number_ru, kk: '№ 105-Б' });
    }
  });

  it('signs with Ed25519 so that jose alone verifies it with the public JWK', async () => {
    const key = await generateIssuerKey();
    expect(key.publicJwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', kid: key.kid });
    expect(key.publicJwk.d).toBeUndefined();
    expect(key.privateJwk.d).toEqual(expect.any(String));
    expect(await calculateJwkThumbprint(key.publicJwk, 'sha256')).toBe(key.kid);

    const vc = buildCredential(input);
    const jwt = await signCredential(vc, key.privateJwk, key.kid);
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'EdDSA', typ: 'vc+jwt', kid: key.kid });

    const { payload } = await jwtVerify(jwt, await importJWK(key.publicJwk, 'EdDSA'), {
      currentDate: duringValidity,
    });
    expect(payload).toMatchObject({
      ...vc,
      iss: 'https://portal.example.kz',
      jti: vc.id,
      nbf: Date.parse('2026-11-22T00:00:00+05:00') / 1000,
      exp: Date.parse('2029-11-22T23:59:59+05:00') / 1000,
    });

    const verified = await verifyCredential(jwt, key.publicJwk, duringValidity);
    expect(verified).toEqual({ valid: true, credential: vc, kid: key.kid });
  });

  it('refuses a credential whose payload was changed, one signed by another key, and tells an expired one', async () => {
    const key = await generateIssuerKey();
    const jwt = await signCredential(buildCredential(input), key.privateJwk, key.kid);
    const [header, payload, signature] = jwt.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
    claims.credentialSubject.name = 'Иванов Иван';
    const forged = [header, base64url(claims), signature].join('.');

    await expect(
      jwtVerify(forged, await importJWK(key.publicJwk, 'EdDSA'), { currentDate: duringValidity }),
    ).rejects.toBeInstanceOf(errors.JWSSignatureVerificationFailed);
    expect(await verifyCredential(forged, key.publicJwk, duringValidity)).toEqual({
      valid: false,
      reason: 'signature',
    });

    const other = await generateIssuerKey();
    expect(await verifyCredential(jwt, other.publicJwk, duringValidity)).toEqual({
      valid: false,
      reason: 'signature',
    });
    expect(await verifyCredential(jwt, key.publicJwk, new Date('2030-01-01T00:00:00Z'))).toEqual({
      valid: false,
      reason: 'expired',
    });
    expect(await verifyCredential(jwt, key.publicJwk, new Date('2026-11-01T00:00:00Z'))).toEqual({
      valid: false,
      reason: 'not-yet-valid',
    });
    expect(await verifyCredential('not.a.jwt', key.publicJwk, duringValidity)).toEqual({
      valid: false,
      reason: 'malformed',
    });
  });
});
