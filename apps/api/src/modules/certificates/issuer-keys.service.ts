import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { IssuerJwks } from '@expert-portal/contracts';
import type { JWK } from 'jose';
import type { Kysely } from 'kysely';
import { DataSource } from 'typeorm';
import { typedSql, type Database } from '../../core/database/typed-sql';
import { generateIssuerKey, type IssuerKey } from './documents/certificate-credential';

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
    const existing = await newest(typedSql(this.dataSource));
    if (existing) return existing;
    return this.dataSource.transaction(async (manager) => {
      const db = typedSql(manager);
      await db
        .selectNoFrom((eb) => eb.fn('pg_advisory_xact_lock', [eb.val(FIRST_KEY_LOCK)]).as('locked'))
        .execute();
      const created = await newest(db);
      if (created) return created;
      const key = await generateIssuerKey();
      await db
        .insertInto('credential_issuer_keys')
        .values({
          kid: key.kid,
          public_jwk: JSON.stringify(key.publicJwk),
          private_jwk: JSON.stringify(key.privateJwk),
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return key;
    });
  }

  /** Every key's public half, newest first. */
  async jwks(): Promise<IssuerJwks> {
    const rows = await typedSql(this.dataSource)
      .selectFrom('credential_issuer_keys')
      .select((eb) => eb.ref('public_jwk').$castTo<IssuerJwks['keys'][number]>().as('public_jwk'))
      .orderBy('created_at', 'desc')
      .orderBy('kid')
      .execute();
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
}

/** The newest key, the one that signs. */
async function newest(db: Kysely<Database>): Promise<IssuerKey | null> {
  const row = await db
    .selectFrom('credential_issuer_keys')
    .select((eb) => [
      'kid',
      eb.ref('public_jwk').$castTo<JWK>().as('public_jwk'),
      eb.ref('private_jwk').$castTo<JWK>().as('private_jwk'),
    ])
    .orderBy('created_at', 'desc')
    .orderBy('kid')
    .limit(1)
    .executeTakeFirst();
  return row ? { kid: row.kid, publicJwk: row.public_jwk, privateJwk: row.private_jwk } : null;
}
