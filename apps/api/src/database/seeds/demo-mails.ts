import { LANGUAGES, MAIL_KINDS, type MailKind } from '@expert-portal/contracts';
import type { INestApplicationContext } from '@nestjs/common';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { typedSql } from '../../core/database/typed-sql';
import { mailOrder, MailService } from '../../modules/mail/mail.service';
import { mailExamples } from '../../modules/mail/templates/mail-examples';

/** The demo candidate the example mails go to: their account card lists them. */
const RECIPIENT = 'candidate';

/**
 * The mail log's demo: every kind of mail in both languages (the catalogue's examples, to the demo candidate),
 * one of them waiting for its next try after a greylisting server's 451 and one refused for good with 550, so
 * a newcomer sees every state the log shows. Once: nothing is done when an example mail is there.
 */
export async function seedDemoMails(app: INestApplicationContext): Promise<string[]> {
  const db = typedSql(app.get(DataSource));
  const mail = app.get(MailService);
  const config = app.get<AppConfig>(APP_CONFIG);
  const present = await db
    .selectFrom('mail_log')
    .select('id')
    .where('dedupe_key', 'like', 'demo-%')
    .executeTakeFirst();
  if (present) return [];
  const candidate = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('username', '=', RECIPIENT)
    .executeTakeFirst();
  if (!candidate) return [];
  const examples = mailExamples(config.publicUrl);
  const to = { userId: candidate.id, email: candidate.email || 'candidate@example.kz' };
  const ids = new Map<string, number>();
  for (const kind of MAIL_KINDS) {
    for (const language of LANGUAGES) {
      const order = mailOrder(kind, to, language, examples[kind] as never);
      const id = await mail.queue({ ...order, dedupeKey: `demo-${kind}-${language}` });
      if (id !== null) ids.set(`${kind}-${language}`, id);
    }
  }
  const retrying = ids.get(demoKey('interview_scheduled', 'kk'));
  if (retrying !== undefined) {
    await db
      .updateTable('mail_log')
      .set({
        status: 'retrying',
        attempts: 2,
        next_attempt_at: sql<Date>`now() + interval '4 minutes'`,
        error: '451 4.7.1 Greylisted, please try again later',
      })
      .where('id', '=', retrying)
      .execute();
  }
  const failed = ids.get(demoKey('certificate_issued', 'ru'));
  if (failed !== undefined) {
    await db
      .updateTable('mail_log')
      .set({
        status: 'failed',
        attempts: 1,
        error: '550 5.1.1 <candidate@example.kz>: Recipient address rejected',
      })
      .where('id', '=', failed)
      .execute();
  }
  return [`${ids.size} example mails`, 'one retrying', 'one failed'];
}

function demoKey(kind: MailKind, language: string): string {
  return `${kind}-${language}`;
}
