import { TOTP } from 'otpauth';
import type { TestApp } from './test-app';

/** The newest mail of a kind sent to a user, as the mail log holds it (link included). */
export async function lastMail(
  t: TestApp,
  userId: number,
  kind: string,
): Promise<{ id: number; link: string | null; subject: string; body: string; language: string } | undefined> {
  const rows: Array<{ id: number; link: string | null; subject: string; body: string; language: string }> =
    await t.dataSource.query(
      'SELECT id, link, subject, body, language FROM mail_log WHERE user_id = $1 AND kind = $2 ORDER BY id DESC LIMIT 1',
      [userId, kind],
    );
  return rows[0];
}

/** The token part of a one-time link (`…/set-password/<token>`). */
export function tokenOf(link: string | null | undefined): string {
  const token = link?.split('/').pop();
  if (!token) throw new Error(`not a link: ${link}`);
  return token;
}

/** The current code of a TOTP secret, at `offsetSteps` periods from now. */
export function totpCode(secret: string, offsetSteps = 0): string {
  return new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
}

/** The audit entries of a subject, oldest first: their actions. */
export async function auditActions(t: TestApp, subjectId: number): Promise<string[]> {
  const rows: Array<{ action: string }> = await t.dataSource.query(
    'SELECT action FROM account_audit WHERE subject_id = $1 ORDER BY id',
    [subjectId],
  );
  return rows.map((row) => row.action);
}
