import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The language a person picks for the portal's mails in their profile (issue 38). Null until they pick one:
 * their mails then go in the language their application was sent in, else in Russian (MailService.addressee).
 */
export class UserMailLanguage1764000000000 implements MigrationInterface {
  name = 'UserMailLanguage1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users
        ADD COLUMN mail_language text
          CONSTRAINT users_mail_language_check CHECK (mail_language IN ('ru', 'kk'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE users DROP COLUMN mail_language');
  }
}
