import type { AccountDto, AuditEntryDto, MailLogEntryDto } from '@expert-portal/contracts';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { recordRequests, server, type SentRequest } from '@/testing/http-server';

export const ACCOUNTS_PATH = '/api/v1/accounts/';
export const AUDIT_PATH = '/api/v1/audit-log/';
export const MAIL_LOG_PATH = '/api/v1/mail-log/';

/** An account of the list; `overrides` set what a test is about. */
export function account(id: number, overrides: Partial<AccountDto> = {}): AccountDto {
  return {
    id,
    username: `staff${id}@example.kz`,
    name: `Сотрудник ${id}`,
    email: `staff${id}@example.kz`,
    phone: null,
    role: 'staff',
    status: 'active',
    demo: false,
    mfa_enabled: false,
    last_login_at: '2026-03-02T09:15:00.000Z',
    created_at: '2026-01-10T09:00:00.000Z',
    deactivated_at: null,
    deactivation_reason: null,
    locked_until: null,
    ...overrides,
  };
}

const ADMIN_PERSON = { id: 1, name: 'Сейткали Айгерим', role: 'admin' } as const;

/** An audit entry about account `subject`. */
export function entry(id: number, overrides: Partial<AuditEntryDto> = {}): AuditEntryDto {
  return {
    id,
    at: '2026-03-02T09:15:00.000Z',
    action: 'login_succeeded',
    actor: null,
    subject: { id: 5, name: 'Сотрудник 5', role: 'staff' },
    ip: '10.0.0.7',
    request_id: `req-${id}`,
    detail: {},
    ...overrides,
  };
}

/** What happened to account 5: created from the command line, moved to another role, a failed sign-in. */
export function historyOf5(): AuditEntryDto[] {
  const subject = { id: 5, name: 'Сотрудник 5', role: 'staff' } as const;
  return [
    entry(13, { action: 'login_failed', detail: { reason: 'wrong_password' }, subject }),
    entry(12, {
      action: 'role_changed',
      actor: ADMIN_PERSON,
      detail: { from: 'analyst', to: 'staff' },
      subject,
    }),
    entry(11, { action: 'account_created', detail: { role: 'analyst', via: 'cli' }, subject }),
  ];
}

/** A mail written to account `user_id` 5; `overrides` set what a test is about. */
export function mail(id: number, overrides: Partial<MailLogEntryDto> = {}): MailLogEntryDto {
  return {
    id,
    user_id: 5,
    email: 'staff5@example.kz',
    subject: `Письмо ${id}`,
    body: `Текст письма ${id}`,
    link: null,
    kind: 'password_reset',
    language: 'ru',
    status: 'sent',
    attempts: 1,
    next_attempt_at: null,
    sent_at: '2026-03-02T09:16:00.000Z',
    message_id: `<mail-${id}@portal.example.kz>`,
    sent_via: 'smtp',
    error: null,
    created_at: '2026-03-02T09:15:00.000Z',
    ...overrides,
  };
}

/** An answer of the screen's API: a status and a JSON body. */
export interface Answer {
  status: number;
  body: JsonBodyType;
}

export const page = (results: JsonBodyType[], count = results.length): Answer => ({
  status: 200,
  body: { count, next: null, previous: null, results },
});

type Route = (request: Request, url: URL) => Answer | undefined;

/**
 * The API of the screen as one MSW handler: `route` answers first, then the signed-in admin's profile and an
 * account's mails (none); anything else goes on to the shared server's handlers (which fail the test). Returns
 * what was sent.
 */
export function mockAccountsApi(route: Route): SentRequest[] {
  server.use(
    http.all('/api/v1/*', ({ request }) => {
      const url = new URL(request.url);
      const answer = route(request, url);
      if (answer) return HttpResponse.json(answer.body, { status: answer.status });
      if (url.pathname === '/api/v1/users/profile/')
        return HttpResponse.json({ ...ADMIN_PERSON, username: 'admin', first_name: '', last_name: '' });
      if (url.pathname === MAIL_LOG_PATH) return HttpResponse.json(page([]).body);
      return undefined;
    }),
  );
  return recordRequests();
}

export const urlOf = (request: SentRequest) => new URL(request.url, 'http://portal');

/** The list calls among the recorded ones. */
export const listCalls = (requests: SentRequest[]) =>
  requests.filter((request) => request.method === 'GET' && urlOf(request).pathname === ACCOUNTS_PATH);
