import type { Role } from '@expert-portal/contracts';
import { DataSource } from 'typeorm';
import { hashPassword } from '../../modules/auth/auth.service';
import { User } from '../../modules/users/user.entity';

export const DEMO_PASSWORD = 'demo12345';

interface DemoAccount {
  username: string;
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
  workplace: string;
}

/** One account per role, listed in the README. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'admin',
    role: 'admin',
    firstName: 'Айгерим',
    lastName: 'Сейткали',
    email: 'admin@expert-portal.kz',
    workplace: 'Экспертный портал',
  },
  {
    username: 'director',
    role: 'director',
    firstName: 'Ержан',
    lastName: 'Абенов',
    email: 'director@expert-portal.kz',
    workplace: 'Экспертный портал',
  },
  {
    // Signs in with a second factor: demo-accounts-history.ts enrols DEMO_TOTP_SECRET (in the README).
    username: 'director2',
    role: 'director',
    firstName: 'Сәуле',
    lastName: 'Керімбаева',
    email: 'director2@expert-portal.kz',
    workplace: 'Экспертный портал',
  },
  {
    username: 'deputy',
    role: 'deputy',
    firstName: 'Гульнара',
    lastName: 'Мусина',
    email: 'deputy@expert-portal.kz',
    workplace: 'Экспертный портал',
  },
  {
    username: 'staff',
    role: 'staff',
    firstName: 'Данияр',
    lastName: 'Омаров',
    email: 'staff@expert-portal.kz',
    workplace: 'Экспертный портал',
  },
  {
    username: 'analyst',
    role: 'analyst',
    firstName: 'Асель',
    lastName: 'Жумабаева',
    email: 'analyst@expert-portal.kz',
    workplace: 'Экспертный портал',
  },
  {
    username: 'candidate',
    role: 'user',
    firstName: 'Марат',
    lastName: 'Касымов',
    email: 'candidate@example.kz',
    workplace: 'Школа-лицей № 12, Астана',
  },
  {
    username: 'interviewee',
    role: 'user',
    firstName: 'Айдана',
    lastName: 'Нурланова',
    email: 'interviewee@example.kz',
    workplace: 'Средняя школа № 45, Шымкент',
  },
  {
    username: 'essayist',
    role: 'user',
    firstName: 'Ербол',
    lastName: 'Тулегенов',
    email: 'essayist@example.kz',
    workplace: 'Школа-гимназия № 7, Павлодар',
  },
  {
    username: 'retaker',
    role: 'user',
    firstName: 'Дана',
    lastName: 'Сапарова',
    email: 'retaker@example.kz',
    workplace: 'Лицей № 2, Актобе',
  },
  {
    username: 'direct',
    role: 'direct_enroll',
    firstName: 'Жанар',
    lastName: 'Ахметова',
    email: 'direct@example.kz',
    workplace: 'Гимназия № 3, Алматы',
  },
  {
    username: 'practitioner',
    role: 'direct_enroll',
    firstName: 'Сәуле',
    lastName: 'Жақсылықова',
    email: 'practitioner@example.kz',
    workplace: 'Школа-гимназия № 21, Караганда',
  },
  {
    username: 'expert',
    role: 'expert',
    firstName: 'Нурлан',
    lastName: 'Бекмуханов',
    email: 'expert@example.kz',
    workplace: 'НИШ ФМН, Караганда',
  },
];

/** Creates the missing demo accounts and resets the demo password of existing ones; returns the created usernames. */
export async function seedDemoUsers(dataSource: DataSource): Promise<string[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created: string[] = [];
  await dataSource.transaction(async (manager) => {
    for (const account of DEMO_ACCOUNTS) {
      const existing = await manager.findOneBy(User, { username: account.username });
      if (existing) {
        await manager.update(User, { id: existing.id }, { passwordHash, isActive: true });
        continue;
      }
      await manager.insert(User, {
        username: account.username,
        role: account.role,
        firstName: account.firstName,
        lastName: account.lastName,
        name: `${account.lastName} ${account.firstName}`,
        email: account.email,
        workplace: account.workplace,
        passwordHash,
      });
      created.push(account.username);
    }
    // Marked, so that in production they cannot sign in (migration DemoAccounts1763930000000).
    await manager.query('UPDATE users SET demo = true WHERE username = ANY($1::text[])', [
      DEMO_ACCOUNTS.map((account) => account.username),
    ]);
  });
  return created;
}

/** Seeds the demo accounts when no user exists yet (first start against an empty database). */
export async function seedDemoIfEmpty(dataSource: DataSource): Promise<string[]> {
  const [{ count }] = (await dataSource.query('SELECT count(*)::int AS count FROM users')) as Array<{
    count: number;
  }>;
  return count === 0 ? seedDemoUsers(dataSource) : [];
}
