import type { Language } from '@expert-portal/contracts';
import type { EntityManager } from 'typeorm';
import { typedSql } from '../../core/database/typed-sql';
import { mailOrder, type MailService } from '../mail/mail.service';

/**
 * The applicant's mail of a refusal: the reason from the list and the comment as written, in the language the
 * application was sent in. Written by the `mailRefusal` effect's job (jobs/mail-refusal.job.ts), once per
 * application however often that job runs; answers the mail's id, or null when it was written already.
 */
export async function queueRefusalMail(
  mail: MailService,
  manager: EntityManager,
  applicationId: number,
  by: 'staff' | 'deputy',
): Promise<number | null> {
  const row = await typedSql(manager)
    .selectFrom('applications as a')
    .leftJoin('reject_reasons as r', 'r.id', 'a.rejection_reason_id')
    .select(['a.name', 'a.email', 'a.submitted_language', 'a.rejection_comment', 'r.name_ru', 'r.name_kk'])
    .$narrowType<{ submitted_language: Language }>()
    .where('a.id', '=', applicationId)
    .executeTakeFirstOrThrow();
  const language = row.submitted_language;
  const reason = [language === 'kk' ? row.name_kk : row.name_ru, row.rejection_comment]
    .filter((part): part is string => Boolean(part?.trim()))
    .join('\n');
  const order = mailOrder('application_refused', { userId: null, email: row.email }, language, {
    name: row.name,
    number: applicationId,
    by,
    reason,
  });
  return mail.queue({ ...order, dedupeKey: `application-refused-${applicationId}` }, manager);
}
