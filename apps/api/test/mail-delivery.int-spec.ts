import type { ChildProcess } from 'node:child_process';
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, MAIL_KINDS, type MailLogEntryDto } from '@expert-portal/contracts';
import { mailOrder, MailService, type MailOrder } from '../src/modules/mail/mail.service';
import { mailExamples } from '../src/modules/mail/templates/mail-examples';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { signedIn, startTestApp, type TestApp } from './support/test-app';
import { startWorkerProcess, until } from './support/worker-process';

/** Short waits, so that a test sees several tries: the first retry after 0.5 s, then 2, 8, 32 s. */
const MAIL_ENV = {
  MAIL_RETRY_DELAY_SECONDS: '0.5',
  MAIL_POLL_MS: '100',
  JOB_LOCK_MS: '2000',
  OUTBOX_REDELIVER_AFTER_MS: '3000',
};

/**
 * Mail through the queue to a real SMTP server (`smtp-server`, parsed with `mailparser`), sent by the real worker
 * process: retries after 451, no retry after 550, a server away for 30 s, a worker killed mid-batch.
 */
describe('mail delivery through the queue', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let mail: MailService;
  let worker: ChildProcess;
  let sequence = 0;

  const row = async (id: number) =>
    (await t.dataSource.query('SELECT * FROM mail_log WHERE id = $1', [id]))[0] as {
      status: string;
      attempts: number;
      error: string | null;
      message_id: string;
      next_attempt_at: Date | null;
      sent_at: Date | null;
    };
  const statusIs = (id: number, status: string) => async () => {
    const current = await row(id);
    return current.status === status ? current : undefined;
  };
  /** A «password changed» mail in Kazakh to an address of its own. */
  const newMail = (email?: string): MailOrder => {
    sequence += 1;
    const to = { userId: null, email: email ?? `teacher${sequence}@school.example.kz` };
    return mailOrder('password_changed', to, 'kk', {
      name: `Мұғалім ${sequence}`,
      username: `teacher${sequence}`,
    });
  };
  /** Queues a mail that has no dedupe key, so it always is written. */
  const queue = async (order: MailOrder) => (await mail.queue(order)) as number;
  const startWorker = () => startWorkerProcess(t, { SMTP_URL: sink.url, ...MAIL_ENV });

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({ SMTP_URL: sink.url, ...MAIL_ENV });
    mail = t.app.get(MailService);
    worker = startWorker();
    // The worker is up once a first mail went through: every test then measures only its own mail.
    const first = await queue(newMail());
    await until(statusIs(first, 'sent'), 90_000);
  }, 120_000);

  afterAll(async () => {
    worker?.kill('SIGKILL');
    await sink.stop();
    await t.close();
  });

  it('sends a queued mail once, with its Message-ID, both parts and the state in the mail log', async () => {
    const id = await queue(newMail());
    const sent = await until(statusIs(id, 'sent'), 30_000);
    expect(sent).toMatchObject({ attempts: 1, error: null });
    expect(sent.sent_at).not.toBeNull();
    const [received] = sink.withMessageId(sent.message_id);
    expect(received.subject).toBe('Құпия сөз өзгертілді');
    expect(received.text).toContain(`логин: teacher${sequence}`);
    expect(received.text).toContain('Сарапшылар порталы');
    expect(received.html).toContain(`<html lang="kk">`);
    expect(received.html).toContain(`логин: teacher${sequence}`);

    const admin = await signedIn(t, 'admin');
    const page = await t.http
      .get(`/api/v1/mail-log/?status=sent&kind=password_changed`)
      .set(admin.auth)
      .expect(200);
    const entry = (page.body.results as MailLogEntryDto[]).find((result) => result.id === id);
    expect(entry).toMatchObject({
      status: 'sent',
      attempts: 1,
      message_id: sent.message_id,
      sent_via: 'smtp',
    });
  }, 60_000);

  it('delivers every kind of mail in both languages: subject, both parts, links, calendar file', async () => {
    const examples = mailExamples(t.config.publicUrl);
    const queued: Array<{ id: number; kind: string; language: string; links: string[] }> = [];
    for (const kind of MAIL_KINDS) {
      for (const language of LANGUAGES) {
        const email = `${kind}.${language}@school.example.kz`;
        const params = examples[kind];
        const order = mailOrder(kind, { userId: null, email }, language, params as never);
        // Every address the mail names: the portal's links, a meeting's, a certificate's page and PDF.
        // (A cancelled meeting's link is not repeated.)
        const links =
          kind === 'interview_cancelled'
            ? []
            : Object.values(params).filter((value): value is string => /^https?:/.test(String(value)));
        queued.push({ id: await queue(order), kind, language, links });
      }
    }
    const kazakh = /[әғқңөұүһі]/i;
    for (const mailed of queued) {
      const sent = await until(statusIs(mailed.id, 'sent'), 30_000);
      const [stored] = (await t.dataSource.query('SELECT subject FROM mail_log WHERE id = $1', [
        mailed.id,
      ])) as Array<{
        subject: string;
      }>;
      const [received] = sink.withMessageId(sent.message_id);
      const what = `${mailed.kind} (${mailed.language})`;
      expect({ what, subject: received.subject }).toEqual({ what, subject: stored.subject });
      expect(received.html).toContain(`<html lang="${mailed.language}">`);
      expect(received.text).toContain(mailed.language === 'kk' ? 'Сарапшылар порталы' : 'Экспертный портал');
      for (const link of mailed.links) {
        expect({ what, text: received.text?.includes(link) }).toEqual({ what, text: true });
        expect({ what, html: received.html && received.html.includes(link) }).toEqual({ what, html: true });
      }
      if (mailed.language === 'kk') {
        expect({ what, text: kazakh.test(received.text ?? '') }).toEqual({ what, text: true });
        expect({ what, html: kazakh.test(received.html || '') }).toEqual({ what, html: true });
      }
      const calendar = received.attachments.find((file) => file.contentType.startsWith('text/calendar'));
      expect({ what, calendar: Boolean(calendar) }).toEqual({
        what,
        calendar: mailed.kind.startsWith('interview_') && mailed.kind !== 'interview_graded',
      });
      if (calendar) {
        const ics = calendar.content.toString('utf8');
        expect(ics).toContain('BEGIN:VEVENT');
        expect(ics).toMatch(
          mailed.kind === 'interview_cancelled' ? /^METHOD:CANCEL\r?$/m : /^METHOD:REQUEST\r?$/m,
        );
      }
    }
    expect(queued).toHaveLength(MAIL_KINDS.length * 2);
  }, 120_000);

  it('tries again after 451 with a growing wait, and delivers once', async () => {
    sink.defer('greylisted@school.example.kz', 2);
    const id = await queue(newMail('greylisted@school.example.kz'));
    const retrying = await until(statusIs(id, 'retrying'), 30_000);
    expect(retrying.error).toContain('451');
    expect(retrying.next_attempt_at).not.toBeNull();
    const sent = await until(statusIs(id, 'sent'), 30_000);
    expect(sent.attempts).toBe(3);
    expect(sink.withMessageId(sent.message_id)).toHaveLength(1);
  }, 60_000);

  it('marks a mail refused with 550 failed, with the server’s answer, and does not try again', async () => {
    const refused = newMail('nobody@school.example.kz');
    sink.refuse('nobody@school.example.kz');
    const id = await queue(refused);
    const failed = await until(statusIs(id, 'failed'), 30_000);
    expect(failed.attempts).toBe(1);
    expect(failed.error).toMatch(/550.*No such user/);
    // Longer than two retry delays: still one attempt.
    await new Promise((done) => setTimeout(done, 3000));
    expect((await row(id)).attempts).toBe(1);

    const admin = await signedIn(t, 'admin');
    const page = await t.http.get('/api/v1/mail-log/?status=failed').set(admin.auth).expect(200);
    expect(page.body.results.map((entry: MailLogEntryDto) => entry.id)).toContain(id);
  }, 60_000);

  it('sends a mail again on an admin’s request, and refuses while it is still queued', async () => {
    const id = await queue(newMail());
    const admin = await signedIn(t, 'admin');
    const sent = await until(statusIs(id, 'sent'), 30_000);
    const again = await t.http.post(`/api/v1/mail-log/${id}/resend/`).set(admin.auth).expect(200);
    expect(again.body).toMatchObject({ id, status: 'queued' });
    const twice = await t.http.post(`/api/v1/mail-log/${id}/resend/`).set(admin.auth).expect(409);
    expect(twice.body.detail).toBe('Письмо ещё в очереди отправки: дождитесь результата.');
    await until(async () => sink.withMessageId(sent.message_id).length === 2 || undefined, 30_000);
    expect((await until(statusIs(id, 'sent'), 30_000)).attempts).toBe(2);
    await t.http.post('/api/v1/mail-log/999999/resend/').set(admin.auth).expect(404);
  }, 60_000);

  it('delivers everything queued while the server was away for 30 s once it is back', async () => {
    await sink.stop();
    const ids = await Promise.all([1, 2, 3, 4, 5].map(() => queue(newMail())));
    await until(async () => {
      const rows = await Promise.all(ids.map(row));
      return rows.every((current) => current.status === 'retrying') || undefined;
    }, 30_000);
    await new Promise((done) => setTimeout(done, 30_000));
    await sink.start();
    const sent = await until(async () => {
      const rows = await Promise.all(ids.map(row));
      return rows.every((current) => current.status === 'sent') ? rows : undefined;
    }, 60_000);
    for (const current of sent) expect(sink.withMessageId(current.message_id)).toHaveLength(1);
  }, 120_000);

  it('loses no mail when the worker is killed mid-batch; only interrupted sends may arrive twice', async () => {
    sink.acceptDelayMs = 150;
    const ids: number[] = [];
    for (let i = 0; i < 40; i += 1) ids.push(await queue(newMail()));
    // Some mails are out, others waiting for the server, when the worker dies.
    await until(async () => {
      const [{ sent }] = (await t.dataSource.query(
        `SELECT count(*)::int AS sent FROM mail_log WHERE id = ANY($1) AND status = 'sent'`,
        [ids],
      )) as Array<{ sent: number }>;
      return sent >= 5 || undefined;
    }, 30_000);
    const exited = new Promise((done) => worker.once('exit', done));
    worker.kill('SIGKILL');
    await exited;
    const [{ interrupted }] = (await t.dataSource.query(
      `SELECT count(*)::int AS interrupted FROM mail_log WHERE id = ANY($1) AND status = 'sending'`,
      [ids],
    )) as Array<{ interrupted: number }>;
    sink.acceptDelayMs = 0;
    worker = startWorker();
    const rows = await until(async () => {
      const current = (await t.dataSource.query(
        'SELECT status, message_id FROM mail_log WHERE id = ANY($1)',
        [ids],
      )) as Array<{ status: string; message_id: string }>;
      return current.every((one) => one.status === 'sent') ? current : undefined;
    }, 60_000);
    const arrivals = rows.map((one) => sink.withMessageId(one.message_id).length);
    expect(arrivals.every((count) => count >= 1)).toBe(true);
    const duplicates = arrivals.reduce((sum, count) => sum + count - 1, 0);
    expect(duplicates).toBeLessThanOrEqual(interrupted);
    // For the closing note: how many of the 40 arrived twice, of how many cut off mid-send.
    mkdirSync(join(__dirname, '../../../reports'), { recursive: true });
    writeFileSync(
      join(__dirname, '../../../reports/mail-crash.json'),
      JSON.stringify({ mails: ids.length, interrupted, duplicates }),
    );
  }, 120_000);
});
