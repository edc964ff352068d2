import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { issuerJwksSchema, publicCertificateSchema } from '@expert-portal/contracts';
import { SignJWT, decodeJwt, decodeProtectedHeader, importJWK, jwtVerify, type JWTPayload } from 'jose';
import type { Response } from 'supertest';
import type { AppConfig } from '../src/core/config/config';
import { APP_CONFIG } from '../src/core/config/config.module';
import { StoredFilesService } from '../src/core/files/stored-files.service';
import { CertificateStatusList1763945000000 } from '../src/database/migrations/1763945000000-CertificateStatusList';
import { IssuerKeysService } from '../src/modules/certificates/issuer-keys.service';
import { GenerateCertificateJob } from '../src/modules/certificates/jobs/generate-certificate.job';
import {
  almatyDate,
  newCertificate,
  newCertificateCourse,
  type CertificateCourse,
  type IssuedCertificate,
} from './support/certificate-rows';
import { COURSES, ORDERS, eligibleUsers, graduateNames, type Grader } from './support/certificates';
import { signedIn, startTestApp, type TestApp } from './support/test-app';
import { MailService } from '../src/modules/mail/mail.service';

const API = '/api/v1/certificates';
const PORTAL = 'https://portal.example.kz';
type SignedIn = Awaited<ReturnType<typeof signedIn>>;

/** A binary body read whole (supertest leaves unknown types unparsed otherwise). */
function binary(res: Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

/**
 * The test's own decoder, independent of the production one: strip the multibase `u`, base64url, gunzip,
 * and read bit `index` counting from the left-most bit of the first byte.
 */
function bitAt(encodedList: string, index: number): number {
  expect(encodedList[0]).toBe('u');
  const raw = gunzipSync(Buffer.from(encodedList.slice(1), 'base64url'));
  expect(raw.length).toBeGreaterThanOrEqual(16 * 1024);
  return (raw[Math.floor(index / 8)] >> (7 - (index % 8))) & 1;
}

interface CredentialStatus {
  type: string;
  statusPurpose: string;
  statusListIndex: string;
  statusListCredential: string;
}

describe('certificate revocation through a W3C Bitstring Status List (security finding 4, issue 27)', () => {
  let t: TestApp;
  let admin: SignedIn;
  let deputy: SignedIn;
  let director: SignedIn;
  let course: CertificateCourse;
  let today: string;
  let inAYear: string;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: PORTAL });
    admin = await signedIn(t, 'admin');
    deputy = await signedIn(t, 'deputy');
    director = await signedIn(t, 'director');
    course = await newCertificateCourse(t.dataSource);
    today = await almatyDate(t.dataSource, 0);
    inAYear = await almatyDate(t.dataSource, 365);
  }, 180_000);
  afterAll(() => t.close());

  const generate = (certificateId: number) =>
    new GenerateCertificateJob(
      t.dataSource,
      t.app.get(StoredFilesService),
      new IssuerKeysService(t.dataSource),
      t.app.get<AppConfig>(APP_CONFIG),
      t.app.get(MailService),
    ).run({ certificate_id: certificateId, generation: 1 });

  const download = async (path: string) =>
    t.http.get(path).buffer(true).parse(binary).expect(200) as Promise<Response & { body: Buffer }>;

  /** A signed credential verified with jose against the published JWKS alone. */
  async function verified(jwt: string): Promise<JWTPayload> {
    const jwks = issuerJwksSchema.parse((await t.http.get(`${API}/issuer/jwks/`).expect(200)).body);
    const jwk = jwks.keys.find((key) => key.kid === decodeProtectedHeader(jwt).kid);
    if (!jwk) throw new Error('signed by a key the JWKS does not publish');
    const { payload } = await jwtVerify(jwt, await importJWK(jwk, 'EdDSA'), {
      algorithms: ['EdDSA'],
      typ: 'vc+jwt',
    });
    return payload;
  }

  /** The certificate's credential, verified, and its status entry. */
  async function credentialOf(uuid: string): Promise<{ payload: JWTPayload; status: CredentialStatus }> {
    const jwt = (await download(`${API}/search/${uuid}/credential/`)).body.toString('utf8');
    const payload = await verified(jwt);
    return { payload, status: payload.credentialStatus as CredentialStatus };
  }

  /** The list a status entry names, fetched from its public URL (no session) and verified; its bit. */
  async function listBit(status: CredentialStatus): Promise<number> {
    const url = new URL(status.statusListCredential);
    expect(url.origin).toBe(PORTAL);
    const res = await download(url.pathname);
    expect(res.headers['content-type']).toContain('application/vc+jwt');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const list = await verified(res.body.toString('utf8'));
    expect(list).toMatchObject({
      '@context': ['https://www.w3.org/ns/credentials/v2'],
      id: status.statusListCredential,
      type: ['VerifiableCredential', 'BitstringStatusListCredential'],
      issuer: PORTAL,
      iss: PORTAL,
      credentialSubject: { type: 'BitstringStatusList', statusPurpose: 'revocation', ttl: 300_000 },
    });
    const subject = list.credentialSubject as { encodedList: string };
    return bitAt(subject.encodedList, Number(status.statusListIndex));
  }

  it('issues a credential with its entry at bit 0; a revocation sets the bit the public view and file check read', async () => {
    const owner = await signedIn(t, 'expert', { name: 'Сәрсенбаева Айгүл' });
    const certificate = await newCertificate(t.dataSource, {
      userId: owner.user.id,
      courseId: course.id,
      start_date: today,
      expiration_date: inAYear,
    });
    await generate(certificate.id);

    const { payload, status } = await credentialOf(certificate.uuid);
    expect(payload['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ]);
    expect(status).toEqual({
      id: `${status.statusListCredential}#${status.statusListIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: expect.stringMatching(/^(0|[1-9][0-9]*)$/),
      statusListCredential: `${PORTAL}/api/v1/certificates/status/1/`,
    });
    expect(Number(status.statusListIndex)).toBeLessThan(131_072);
    expect(await listBit(status)).toBe(0);
    const before = publicCertificateSchema.parse(
      (await t.http.get(`${API}/search/${certificate.uuid}/`).expect(200)).body,
    );
    expect(before.credential_status).toEqual({
      status_list_credential: status.statusListCredential,
      status_list_index: status.statusListIndex,
      revoked: false,
    });

    await t.http
      .post(`${API}/${certificate.id}/revoke/`)
      .set(admin.auth)
      .send({ reason: 'Выдан по ошибке' })
      .expect(200);

    // The credential itself is unchanged and still verifies; its list now says revoked.
    const after = await credentialOf(certificate.uuid);
    expect(after.status).toEqual(status);
    expect(await listBit(status)).toBe(1);
    const view = publicCertificateSchema.parse(
      (await t.http.get(`${API}/search/${certificate.uuid}/`).expect(200)).body,
    );
    expect(view).toMatchObject({
      status: 'revoked',
      revoke_reason: 'Выдан по ошибке',
      credential_status: { status_list_index: status.statusListIndex, revoked: true },
    });
    // The file check hashes the PDF in the browser and compares it with the view: the genuine document of
    // a certificate the same view says is revoked.
    const pdf = await download(`${API}/search/${certificate.uuid}/file/ru/`);
    expect(createHash('sha256').update(pdf.body).digest('hex')).toBe(view.sha256_ru);
    // Nobody else's bit moved: another certificate's stays 0.
    const other = await newCertificate(t.dataSource, {
      userId: owner.user.id,
      courseId: (await newCertificateCourse(t.dataSource)).id,
      start_date: today,
      expiration_date: inAYear,
    });
    await generate(other.id);
    expect(await listBit((await credentialOf(other.uuid)).status)).toBe(0);
  });

  it('serves lists to anyone, 404 for a list no certificate reached', async () => {
    await t.http.get(`${API}/status/1/`).expect(200);
    await t.http.get(`${API}/status/2/`).expect(404);
    await t.http.get(`${API}/status/abc/`).expect(404);
  });

  it('gives certificates of two concurrent issues distinct indexes', async () => {
    const grader: Grader = { id: admin.user.id, role: 'admin' };
    const courses = [await newCertificateCourse(t.dataSource), await newCertificateCourse(t.dataSource)];
    for (const [n, { id }] of courses.entries()) {
      const users = await eligibleUsers(t, id, grader, graduateNames(3, `Параллель ${n}`));
      const order = await t.http
        .post(`${ORDERS}/`)
        .set(admin.auth)
        .send({ course: id, act_number: `${n + 70}-П`, act_number_kk: `${n + 70}-Б` })
        .expect(201);
      const orderId = (order.body as { id: number }).id;
      await t.http
        .post(`${ORDERS}/${orderId}/approve_by_deputy/`)
        .set(deputy.auth)
        .send({ user_ids: users })
        .expect(200);
      await t.http
        .post(`${ORDERS}/${orderId}/approve_by_director/`)
        .set(director.auth)
        .send({ user_ids: users })
        .expect(200);
    }
    const issues = await Promise.all(
      courses.map(({ id }) =>
        t.http
          .post(`${COURSES}/${id}/generate_certificate/`)
          .set(director.auth)
          .send({ start_date: today, expiration_date: inAYear }),
      ),
    );
    const ids = issues.flatMap((res) => {
      expect(res.status).toBe(201);
      return (res.body as { certificates: Array<{ id: number }> }).certificates.map((c) => c.id);
    });
    expect(ids).toHaveLength(6);
    // And twenty certificates written at once, each in its own transaction.
    const owner = await signedIn(t, 'expert');
    const many = await Promise.all(
      Array.from({ length: 20 }, async () =>
        newCertificate(t.dataSource, {
          userId: owner.user.id,
          courseId: (await newCertificateCourse(t.dataSource)).id,
          start_date: today,
          expiration_date: inAYear,
        }),
      ),
    );
    const rows = (await t.dataSource.query(
      'SELECT id, status_position::text AS position FROM certificates WHERE id = ANY($1::int[])',
      [[...ids, ...many.map((c) => c.id)]],
    )) as Array<{ id: number; position: string }>;
    expect(rows).toHaveLength(26);
    expect(new Set(rows.map((row) => row.position)).size).toBe(26);
    for (const row of rows) expect(Number(row.position)).toBeLessThan(131_072);
    // Generated documents carry those indexes.
    await generate(ids[0]);
    const [{ uuid, position }] = (await t.dataSource.query(
      'SELECT uuid, status_position::text AS position FROM certificates WHERE id = $1',
      [ids[0]],
    )) as Array<{ uuid: string; position: string }>;
    expect((await credentialOf(uuid)).status.statusListIndex).toBe(position);
  });

  it('backfills certificates issued before: an index each, revoked ones’ bits set, credentials signed again', async () => {
    const owner = await signedIn(t, 'expert');
    const migration = new CertificateStatusList1763945000000();
    const runner = t.dataSource.createQueryRunner();
    try {
      // A key to sign the old credentials with, as the documents job had created it.
      const key = await new IssuerKeysService(t.dataSource).signingKey();
      await migration.down(runner);
      const old: IssuedCertificate[] = [];
      for (const status of ['active', 'revoked'] as const) {
        const certificate = await newCertificate(t.dataSource, {
          userId: owner.user.id,
          courseId: (await newCertificateCourse(t.dataSource)).id,
          start_date: today,
          expiration_date: inAYear,
          status,
        });
        // A credential as it was signed before: no credentialStatus.
        const jwt = await new SignJWT({
          '@context': ['https://www.w3.org/ns/credentials/v2'],
          id: `${PORTAL}/certificates/${certificate.uuid}`,
          type: ['VerifiableCredential', 'OpenBadgeCredential'],
          issuer: { id: PORTAL, type: ['Profile'], name: 'Портал' },
        })
          .setProtectedHeader({ alg: 'EdDSA', typ: 'vc+jwt', kid: key.kid })
          .setIssuer(PORTAL)
          .setJti(`${PORTAL}/certificates/${certificate.uuid}`)
          .sign(await importJWK({ ...key.privateJwk, alg: 'EdDSA' }, 'EdDSA'));
        await t.dataSource.query('UPDATE certificates SET credential = $2 WHERE id = $1', [
          certificate.id,
          jwt,
        ]);
        old.push(certificate);
      }
      await migration.up(runner);

      const [active, revoked] = await Promise.all(old.map((c) => credentialOf(c.uuid)));
      expect(active.payload.jti).toBe(`${PORTAL}/certificates/${old[0].uuid}`);
      expect(active.status.statusListIndex).not.toBe(revoked.status.statusListIndex);
      expect(await listBit(active.status)).toBe(0);
      expect(await listBit(revoked.status)).toBe(1);
      const view = (await t.http.get(`${API}/search/${old[1].uuid}/`).expect(200)).body as {
        credential_status: unknown;
      };
      expect(view.credential_status).toMatchObject({ revoked: true });
      // Every certificate has its own position after the backfill.
      const [{ count, distinct }] = (await t.dataSource.query(
        'SELECT count(*)::int AS count, count(DISTINCT status_position)::int AS distinct FROM certificates',
      )) as Array<{ count: number; distinct: number }>;
      expect(distinct).toBe(count);
      expect(decodeJwt((await download(`${API}/status/1/`)).body.toString('utf8')).iss).toBe(PORTAL);
    } finally {
      await runner.release();
    }
  });
});
