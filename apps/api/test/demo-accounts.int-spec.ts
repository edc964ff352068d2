import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { DemoAccounts1763930000000 } from '../src/database/migrations/1763930000000-DemoAccounts';
import { DEMO_PASSWORD, seedDemoUsers } from '../src/database/seeds/demo-users';
import { demoAccountsWarning } from '../src/modules/auth/demo-accounts';
import { newApplication } from './support/applications';
import { login, newUser, startTestApp, type TestApp } from './support/test-app';

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_ACCESS_SECRET: 'a'.repeat(40),
  JWT_REFRESH_SECRET: 'r'.repeat(40),
};

describe('demo accounts in production', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(PRODUCTION);
    await seedDemoUsers(t.dataSource);
  });
  afterAll(() => t?.close());

  it('refuses their login with the answer of a wrong password', async () => {
    const demo = await t.http.post('/token/').send({ username: 'admin', password: DEMO_PASSWORD });
    const wrong = await t.http.post('/token/').send({ username: 'admin', password: 'not-the-password' });
    expect(demo.status).toBe(401);
    expect(demo.body).toEqual(wrong.body);
    // A real account still signs in.
    const user = await newUser(t.dataSource);
    await login(t, user.username, user.password);
  });

  it('refuses an account made of a demo application, and the refresh of a token issued before', async () => {
    const user = await newUser(t.dataSource);
    const tokens = await login(t, user.username, user.password);
    const applicationId = await newApplication(t);
    await t.dataSource.query('UPDATE applications SET demo = true WHERE id = $1', [applicationId]);
    await t.dataSource.query('UPDATE users SET application_id = $2 WHERE id = $1', [user.id, applicationId]);
    await t.http.post('/token/').send({ username: user.username, password: user.password }).expect(401);
    await t.http.post('/token/refresh/').send({ refresh: tokens.refresh }).expect(401);
  });

  it('warns at start that the database holds them', async () => {
    expect(await demoAccountsWarning(t.dataSource, t.config)).toMatch(
      /^The database holds \d+ demo accounts; they cannot sign in in production/,
    );
  });

  it('marks the demo rows of a database seeded before the marker existed', async () => {
    const legacy = await newUser(t.dataSource, { email: 'someone@example.com' });
    const real = await newUser(t.dataSource, { email: 'teacher@mail.kz' });
    const runner = t.dataSource.createQueryRunner();
    try {
      const migration = new DemoAccounts1763930000000();
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const rows = (await t.dataSource.query(
      'SELECT username, demo FROM users WHERE username = ANY($1::text[]) ORDER BY username',
      [['admin', 'expert', legacy.username, real.username]],
    )) as Array<{ username: string; demo: boolean }>;
    expect(Object.fromEntries(rows.map((row) => [row.username, row.demo]))).toEqual({
      admin: true,
      expert: true,
      [legacy.username]: true,
      [real.username]: false,
    });
  });

  it('lets them sign in with ALLOW_DEMO_ACCOUNTS=true', async () => {
    // Production asks admins for a second factor by default; that is not what this test is about.
    const allowed = await startTestApp({
      ...PRODUCTION,
      ALLOW_DEMO_ACCOUNTS: 'true',
      MFA_REQUIRED_ROLES: '',
    });
    try {
      await seedDemoUsers(allowed.dataSource);
      await login(allowed, 'admin', DEMO_PASSWORD);
      expect(await demoAccountsWarning(allowed.dataSource, allowed.config)).toMatch(
        /ALLOW_DEMO_ACCOUNTS=true lets them/,
      );
    } finally {
      await allowed.close();
    }
  });

  it('never seeds in production: npm run seed:demo refuses', () => {
    const run = spawnSync(
      process.execPath,
      ['-r', join(__dirname, 'support/register-ts.cjs'), join(__dirname, '../src/cli/seed-demo.ts')],
      { env: { ...process.env, ...PRODUCTION, DATABASE_URL: t.config.databaseUrl }, encoding: 'utf8' },
    );
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/Demo data is never seeded in production/);
    expect(run.stdout).toBe('');
  });
});
