import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { typedSql } from '../../core/database/typed-sql';
import { AccountAdminService } from '../../modules/accounts/account-admin.service';
import { MfaService } from '../../modules/auth/mfa.service';

/** director2's TOTP secret, published in the README so a newcomer can try the two-step sign-in. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const KAIRAT = 'kairat.yerzhanov@expert-portal.kz';

/**
 * The accounts screen's demo, as `admin` would have made it: an invited staff member who has not chosen a
 * password yet, an analyst moved to staff, an analyst deactivated with a reason, and `director2` with a second
 * factor. Each action goes through the accounts service, so the audit trail and the mail log show them. Once:
 * nothing is done when the invited staff member exists.
 */
export async function seedDemoAccountsHistory(app: INestApplicationContext): Promise<string[]> {
  const dataSource = app.get(DataSource);
  const db = typedSql(dataSource);
  const present = await db.selectFrom('users').select('id').where('username', '=', KAIRAT).executeTakeFirst();
  if (present) return [];
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  const director2 = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'director2')
    .executeTakeFirstOrThrow();
  const accounts = app.get(AccountAdminService);
  const byAdmin = { id: admin.id };

  const kairat = await accounts.create(
    { name: 'Ержанов Қайрат Серікұлы', email: KAIRAT, role: 'staff' },
    byAdmin,
    'kk',
  );
  const moved = await accounts.create(
    { name: 'Бекова Салтанат Маратовна', email: 'saltanat.bekova@expert-portal.kz', role: 'analyst' },
    byAdmin,
    'ru',
  );
  await accounts.changeRole(byAdmin, moved.account.id, 'staff');
  const left = await accounts.create(
    { name: 'Ким Виктория Олеговна', email: 'viktoriya.kim@expert-portal.kz', role: 'analyst' },
    byAdmin,
    'ru',
  );
  await accounts.deactivate(byAdmin, left.account.id, 'Перевелась в другое управление министерства');
  await app.get(MfaService).enrolKnownSecret(director2.id, DEMO_TOTP_SECRET);
  await db
    .insertInto('account_audit')
    .values({ action: 'mfa_enrolled', actor_id: director2.id, subject_id: director2.id, detail: '{}' })
    .execute();
  // Refused at login in production, as every demo account is.
  await db
    .updateTable('users')
    .set({ demo: true })
    .where('id', 'in', [kairat.account.id, moved.account.id, left.account.id])
    .execute();
  return [kairat.account.username, moved.account.username, left.account.username, 'director2'];
}
