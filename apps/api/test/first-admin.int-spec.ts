import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { totpCode } from './support/accounts';
import { startApiProcess, type ApiProcess } from './support/api-process';
import { newApplication } from './support/applications';
import { dropDatabase, runId, serverUrl, withAdminClient } from './support/test-database';
import type { TestApp } from './support/test-app';

const run = promisify(execFile);

const CLI = join(__dirname, '../src/cli/accounts-create.ts');
const REGISTER = join(__dirname, 'support/register-ts.cjs');

/** The command line's account creation, as an operator runs it: its exit code, stdout and stderr. */
async function accountsCreate(env: Record<string, string>, args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['-r', REGISTER, CLI, ...args], {
      env: { ...process.env, ...env },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/**
 * A production install on an empty database, from nothing to work done: the command line makes the first
 * admin and prints a set-password link; the admin chooses a password, enrols the second factor production
 * requires of admins and creates a staff account; the staff member sets a password from the invitation in the
 * mail log, signs in with no second factor (staff needs none) and signs an application.
 */
describe('a production install, from the first admin to a signed application', () => {
  const name = `ep_test_${runId()}_prod_${randomBytes(3).toString('hex')}`;
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: serverUrl(name),
    JWT_ACCESS_SECRET: randomBytes(32).toString('hex'),
    JWT_REFRESH_SECRET: randomBytes(32).toString('hex'),
    REDIS_PREFIX: `ept-prod-${randomBytes(3).toString('hex')}`,
    STORAGE_DIR: join('/tmp', `${name}-storage`),
    PUBLIC_URL: 'https://expert.edu.kz',
    LOG_LEVEL: 'warn',
  };
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    await withAdminClient((client) => client.query(`CREATE DATABASE "${name}"`));
  });
  afterAll(async () => {
    await api?.stop();
    await dropDatabase(name);
  });

  it('works end to end', async () => {
    const first = await accountsCreate(env, [
      '--role',
      'admin',
      '--name',
      'Сейтқали Әлия',
      '--email',
      'aliya@edu.gov.kz',
    ]);
    expect(first.code).toBe(0);
    const link = /^https:\/\/expert\.edu\.kz\/set-password\/([\w-]{43})$/m.exec(first.stdout);
    expect(link).not.toBeNull();
    const refusals = await Promise.all([
      accountsCreate(env, ['--role', 'admin', '--name', 'Ещё раз', '--email', 'ALIYA@edu.gov.kz']),
      accountsCreate(env, ['--role', 'superuser', '--name', 'Кто-то', '--email', 'who@edu.gov.kz']),
      accountsCreate(env, ['--role', 'staff', '--email', 'noname@edu.gov.kz']),
    ]);
    for (const refusal of refusals) {
      expect(refusal.code).toBe(1);
      expect(refusal.stderr.trim().split('\n')).toHaveLength(1);
    }
    expect(refusals.map((r) => r.stderr)).toEqual([
      expect.stringContaining('--email: Этот e-mail уже использует другая учётная запись.'),
      expect.stringContaining('--role: Выберите роль сотрудника'),
      expect.stringContaining('--name: Обязательное поле.'),
    ]);

    api = await startApiProcess({ ...env, SEED_DEMO: 'auto' });
    const http = request(api.url);
    const adminPassword = 'Министерство просвещения 2026';
    await http
      .post(`/api/v1/password-setup/${link![1]}/`)
      .send({ password: 'aliya@edu.gov.kz', password_confirm: 'aliya@edu.gov.kz' })
      .expect(400);
    await http
      .post(`/api/v1/password-setup/${link![1]}/`)
      .send({ password: adminPassword, password_confirm: adminPassword })
      .expect(200);
    const challenge = await http
      .post('/token/')
      .send({ username: 'aliya@edu.gov.kz', password: adminPassword })
      .expect(401);
    expect(challenge.body.code).toBe('mfa_setup_required');
    const enrolment = await http
      .post('/token/mfa/setup/')
      .send({ mfa_token: challenge.body.mfa_token })
      .expect(200);
    const signedIn = await http
      .post('/token/mfa/')
      .send({ mfa_token: challenge.body.mfa_token, code: totpCode(enrolment.body.secret) })
      .expect(200);
    expect(signedIn.body.recovery_codes).toHaveLength(10);
    const admin = { Authorization: `Bearer ${signedIn.body.access}` };

    const staff = await http
      .post('/api/v1/accounts/')
      .set(admin)
      .send({ name: 'Омаров Данияр', email: 'daniyar@edu.gov.kz', role: 'staff' })
      .expect(201);
    const mails = await http.get('/api/v1/mail-log/').set(admin).expect(200);
    const invitation = mails.body.results.find(
      (mail: { user_id: number; kind: string }) => mail.user_id === staff.body.id,
    );
    expect(invitation.kind).toBe('invitation');
    const staffToken = /\/set-password\/([\w-]+)$/.exec(invitation.link)![1];
    const staffPassword = 'подписываю заявки с утра';
    await http
      .post(`/api/v1/password-setup/${staffToken}/`)
      .send({ password: staffPassword, password_confirm: staffPassword })
      .expect(200);
    const staffPair = await http
      .post('/token/')
      .send({ username: 'daniyar@edu.gov.kz', password: staffPassword })
      .expect(200);

    const applicationId = await newApplication({ http } as unknown as TestApp);
    await http
      .post(`/api/v1/applications/${applicationId}/sign/`)
      .set('Authorization', `Bearer ${staffPair.body.access}`)
      .send({ decision: 'approved' })
      .expect(200);
    const signed = await http.get(`/api/v1/applications/${applicationId}/`).set(admin).expect(200);
    expect(signed.body.signed_by_staff).toBe(true);

    const audit = await http.get('/api/v1/audit-log/?page_size=50').set(admin).expect(200);
    const actions = audit.body.results.map((entry: { action: string }) => entry.action).reverse();
    expect(actions).toEqual([
      'account_created',
      'invitation_sent',
      'password_set',
      'mfa_enrolled',
      'login_succeeded',
      'account_created',
      'invitation_sent',
      'password_set',
      'login_succeeded',
    ]);
    expect(
      audit.body.results.find(
        (entry: { action: string; actor: unknown }) => entry.action === 'account_created' && !entry.actor,
      )?.detail,
    ).toEqual({
      role: 'admin',
      via: 'cli',
    });
    // Production seeds nothing: these two are the only accounts.
    const accounts = await http.get('/api/v1/accounts/').set(admin).expect(200);
    expect(accounts.body.count).toBe(2);
    // Four CLI runs and a production API, each a process that compiles the sources first.
  }, 90_000);
});
