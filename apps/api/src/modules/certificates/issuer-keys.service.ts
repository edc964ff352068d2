import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { IssuerJwks } from '@expert-portal/contracts';
import type { JWK } from 'jose';
import { DataSource } from 'typeorm';
import { generateIssuerKey, type IssuerKey } from './documents/certificate-credential';

interface KeyRow {
  kid: string;
  public_jwk: JWK;
  private_jwk: JWK;
}

/** Any fixed number: the advisory lock under which the first issuer key is created. */
const FIRST_KEY_LOCK = 1_763_890_014;

/**
 * The Ed25519 keys that sign the certificates' credentials (`credential_issuer_keys`): the newest signs,
 * every one stays published in the JWKS so credentials signed before a rotation still verify.
 */
@Injectable()
export class IssuerKeysService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The signing key, created on first use. Two workers that both find none agree on one: the creation runs
   * under a transaction-scoped advisory lock, and the second finds the first's key once it has the lock.
   */
  async signingKey(): Promise<IssuerKey> {
    const existing = await this.newest();
    if (existing) return existing;
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [FIRST_KEY_LOCK]);
      const [row] = (await manager.query(
        'SELECT kid, public_jwk, private_jwk FROM credential_issuer_keys ORDER BY created_at DESC, kid LIMIT 1',
      )) as KeyRow[];
      if (row) return toKey(row);
      const key = await generateIssuerKey();
      await manager.query(
        `INSERT INTO credential_issuer_keys (kid, public_jwk, private_jwk) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING`,
        [key.kid, JSON.stringify(key.publicJwk), JSON.stringify(key.privateJwk)],
      );
      return key;
    });
  }

  /** Every key's public half, newest first. */
  async jwks(): Promise<IssuerJwks> {
    const rows = (await this.dataSource.query(
      'SELECT public_jwk FROM credential_issuer_keys ORDER BY created_at DESC, kid',
    )) as Array<{ public_jwk: IssuerJwks['keys'][number] }>;
    return {
      keys: rows.map(({ public_jwk: jwk }) => ({
        kty: jwk.kty,
        crv: jwk.crv,
        x: jwk.x,
        kid: jwk.kid,
        alg: 'EdDSA' as const,
        use: 'sig' as const,
      })),
    };
  }

  private async newest(): Promise<IssuerKey | null> {
    const [row] = (await this.dataSource.query(
      'SELECT kid, public_jwk, private_jwk FROM credential_issuer_keys ORDER BY created_at DESC, kid LIMIT 1',
    )) as KeyRow[];
    return row ? toKey(row) : null;
  }
}

function toKey(row: KeyRow): IssuerKey {
  return { kid: row.kid, publicJwk: row.public_jwk, privateJwk: row.private_jwk };
}
