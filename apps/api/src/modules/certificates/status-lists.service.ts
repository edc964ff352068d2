import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { typedSql } from '../../core/database/typed-sql';
import { AppException } from '../../core/http/app-exception';
import { statusEntryOf, statusListUrl } from './certificate-views';
import { signCredential } from './documents/certificate-credential';
import { buildStatusListCredential } from './documents/status-list';
import { checkCredentialStatus, type StatusCheck } from './documents/status-list-check';
import { IssuerKeysService } from './issuer-keys.service';

const LIST_PATH = /\/api\/v1\/certificates\/status\/([1-9][0-9]{0,8})\/$/;

/**
 * The certificates' revocation lists (W3C Bitstring Status List v1.0, `certificate_status_lists`): the
 * signed list a verifier fetches, the bit a revocation sets, and the check the public page makes with the
 * verifier's own algorithm (documents/status-list-check.ts).
 */
@Injectable()
export class StatusListsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly issuerKeys: IssuerKeysService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * List `list` as a BitstringStatusListCredential signed like the certificates' credentials (vc+jwt, the
   * issuer's Ed25519 key); valid from its last change. 404 for a list no certificate has reached.
   */
  async credential(list: number): Promise<string> {
    const row = await typedSql(this.dataSource)
      .selectFrom('certificate_status_lists')
      .select(['bits', 'updated_at'])
      .where('id', '=', list)
      .executeTakeFirst();
    if (!row) throw new AppException(404, 'http.not_found');
    const key = await this.issuerKeys.signingKey();
    const vc = buildStatusListCredential({
      url: statusListUrl(this.config.publicUrl, list),
      issuer: this.config.publicUrl,
      bits: row.bits,
      validFrom: row.updated_at,
    });
    return signCredential(vc, key.privateJwk, key.kid);
  }

  /** Sets a certificate's revocation bit, in the caller's transaction (the revocation's own). */
  async setRevoked(manager: EntityManager, certificateId: number): Promise<void> {
    const db = typedSql(manager);
    const row = await db
      .selectFrom('certificates')
      .select('status_position')
      .where('id', '=', certificateId)
      .executeTakeFirstOrThrow();
    const { list, index } = statusEntryOf(row.status_position);
    // W3C order: entry i is the left-most bit first, bit 7 - i % 8 of byte i / 8 in PostgreSQL's numbering.
    const bit = index - (index % 8) + 7 - (index % 8);
    await db
      .updateTable('certificate_status_lists')
      .set({ bits: sql<Buffer>`set_bit(bits, ${bit}, 1)`, updated_at: sql`now()` })
      .where('id', '=', list)
      .execute();
  }

  /**
   * The revocation check of a signed credential as any verifier makes it: its status entry, the list
   * dereferenced, verified against the issuer's JWKS, expanded and the bit read. The list is the one its
   * URL serves, read here rather than over HTTP. Null when the credential carries no status entry (signed before this existed and never again).
   */
  async check(credential: string): Promise<StatusCheck | null> {
    const payload = decodeJwt(credential);
    const { keys } = await this.issuerKeys.jwks();
    return checkCredentialStatus(
      { issuer: String(payload.iss), credentialStatus: payload.credentialStatus },
      async (url) => {
        const list = Number(LIST_PATH.exec(url)?.[1]);
        if (url !== statusListUrl(this.config.publicUrl, list)) throw new Error(`not a list of ours: ${url}`);
        return this.credential(list);
      },
      keys,
    );
  }
}
