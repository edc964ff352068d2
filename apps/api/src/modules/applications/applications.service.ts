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
import { applicationSigningWorkflow } from '@expert-portal/machines';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { typedSql } from '../../core/database/typed-sql';
import { StorageService } from '../../core/files/storage.service';
import { AppException } from '../../core/http/app-exception';
import { SYSTEM_ACTOR } from '../../core/workflow/workflow-access';
import { WorkflowRuntime } from '../../core/workflow/workflow-runtime.service';
import { mailOrder, MailService } from '../mail/mail.service';
import { applicationBusinessKey } from './application-signing.projection-writer';
import { checkDocuments, type CheckedDocument, type UploadedDocument } from './application-upload';

/** The storage folder of application documents (under STORAGE_DIR, outside the web root). */
export const APPLICATION_FILES_FOLDER = 'applications';

const WAITING_IIN_INDEX = 'applications_iin_waiting_key';
/** The status a submitted application reads (its signing instance's first state). */
const NEW_APPLICATION_STATUS = 'waiting' satisfies ApplicationStatus;

const REFERENCE_TABLES = {
  teacher_category: 'teacher_categories',
  language: 'languages',
  language_learn: 'languages',
  subject: 'subjects',
  subject2: 'subjects',
  education_level: 'education_levels',
} as const satisfies Record<ApplicationReferenceField, string>;

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
    private readonly mail: MailService,
  ) {}

  /**
   * Checks a submission (400 with the first problem of each field, an IIN that already signs in to an account
   * among them), then stores the row, its documents and a new applicationSigning instance together.
   *
   * A second application for an IIN whose first is still waiting is not stored; it is answered as a stored one
   * would be, and the address it gives is told by mail that an application is already waiting. So the public
   * form never tells a stranger that someone applied, and the person who did learns why nothing new came.
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
    const accountErrors: ApplicationFieldErrors =
      fields.errors.iin || formErrors.iin || !(await this.hasAccount(fields.values.iin))
        ? {}
        : { iin: 'application.iin_has_account' };
    const errors = orderedFieldErrors(
      fields.errors,
      upload.errors,
      formErrors,
      references.errors,
      accountErrors,
    );
    if (Object.keys(errors).length > 0) throw AppException.fields(errors);

    // A clear answer in the common case; the partial unique index decides a race (see store()).
    const waiting = await typedSql(this.dataSource)
      .selectFrom('applications')
      .select((eb) => eb.lit(1).as('found'))
      .where('iin', '=', fields.values.iin)
      // A literal, as in the partial unique index's predicate, so that index answers the check.
      .where('status', '=', sql.lit('waiting'))
      .limit(1)
      .executeTakeFirst();
    if (waiting) return this.alreadyWaiting(fields.values, submission.language);

    return this.store(fields.values, references, upload.documents, submission.language);
  }

  /**
   * Whether the IIN is already the login of an account (an applicant approved before): such a person signs in
   * or recovers their password; an approval would fail to make a second account with the same login.
   */
  private async hasAccount(iin: string): Promise<boolean> {
    const found = await typedSql(this.dataSource)
      .selectFrom('users')
      .select((eb) => eb.lit(1).as('found'))
      // lower() as in users_username_key, so that index answers.
      .where((eb) => eb(eb.fn('lower', ['username']), '=', iin.toLowerCase()))
      .limit(1)
      .executeTakeFirst();
    return Boolean(found);
  }

  /**
   * The answer to an application for an IIN that already has one waiting: nothing is stored, the address
   * given is told by mail, and the answer looks like a stored application's (a number drawn from the same
   * sequence, the status of a new application, now), so it reveals nothing of the waiting one.
   */
  private async alreadyWaiting(
    values: RegistrationValues,
    language: Language,
  ): Promise<ApplicationCreatedDto> {
    const to = { userId: null, email: values.email.trim() };
    await this.mail.queue(
      mailOrder('application_already_waiting', to, language, { name: values.name.trim() }),
    );
    const { id } = await sql<{
      id: string;
    }>`SELECT nextval(pg_get_serial_sequence('applications', 'id')) AS id`
      .execute(typedSql(this.dataSource))
      .then((result) => result.rows[0]);
    return { id: Number(id), status: NEW_APPLICATION_STATUS, created_at: new Date().toISOString() };
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
        const db = typedSql(manager);
        // Resolved, each of them: submit() stops at a field error for any required reference not found.
        const ids = references.ids as Record<Exclude<ApplicationReferenceField, 'subject2'>, number> & {
          subject2?: number;
        };
        const { id } = await db
          .insertInto('applications')
          .values({
            name: values.name.trim(),
            email: values.email.trim(),
            address: values.address.trim(),
            phone: values.phone,
            id_number: values.id_number,
            iin: values.iin,
            iik: values.iik,
            bank: values.bank.trim(),
            workplace: values.workplace.trim(),
            academic_status: values.academic_status === 'true',
            teacher_category_id: ids.teacher_category,
            language_id: ids.language,
            language_learn_id: ids.language_learn,
            subject_id: ids.subject,
            subject2_id: ids.subject2 ?? null,
            education_level_id: ids.education_level,
            // The level's name comes from the chosen id, not from the client's `level` text.
            level:
              (language === 'kk' ? references.educationLevel?.name_kk : references.educationLevel?.name_ru) ??
              '',
            submitted_language: language,
            search_text: applicationSearchText({
              name: values.name.trim(),
              email: values.email.trim(),
              phone: values.phone,
              iin: values.iin,
              id_number: values.id_number,
              workplace: values.workplace.trim(),
            }),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const [index, document] of documents.entries()) {
          await db
            .insertInto('application_files')
            .values({
              application_id: id,
              field: document.field,
              stored_name: stored[index],
              original_name: document.originalName,
              mime: document.mime,
              size: document.size,
              sha256: document.sha256,
            })
            .execute();
        }
        await this.runtime.start(
          {
            workflow: applicationSigningWorkflow,
            businessKey: applicationBusinessKey(id),
            input: { application_id: id },
            actor: SYSTEM_ACTOR,
          },
          manager,
        );
        // Read back after the start: the status is the signing instance's projection.
        const row = await db
          .selectFrom('applications')
          .select(['status', 'created_at'])
          .$narrowType<{ status: ApplicationStatus }>()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        const to = { userId: null, email: values.email.trim() };
        const received = { name: values.name.trim(), number: id, submitted_at: row.created_at };
        await this.mail.queue(mailOrder('application_received', to, language, received), manager);
        return { id, status: row.status, created_at: row.created_at.toISOString() };
      });
    } catch (error) {
      await this.removeUnreferenced(stored);
      if (isWaitingIinConflict(error)) return this.alreadyWaiting(values, language);
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
      const rows = await typedSql(this.dataSource)
        .selectFrom('application_files')
        .select('stored_name')
        .where('stored_name', '=', (eb) => eb.fn.any(eb.val(stored)))
        .execute();
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
    const db = typedSql(this.dataSource);
    const lookups = [];
    for (const field of APPLICATION_REFERENCE_FIELDS) {
      const value = values[field].trim();
      if (!value) continue; // a required select left blank is the form rule's error
      // Up to 9 digits keeps the id inside PostgreSQL's int; anything else cannot be in a list.
      if (!/^\d{1,9}$/.test(value)) {
        references.errors[field] = 'registration.unknown_reference';
        continue;
      }
      lookups.push(
        db
          .selectFrom(REFERENCE_TABLES[field])
          .select([sql.lit(field).as('field'), 'id', 'name_ru', 'name_kk'])
          .where('id', '=', Number(value)),
      );
      references.errors[field] = 'registration.unknown_reference'; // until found
    }
    if (lookups.length === 0) return references;
    // One statement for all the lists: their lookups as one UNION ALL.
    const rows = await lookups.reduce((union, lookup) => union.unionAll(lookup)).execute();
    for (const row of rows) {
      references.ids[row.field] = row.id;
      delete references.errors[row.field];
      if (row.field === 'education_level') references.educationLevel = row;
    }
    return references;
  }
}
