import { randomInt } from 'node:crypto';
import { SignJWT, decodeJwt, decodeProtectedHeader, importJWK, type JWK } from 'jose';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Entries in a list: the W3C Bitstring Status List minimum, 16 KB (security finding 4, issue 27). */
const LENGTH = 131_072;

/**
 * The certificates' revocation bits, published as W3C Bitstring Status Lists (security finding 4, issue 27).
 *
 * `certificate_status_lists` holds each list's 16 KB bitstring (W3C order: entry i is bit 7 - i % 8 of byte
 * i / 8, the left-most bit first; PostgreSQL's set_bit numbers bits from the right of each byte). Every
 * certificate gets `status_position` once, on insert, from the column's default: the next value of
 * `certificate_status_seq` (so concurrent issues never share one), scrambled within its list of 131,072 by a
 * bijection whose odd multipliers and offsets are drawn here, per installation, so a position tells neither
 * the order nor the number of issues (the recommendation asks for random indexes). Position p is index
 * p % 131072 of list p / 131072 + 1; the default creates the list's row when the first certificate lands in
 * it. Existing certificates get theirs here, revoked ones their bit set, and their stored credentials are
 * signed again with the entry added (same key, same claims); copies handed out before stay as they were.
 */
export class CertificateStatusList1763945000000 implements MigrationInterface {
  name = 'CertificateStatusList1763945000000';

  async up(q: QueryRunner): Promise<void> {
    const odd = () => randomInt(LENGTH / 2) * 2 + 1;
    const [m1, m2, k1, k2] = [odd(), odd(), randomInt(LENGTH), randomInt(LENGTH)];
    await q.query('CREATE SEQUENCE certificate_status_seq AS bigint MINVALUE 0 START 0');
    await q.query(`
      CREATE TABLE certificate_status_lists (
        id int PRIMARY KEY CHECK (id > 0),
        bits bytea NOT NULL DEFAULT decode(repeat('00', ${LENGTH / 8}), 'hex')
          CHECK (length(bits) = ${LENGTH / 8}),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE FUNCTION certificate_status_allocate() RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        n bigint := nextval('certificate_status_seq');
        x bigint := n % ${LENGTH};
      BEGIN
        x := (x * ${m1} + ${k1}) % ${LENGTH};
        x := x # (x >> 9);
        x := (x * ${m2} + ${k2}) % ${LENGTH};
        INSERT INTO certificate_status_lists (id) VALUES (n / ${LENGTH} + 1) ON CONFLICT DO NOTHING;
        RETURN n / ${LENGTH} * ${LENGTH} + x;
      END $$`);
    await q.query('INSERT INTO certificate_status_lists (id) VALUES (1)');
    // A volatile default is evaluated for every existing row: the backfill.
    await q.query(`
      ALTER TABLE certificates
        ADD COLUMN status_position bigint NOT NULL DEFAULT certificate_status_allocate()
        CONSTRAINT certificates_status_position_key UNIQUE`);

    const revoked = (await q.query(
      `SELECT status_position::int AS position FROM certificates WHERE status = 'revoked'`,
    )) as Array<{ position: number }>;
    for (const { position } of revoked) {
      const index = position % LENGTH;
      await q.query(
        'UPDATE certificate_status_lists SET bits = set_bit(bits, $2, 1), updated_at = now() WHERE id = $1',
        [Math.floor(position / LENGTH) + 1, index - (index % 8) + 7 - (index % 8)],
      );
    }
    await this.resign(q);
  }

  /** Each stored credential signed again with its status entry, by the key that signed it. */
  private async resign(q: QueryRunner): Promise<void> {
    const keys = (await q.query('SELECT kid, private_jwk FROM credential_issuer_keys')) as Array<{
      kid: string;
      private_jwk: JWK;
    }>;
    const rows = (await q.query(
      `SELECT id, credential, status_position::int AS position FROM certificates WHERE credential IS NOT NULL`,
    )) as Array<{ id: number; credential: string; position: number }>;
    for (const row of rows) {
      const { kid } = decodeProtectedHeader(row.credential);
      const key = keys.find((candidate) => candidate.kid === kid);
      if (!key) continue;
      const payload = decodeJwt(row.credential);
      const list = `${String(payload.iss)}/api/v1/certificates/status/${Math.floor(row.position / LENGTH) + 1}/`;
      const index = row.position % LENGTH;
      const credential = await new SignJWT({
        ...payload,
        credentialStatus: {
          id: `${list}#${index}`,
          type: 'BitstringStatusListEntry',
          statusPurpose: 'revocation',
          statusListIndex: String(index),
          statusListCredential: list,
        },
      })
        .setProtectedHeader({ alg: 'EdDSA', typ: 'vc+jwt', kid })
        .sign(await importJWK({ ...key.private_jwk, alg: 'EdDSA' }, 'EdDSA'));
      await q.query('UPDATE certificates SET credential = $2 WHERE id = $1', [row.id, credential]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    // Credentials signed again keep their entry (it then points at no list); they still verify.
    await q.query('ALTER TABLE certificates DROP COLUMN status_position');
    await q.query('DROP FUNCTION certificate_status_allocate()');
    await q.query('DROP TABLE certificate_status_lists');
    await q.query('DROP SEQUENCE certificate_status_seq');
  }
}
