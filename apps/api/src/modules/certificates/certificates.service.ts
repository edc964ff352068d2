import { Inject, Injectable, Logger, StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  CertificateDocumentLanguage,
  CertificateDto,
  CertificateListQuery,
  PublicCertificateDto,
  Role,
} from '@expert-portal/contracts';
import { sql } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { StoredFilesService } from '../../core/files/stored-files.service';
import type { Json } from '../../core/database/database.types';
import { typedSql } from '../../core/database/typed-sql';
import { AppException } from '../../core/http/app-exception';
import { QUEUES, type Queues } from '../../core/queue/queue.module';
import type { RegenerateCertificateJob } from '../../core/queue/queues';
import {
  selectCertificates,
  toCertificateDto,
  toPublicCertificateDto,
  type CertificateLinks,
  type CertificateRow,
} from './certificate-views';
import { mailOrder, MailService } from '../mail/mail.service';
import { StatusListError } from './documents/status-list';
import { StatusListsService } from './status-lists.service';

/** Besides the owner, who may download a certificate's PDFs (design: admin, director, deputy). */
const PDF_READERS: readonly Role[] = ['admin', 'director', 'deputy'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The job id of a generation's documents: a second enqueue of the same generation is the same job. */
export function documentsJobId(certificateId: number, generation: number): string {
  return `certificate-${certificateId}-generation-${generation}`;
}

/**
 * Certificates as their owners, the back office and the public read them,
 * their files and credential, and the admin's revoke and regenerate (each recorded as a certificate_event).
 */
@Injectable()
export class CertificatesService {
  private readonly logger = new Logger(CertificatesService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storedFiles: StoredFilesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(QUEUES) private readonly queues: Queues,
    private readonly statusLists: StatusListsService,
    private readonly mail: MailService,
  ) {}

  /**
   * One page of certificates, newest first. An admin reads everyone's, or one user's (`user_id` or `user`)
   * unless `me` asks for their own; anyone else reads only their own, and naming another user is refused.
   */
  async list(
    caller: AuthUser,
    query: CertificateListQuery,
    apiRoot: string,
  ): Promise<[CertificateDto[], number]> {
    const named = query.user_id ?? query.user;
    let userId: number | null;
    if (query.me) userId = caller.id;
    else if (caller.role === 'admin') userId = named ?? null;
    else if (named === undefined || named === caller.id) userId = caller.id;
    else throw new AppException(403, 'auth.forbidden');
    const db = typedSql(this.dataSource);
    let counted = db.selectFrom('certificates as c').select(sql<number>`count(*)::int`.as('count'));
    let page = selectCertificates(db)
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size);
    if (userId !== null) {
      counted = counted.where('c.user_id', '=', userId);
      page = page.where('c.user_id', '=', userId);
    }
    const { count } = await counted.executeTakeFirstOrThrow();
    const rows = await page.execute();
    const links = this.links(apiRoot);
    return [rows.map((row) => toCertificateDto(row, links, { docx: caller.role === 'admin' })), count];
  }

  /**
   * The public view of a certificate by its uuid, with its credential's revocation bit read as a verifier
   * reads it; 404 for an unknown or malformed one.
   */
  async publicView(uuid: string, apiRoot: string): Promise<PublicCertificateDto> {
    const row = await this.byUuid(uuid);
    return toPublicCertificateDto(
      row,
      this.links(apiRoot),
      this.config.certificateIssuer,
      await this.credentialStatus(row),
    );
  }

  /** A certificate's PDF, by its uuid (anyone: it is what the QR code verifies). */
  async publicFile(uuid: string, language: CertificateDocumentLanguage): Promise<StreamableFile> {
    const row = await this.byUuid(uuid);
    return this.download(row[`file_${language}_id`]);
  }

  /** The signed credential (vc+jwt) and the name it downloads under. */
  async credential(uuid: string): Promise<{ jwt: string; fileName: string }> {
    const row = await this.byUuid(uuid);
    if (!row.credential) throw new AppException(404, 'http.not_found');
    return { jwt: row.credential, fileName: `certificate-${row.serial_number}.jwt` };
  }

  /** A PDF for its owner and the back office's readers, a .docx for admins only. */
  async file(
    caller: AuthUser,
    id: number,
    language: CertificateDocumentLanguage,
    kind: 'pdf' | 'docx',
  ): Promise<StreamableFile> {
    const row = await this.byId(id);
    const allowed =
      kind === 'docx'
        ? caller.role === 'admin'
        : caller.id === row.user_id || PDF_READERS.includes(caller.role);
    if (!allowed) throw new AppException(403, 'auth.forbidden');
    return this.download(kind === 'pdf' ? row[`file_${language}_id`] : row[`docx_${language}_id`]);
  }

  /**
   * Revokes a certificate with its reason (shown on the public page) and sets its bit in its revocation
   * list, in one transaction; 409 when revoked already. Revocation is final (no way back), as the W3C
   * status purpose `revocation` is.
   */
  async revoke(id: number, reason: string, admin: AuthUser, apiRoot: string): Promise<CertificateDto> {
    await this.dataSource.transaction(async (manager) => {
      const current = await this.lock(manager, id);
      if (current.status === 'revoked') throw new AppException(409, 'certificate.already_revoked');
      await typedSql(manager)
        .updateTable('certificates')
        .set({ status: 'revoked', revoked_at: sql`now()`, revoke_reason: reason, revoked_by: admin.id })
        .where('id', '=', id)
        .execute();
      await this.statusLists.setRevoked(manager, id);
      await this.event(manager, id, 'revoked', admin.id, { reason });
      await this.mailRevocation(manager, id, reason);
    });
    return toCertificateDto(await this.byId(id), this.links(apiRoot), { docx: true });
  }

  /**
   * Asks for the documents again (a changed name or template): the generation goes up, the current
   * documents' hashes move to previous_hashes (the public page then says such a file was replaced), and the
   * documents job is queued for the new generation. The uuid, serial and dates stay. 409 when revoked.
   */
  async regenerate(id: number, admin: AuthUser, apiRoot: string): Promise<CertificateDto> {
    await this.dataSource.transaction(async (manager) => {
      const current = await this.lock(manager, id);
      if (current.status === 'revoked') throw new AppException(409, 'certificate.revoked_no_regenerate');
      const { generation } = await typedSql(manager)
        .updateTable('certificates')
        .set((eb) => ({
          generation: eb('generation', '+', 1),
          previous_hashes: eb
            .case()
            .when(eb.and([eb('sha256_ru', 'is', null), eb('sha256_kk', 'is', null)]))
            .then(eb.ref('previous_hashes'))
            .else(
              sql<Json>`previous_hashes || jsonb_build_array(jsonb_build_object(
                    'sha256_ru', sha256_ru, 'sha256_kk', sha256_kk,
                    'replaced_at', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))`,
            )
            .end(),
        }))
        .where('id', '=', id)
        .returning('generation')
        .executeTakeFirstOrThrow();
      await this.event(manager, id, 'regenerated', admin.id, { generation });
      // Queued before the commit: if Redis refuses the job nothing changes (the admin sees the error and may
      // try again), so there is never a new generation without its job. A job that runs before the commit
      // is visible finds its generation missing and is retried (GenerateCertificateJob).
      const job: RegenerateCertificateJob = { certificate_id: id, generation };
      await this.queues.documents.add('generate-certificate', job, { jobId: documentsJobId(id, generation) });
      this.logger.log(`certificate ${id}: regeneration ${generation} queued by user ${admin.id}`);
    });
    return toCertificateDto(await this.byId(id), this.links(apiRoot), { docx: true });
  }

  /** The status check of the certificate's credential; a list that fails it is logged and shown as none. */
  private async credentialStatus(row: CertificateRow): Promise<PublicCertificateDto['credential_status']> {
    if (!row.credential) return null;
    try {
      const check = await this.statusLists.check(row.credential);
      return (
        check && {
          status_list_credential: check.statusListCredential,
          status_list_index: check.statusListIndex,
          revoked: !check.valid,
        }
      );
    } catch (error) {
      if (!(error instanceof StatusListError)) throw error;
      this.logger.error(
        `certificate ${row.id}: its credential's status list fails the check (${error.code})`,
      );
      return null;
    }
  }

  private links(apiRoot: string): CertificateLinks {
    return { apiRoot, publicUrl: this.config.publicUrl };
  }

  private async byId(id: number): Promise<CertificateRow> {
    const row = await selectCertificates(typedSql(this.dataSource)).where('c.id', '=', id).executeTakeFirst();
    if (!row) throw new AppException(404, 'http.not_found');
    return row;
  }

  private async byUuid(uuid: string): Promise<CertificateRow> {
    if (!UUID.test(uuid)) throw new AppException(404, 'http.not_found');
    const row = await selectCertificates(typedSql(this.dataSource))
      .where('c.uuid', '=', uuid.toLowerCase())
      .executeTakeFirst();
    if (!row) throw new AppException(404, 'http.not_found');
    return row;
  }

  /** Its holder hears of a revocation, with the reason, in their language. */
  private async mailRevocation(manager: EntityManager, id: number, reason: string): Promise<void> {
    const row = await typedSql(manager)
      .selectFrom('certificates as c')
      .innerJoin('courses as k', 'k.id', 'c.course_id')
      .select(['c.user_id', 'c.serial_number', 'k.title', 'k.title_kk'])
      .where('c.id', '=', id)
      .executeTakeFirstOrThrow();
    const to = await this.mail.addressee(row.user_id, manager);
    const params = {
      name: to.name,
      number: row.serial_number,
      course: to.language === 'kk' ? row.title_kk : row.title,
      reason,
    };
    await this.mail.queue(mailOrder('certificate_revoked', to, to.language, params), manager);
  }

  private async lock(manager: EntityManager, id: number): Promise<{ status: string }> {
    const row = await typedSql(manager)
      .selectFrom('certificates')
      .select('status')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppException(404, 'http.not_found');
    return row;
  }

  private async event(
    manager: EntityManager,
    id: number,
    type: 'revoked' | 'regenerated',
    actorId: number,
    detail: Record<string, unknown>,
  ): Promise<void> {
    await typedSql(manager)
      .insertInto('certificate_events')
      .values({ certificate_id: id, type, actor_id: actorId, detail: JSON.stringify(detail) })
      .execute();
  }

  private async download(fileId: number | null): Promise<StreamableFile> {
    const file = fileId === null ? null : await this.storedFiles.find(fileId);
    if (!file) throw new AppException(404, 'http.not_found');
    return this.storedFiles.download(file);
  }
}
