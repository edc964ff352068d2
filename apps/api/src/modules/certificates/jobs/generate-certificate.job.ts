import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CertificateDocumentLanguage } from '@expert-portal/contracts';
import { certificateOrderEffectSchemas } from '@expert-portal/machines';
import { UnrecoverableError } from 'bullmq';
import { sql, type Kysely } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../../core/config/config.module';
import type { AppConfig } from '../../../core/config/config';
import { typedSql, type Database } from '../../../core/database/typed-sql';
import { StoredFilesService, type StoredFile } from '../../../core/files/stored-files.service';
import type { JobPayload } from '../../../core/queue/queues';
import {
  certificateFileName,
  dateText,
  issuerOf,
  organizationsOf,
  statusEntryOf,
  statusListUrl,
  verifyUrl,
} from '../certificate-views';
import { buildCredential, signCredential } from '../documents/certificate-credential';
import type { CertificateDocumentFields } from '../documents/certificate-fields';
import { IssuerKeysService } from '../issuer-keys.service';
import { mailOrder, MailService } from '../../mail/mail.service';

type GeneratePayload = JobPayload<'documents', 'generate-certificate'>;

const LANGUAGES: readonly CertificateDocumentLanguage[] = ['ru', 'kk'];
const PDF_MIME = 'application/pdf';
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

// The document writers (pdf-lib, fontkit and qrcode; docxtemplater and pizzip) load with the first certificate
// rendered, not with the process.
/* eslint-disable @typescript-eslint/no-require-imports */
const pdfWriter = (): typeof import('../documents/certificate-pdf') =>
  require('../documents/certificate-pdf');
const docxWriter = (): typeof import('../documents/certificate-docx') =>
  require('../documents/certificate-docx');
/* eslint-enable @typescript-eslint/no-require-imports */

export interface GenerateCertificateResult {
  certificate_id: number;
  generation: number;
  /** False when this generation's documents existed already (a retry, a second delivery). */
  generated: boolean;
}

/** What a certificate's documents show: the certificate, its owner's name and its course. */
function sourceOf(db: Kysely<Database>, certificateId: number) {
  return db
    .selectFrom('certificates as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .innerJoin('courses as co', 'co.id', 'c.course_id')
    .select((eb) => [
      'c.id',
      'c.uuid',
      'c.serial_number',
      'c.act_number',
      'c.act_number_kk',
      dateText(eb.ref('c.start_date')).as('start_date'),
      dateText(eb.ref('c.expiration_date')).as('expiration_date'),
      'c.generation',
      'c.documents_generation',
      // Its place in the revocation lists (bigint, as text).
      'c.status_position',
      'c.user_id',
      'u.name as full_name',
      'co.id as course_id',
      'co.title',
      'co.title_kk',
      'co.academic_hours',
      'co.education_type',
      'co.education_type_kk',
      'co.certificate_template_ru_file_id as template_ru_id',
      'co.certificate_template_kk_file_id as template_kk_id',
      organizationsOf(db, eb.ref('co.id')).as('organizations'),
    ])
    .where('c.id', '=', certificateId)
    .executeTakeFirst();
}

type SourceRow = NonNullable<Awaited<ReturnType<typeof sourceOf>>>;

interface Rendered {
  pdf: Record<CertificateDocumentLanguage, Buffer>;
  docx: Partial<Record<CertificateDocumentLanguage, Buffer>>;
  credential: string;
}

/**
 * The certificate a job names, and the generation it asks for: the certificateOrder's effect asks for the
 * current one (null), a regeneration for the one it created.
 */
function targetOf(payload: GeneratePayload): { certificateId: number; generation: number | null } {
  if ('params' in payload) {
    const checked = certificateOrderEffectSchemas.generateCertificate.safeParse(payload.params);
    if (checked.success) return { certificateId: checked.data.certificate_id, generation: null };
    throw new UnrecoverableError(`invalid generate-certificate: ${checked.error.message}`);
  }
  const { certificate_id: id, generation } = payload;
  if (Number.isInteger(id) && id > 0 && Number.isInteger(generation) && generation > 0) {
    return { certificateId: id, generation };
  }
  throw new UnrecoverableError('invalid generate-certificate: no certificate_id or generation');
}

/**
 * A certificate's documents (queue `documents`): the PDF in Russian and in Kazakh (the course's PDF template
 * of that language as the background), the course's .docx template filled when it has one, and the signed
 * Open Badges credential. Idempotent on (certificate, generation): a certificate whose documents are of its
 * current generation is left alone. Rendering happens outside the transaction; the files, their hashes, the
 * credential and the 'generated' event are written in one, under the certificate's row lock, and only if the
 * generation is still the one rendered. A previous generation's files leave the disk after that commit.
 */
@Injectable()
export class GenerateCertificateJob {
  private readonly logger = new Logger(GenerateCertificateJob.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storedFiles: StoredFilesService,
    private readonly issuerKeys: IssuerKeysService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  /** The holder's mail of a new certificate: its public page and its PDF in their language. */
  private async mailIssued(manager: EntityManager, source: SourceRow): Promise<void> {
    const to = await this.mail.addressee(source.user_id, manager);
    const base = this.config.publicUrl;
    const params = {
      name: to.name,
      number: source.serial_number,
      course: to.language === 'kk' ? source.title_kk : source.title,
      public_url: `${base}/certificates/${source.uuid}`,
      pdf_url: `${base}/api/v1/certificates/search/${source.uuid}/file/${to.language}/`,
    };
    await this.mail.queue(mailOrder('certificate_issued', to, to.language, params), manager);
  }

  async run(payload: GeneratePayload): Promise<GenerateCertificateResult> {
    const target = targetOf(payload);
    const certificateId = target.certificateId;
    const source = await sourceOf(typedSql(this.dataSource), certificateId);
    if (!source) throw new UnrecoverableError(`certificate ${certificateId} does not exist`);
    // The regeneration queues its job before its transaction commits: retried (backoff) until it is visible.
    if (target.generation !== null && target.generation > source.generation) {
      throw new Error(`certificate ${certificateId}: generation ${target.generation} is not committed yet`);
    }
    const generation = source.generation;
    if (source.documents_generation === generation) {
      return { certificate_id: certificateId, generation, generated: false };
    }
    const rendered = await this.render(source);

    const generated = await this.dataSource.transaction(async (manager) => {
      const db = typedSql(manager);
      const current = await db
        .selectFrom('certificates')
        .select([
          'generation',
          'documents_generation',
          'file_ru_id',
          'file_kk_id',
          'docx_ru_id',
          'docx_kk_id',
        ])
        .where('id', '=', certificateId)
        .forUpdate()
        .executeTakeFirst();
      // Another delivery wrote them meanwhile, or a regeneration made this rendering stale (its own job follows).
      if (!current || current.generation !== generation || current.documents_generation === generation) {
        return false;
      }
      const store = (language: CertificateDocumentLanguage, type: 'pdf' | 'docx', content: Buffer) =>
        this.storedFiles.store(
          manager,
          { type, originalName: certificateFileName(source.serial_number, language, type), content },
          { folder: 'certificates', uploadedBy: null },
        );
      const pdf: Partial<Record<CertificateDocumentLanguage, StoredFile>> = {};
      const docx: Partial<Record<CertificateDocumentLanguage, StoredFile>> = {};
      for (const language of LANGUAGES) {
        pdf[language] = await store(language, 'pdf', rendered.pdf[language]);
        const filled = rendered.docx[language];
        if (filled) docx[language] = await store(language, 'docx', filled);
      }
      await db
        .updateTable('certificates')
        .set({
          file_ru_id: pdf.ru?.id ?? null,
          file_kk_id: pdf.kk?.id ?? null,
          docx_ru_id: docx.ru?.id ?? null,
          docx_kk_id: docx.kk?.id ?? null,
          sha256_ru: pdf.ru?.sha256 ?? null,
          sha256_kk: pdf.kk?.sha256 ?? null,
          credential: rendered.credential,
          documents_generation: generation,
          documents_generated_at: sql`now()`,
        })
        .where('id', '=', certificateId)
        .execute();
      const replaced = [current.file_ru_id, current.file_kk_id, current.docx_ru_id, current.docx_kk_id];
      await this.storedFiles.remove(
        manager,
        replaced.filter((id): id is number => id !== null),
      );
      await db
        .insertInto('certificate_events')
        .values({
          certificate_id: certificateId,
          type: 'generated',
          detail: JSON.stringify({ generation, sha256_ru: pdf.ru?.sha256, sha256_kk: pdf.kk?.sha256 }),
        })
        .execute();
      // The first documents are the issue people hear of: its page and PDF work from this commit on.
      if (current.documents_generation === 0) await this.mailIssued(manager, source);
      return true;
    });
    if (generated) this.logger.log(`certificate ${certificateId}: documents of generation ${generation}`);
    return { certificate_id: certificateId, generation, generated };
  }

  private fields(source: SourceRow, language: CertificateDocumentLanguage): CertificateDocumentFields {
    const kk = language === 'kk';
    // A Kazakh text left empty falls back to the Russian one rather than leaving a blank on the page.
    const pick = (ru: string, kazakh: string) => (kk && kazakh.trim() ? kazakh : ru);
    return {
      language,
      full_name: source.full_name,
      serial_number: source.serial_number,
      act_number: pick(source.act_number, source.act_number_kk),
      course_title: pick(source.title, source.title_kk),
      academic_hours: source.academic_hours,
      education_type: pick(source.education_type, source.education_type_kk),
      organizations: source.organizations.map((o) => pick(o.name_ru, o.name_kk)),
      start_date: source.start_date,
      expiration_date: source.expiration_date,
      verify_url: verifyUrl(this.config.publicUrl, source.uuid),
    };
  }

  private async render(source: SourceRow): Promise<Rendered> {
    const pdf = {} as Record<CertificateDocumentLanguage, Buffer>;
    const docx: Partial<Record<CertificateDocumentLanguage, Buffer>> = {};
    for (const language of LANGUAGES) {
      const fields = this.fields(source, language);
      const template = await this.template(source[`template_${language}_id`]);
      pdf[language] = Buffer.from(
        await pdfWriter().renderCertificatePdf(
          fields,
          template?.mime === PDF_MIME ? template.content : undefined,
        ),
      );
      if (template?.mime === DOCX_MIME) {
        const filled = docxWriter().fillDocxTemplate(fields, template.content);
        // A template that cannot be filled (not a Word package, broken tags) leaves the PDF as the document.
        if (filled) docx[language] = filled;
        else this.logger.warn(`course ${source.course_id}: the ${language} .docx template cannot be filled`);
      }
    }
    const key = await this.issuerKeys.signingKey();
    const issuer = issuerOf(source.organizations, this.config.certificateIssuer);
    const status = statusEntryOf(source.status_position);
    const credential = await signCredential(
      buildCredential({
        public_url: this.config.publicUrl,
        certificate_uuid: source.uuid,
        issuer_name: issuer.name_ru,
        full_name: source.full_name,
        serial_number: source.serial_number,
        act_number_ru: source.act_number,
        act_number_kk: source.act_number_kk,
        course_id: source.course_id,
        course_title_ru: source.title,
        course_title_kk: source.title_kk,
        academic_hours: source.academic_hours,
        education_type_ru: source.education_type,
        start_date: source.start_date,
        expiration_date: source.expiration_date,
        status: { list_url: statusListUrl(this.config.publicUrl, status.list), index: status.index },
      }),
      key.privateJwk,
      key.kid,
    );
    return { pdf, docx, credential };
  }

  private async template(fileId: number | null): Promise<{ mime: string; content: Buffer } | null> {
    if (fileId === null) return null;
    const file = await this.storedFiles.find(fileId);
    if (!file) return null;
    return { mime: file.mime, content: await this.storedFiles.read(file) };
  }
}
