import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  APPLICATION_REFERENCE_FIELDS,
  applicationSearchText,
  orderedFieldErrors,
  parseApplicationFields,
  registrationIssues,
  type ApplicationCreatedDto,
  type ApplicationFieldErrors,
  type ApplicationReferenceField,
  type ApplicationStatus,
  type Language,
  type RegistrationValues,
} from '@expert-portal/contracts';
import { APPLICATION_SIGNING_MACHINE_ID } from '@expert-portal/machines';
import { DataSource } from 'typeorm';
import { StorageService } from '../../core/files/storage.service';
import { AppException } from '../../core/http/app-exception';
import { SYSTEM_ACTOR } from '../../core/workflow/workflow-access';
import { WorkflowRuntime } from '../../core/workflow/workflow-runtime.service';
import { applicationBusinessKey } from './application-signing.projection-writer';
import { checkDocuments, type CheckedDocument, type UploadedDocument } from './application-upload';

/** The storage folder of application documents (under STORAGE_DIR, outside the web root). */
export const APPLICATION_FILES_FOLDER = 'applications';

const WAITING_IIN_INDEX = 'applications_iin_waiting_key';

const REFERENCE_TABLES: Record<ApplicationReferenceField, string> = {
  teacher_category: 'teacher_categories',
  language: 'languages',
  language_learn: 'languages',
  subject: 'subjects',
  subject2: 'subjects',
  education_level: 'education_levels',
};

/** A submitted application: its text parts, its file parts and the language it was sent in. */
export interface ApplicationSubmission {
  body: Record<string, unknown>;
  files: readonly UploadedDocument[];
  language: Language;
}

interface References {
  ids: Partial<Record<ApplicationReferenceField, number>>;
  educationLevel: { name_ru: string; name_kk: string } | null;
  errors: ApplicationFieldErrors;
}

function isWaitingIinConflict(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23505' && constraint === WAITING_IIN_INDEX;
}

/** Expert applications: checked with the form's rules, stored with their documents, entered into signing. */
@Injectable()
export class ApplicationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    private readonly runtime: WorkflowRuntime,
  ) {}

  /**
   * Checks a submission (400 with the first problem of each field), refuses a second waiting application for
   * the same IIN (409), then stores the row, its documents and a new applicationSigning instance together.
   */
  async submit(submission: ApplicationSubmission): Promise<ApplicationCreatedDto> {
    const fields = parseApplicationFields(submission.body);
    const upload = await checkDocuments(submission.files);
    const formErrors: ApplicationFieldErrors = Object.fromEntries(
      registrationIssues({ values: fields.values, files: upload.chosen }).map((issue) => [
        issue.field,
        issue.message,
      ]),
    );
    const references = await this.resolveReferences(fields.values);
    const errors = orderedFieldErrors(fields.errors, upload.errors, formErrors, references.errors);
    if (Object.keys(errors).length > 0) throw AppException.fields(errors);

    // A clear answer in the common case; the partial unique index decides a race (see store()).
    const [waiting] = (await this.dataSource.query(
      `SELECT 1 FROM applications WHERE iin = $1 AND status = 'waiting' LIMIT 1`,
      [fields.values.iin],
    )) as unknown[];
    if (waiting) throw new AppException(409, 'application.duplicate_waiting');

    return this.store(fields.values, references, upload.documents, submission.language);
  }

  /**
   * Files first, then one transaction for the row, the file rows and the signing instance; on any error the
   * written files are removed, so a refused or failed submission leaves nothing behind.
   *
   * If the process dies between writing the files and the commit, the transaction never commits (PostgreSQL
   * rolls it back when the connection drops) and the files stay on disk with no row naming them; so do the
   * files of a failure whose cleanup could not reach the database. ApplicationFileSweeper removes such
   * unreferenced files once they are a day old, well after any submission still in flight.
   */
  private async store(
    values: RegistrationValues,
    references: References,
    documents: readonly CheckedDocument[],
    language: Language,
  ): Promise<ApplicationCreatedDto> {
    const stored: string[] = [];
    try {
      for (const document of documents) {
        stored.push(await this.storage.save(APPLICATION_FILES_FOLDER, document.type, document.content));
      }
      return await this.dataSource.transaction(async (manager) => {
        const [{ id }] = (await manager.query(
          `INSERT INTO applications
             (name, email, address, phone, id_number, iin, iik, bank, workplace, academic_status,
              teacher_category_id, language_id, language_learn_id, subject_id, subject2_id, education_level_id,
              level, submitted_language, search_text)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
           RETURNING id`,
          [
            values.name.trim(),
            values.email.trim(),
            values.address.trim(),
            values.phone,
            values.id_number,
            values.iin,
            values.iik,
            values.bank.trim(),
            values.workplace.trim(),
            values.academic_status === 'true',
            references.ids.teacher_category,
            references.ids.language,
            references.ids.language_learn,
            references.ids.subject,
            references.ids.subject2 ?? null,
            references.ids.education_level,
            // The level's name comes from the chosen id, not from the client's `level` text.
            (language === 'kk' ? references.educationLevel?.name_kk : references.educationLevel?.name_ru) ??
              '',
            language,
            applicationSearchText({
              name: values.name.trim(),
              email: values.email.trim(),
              phone: values.phone,
              iin: values.iin,
              id_number: values.id_number,
              workplace: values.workplace.trim(),
            }),
          ],
        )) as Array<{ id: number }>;
        for (const [index, document] of documents.entries()) {
          await manager.query(
            `INSERT INTO application_files (application_id, field, stored_name, original_name, mime, size, sha256)
             VALUES ($1, $2, $3, $4, $5, $6, $7)`,
            [
              id,
              document.field,
              stored[index],
              document.originalName,
              document.mime,
              document.size,
              document.sha256,
            ],
          );
        }
        await this.runtime.start(
          {
            machineId: APPLICATION_SIGNING_MACHINE_ID,
            businessKey: applicationBusinessKey(id),
            input: { application_id: id },
            actor: SYSTEM_ACTOR,
          },
          manager,
        );
        // Read back after the start: the status is the signing instance's projection.
        const [row] = (await manager.query('SELECT status, created_at FROM applications WHERE id = $1', [
          id,
        ])) as Array<{ status: ApplicationStatus; created_at: Date }>;
        return { id, status: row.status, created_at: row.created_at.toISOString() };
      });
    } catch (error) {
      await this.removeUnreferenced(stored);
      if (isWaitingIinConflict(error)) throw new AppException(409, 'application.duplicate_waiting');
      throw error;
    }
  }

  /**
   * Removes written files that no committed row names. If the database cannot say (it failed mid-commit, or
   * is down) the files are kept: a commit whose answer was lost may have stored them. The sweeper decides later.
   */
  private async removeUnreferenced(stored: readonly string[]): Promise<void> {
    if (stored.length === 0) return;
    let referenced: Set<string>;
    try {
      const rows = (await this.dataSource.query(
        'SELECT stored_name FROM application_files WHERE stored_name = ANY($1)',
        [stored],
      )) as Array<{ stored_name: string }>;
      referenced = new Set(rows.map((row) => row.stored_name));
    } catch {
      return;
    }
    await Promise.all(
      stored.filter((name) => !referenced.has(name)).map((name) => this.storage.remove(name)),
    );
  }

  /** Looks up the chosen reference ids in one query; an id absent from its list is a field error. */
  private async resolveReferences(values: RegistrationValues): Promise<References> {
    const references: References = { ids: {}, educationLevel: null, errors: {} };
    const selects: string[] = [];
    const params: number[] = [];
    for (const field of APPLICATION_REFERENCE_FIELDS) {
      const value = values[field].trim();
      if (!value) continue; // a required select left blank is the form rule's error
      // Up to 9 digits keeps the id inside PostgreSQL's int; anything else cannot be in a list.
      if (!/^\d{1,9}$/.test(value)) {
        references.errors[field] = 'registration.unknown_reference';
        continue;
      }
      params.push(Number(value));
      selects.push(
        `SELECT '${field}' AS field, id, name_ru, name_kk FROM ${REFERENCE_TABLES[field]} WHERE id = $${params.length}`,
      );
      references.errors[field] = 'registration.unknown_reference'; // until found
    }
    if (selects.length === 0) return references;
    const rows = (await this.dataSource.query(selects.join(' UNION ALL '), params)) as Array<{
      field: ApplicationReferenceField;
      id: number;
      name_ru: string;
      name_kk: string;
    }>;
    for (const row of rows) {
      references.ids[row.field] = row.id;
      delete references.errors[row.field];
      if (row.field === 'education_level') references.educationLevel = row;
    }
    return references;
  }
}
