import { MAIL_ERASED_ERROR, type MailLogEntryDto } from '@expert-portal/contracts';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { recordRequests, server, type SentRequest } from '@/testing/http-server';
import { renderApp, storeSession } from '@/testing/render-app';

const LOG = '/api/v1/mail-log/';

const ADMIN = {
  id: 1,
  name: 'Сейткали Айгерим',
  username: 'admin',
  first_name: '',
  last_name: '',
  role: 'admin',
};

/** A password-setup mail that went out; `overrides` set what a test is about. */
function entry(id: number, overrides: Partial<MailLogEntryDto> = {}): MailLogEntryDto {
  return {
    id,
    user_id: 100 + id,
    email: `expert${id}@example.kz`,
    subject: `Установите пароль ${id}`,
    body: `Здравствуйте!\nПерейдите по ссылке, чтобы задать пароль (письмо ${id}).`,
    link: `https://portal.example.kz/set-password/token-${id}`,
    kind: 'password_setup',
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

/** `count` mails, the newest (highest id) first. */
const mails = (count: number, extra: Record<number, Partial<MailLogEntryDto>> = {}) =>
  Array.from({ length: count }, (_, i) => entry(count - i, extra[count - i]));

/** How the server answers the resend of mail `id`. */
type Resend = (id: number) => { status: number; body: JsonBodyType };

/**
 * The log as a server holding `log` would answer it: filtered by state, kind, part of the address and account,
 * 20 a page; a resend answers as `resend` says (by default: queued again). Returns what was sent.
 */
function mockApi(log: MailLogEntryDto[], resend?: Resend): SentRequest[] {
  server.use(
    http.get('/api/v1/users/profile/', () => HttpResponse.json(ADMIN)),
    http.get(LOG, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page') ?? 1);
      const matches = log.filter(
        (mail) =>
          (!query.has('status') || mail.status === query.get('status')) &&
          (!query.has('kind') || mail.kind === query.get('kind')) &&
          (!query.has('email') || (mail.email ?? '').includes(query.get('email')!.toLowerCase())) &&
          (!query.has('user_id') || mail.user_id === Number(query.get('user_id'))),
      );
      const results = matches.slice((page - 1) * 20, page * 20);
      return HttpResponse.json({ count: matches.length, next: null, previous: null, results });
    }),
    http.post<{ id: string }>(`${LOG}:id/resend/`, ({ params }) => {
      const id = Number(params.id);
      const index = log.findIndex((mail) => mail.id === id);
      const answer = resend?.(id) ?? { status: 200, body: { ...log[index], status: 'queued', attempts: 0 } };
      if (answer.status === 200) log[index] = answer.body as MailLogEntryDto;
      return HttpResponse.json(answer.body, { status: answer.status });
    }),
    http.all('/api/v1/*', () => HttpResponse.json({ detail: 'Не найдено.' }, { status: 404 })),
  );
  return recordRequests();
}

const urlOf = (request: SentRequest) => new URL(request.url, 'http://portal');
const logCalls = (requests: SentRequest[]) =>
  requests.filter((request) => request.method === 'GET' && urlOf(request).pathname === LOG);
const lastQuery = (requests: SentRequest[]) => urlOf(logCalls(requests).at(-1)!).search;
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const headers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

beforeEach(async () => {
  // Toasts live outside the rendered tree: one test's must not answer for the next.
  notifications.clean();
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('admin');
});

describe('the admin mail log', () => {
  it('is a section of the admin area and lists the mails newest first, page by page', async () => {
    const requests = mockApi(mails(23));
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('link', { name: 'Журнал писем' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Журнал писем' })).toBeInTheDocument();
    expect(await screen.findByText('Всего писем: 23')).toBeInTheDocument();
    expect(headers()).toEqual(['Дата', 'Получатель', 'Тема', 'Вид', 'Состояние', 'Ссылка']);
    expect(rows()).toHaveLength(20);

    expect(rows()[0]).toHaveTextContent(/2 мар\. 2026 г\., \d\d:15/);
    expect(rows()[0]).toHaveTextContent('expert23@example.kz');
    expect(rows()[0]).toHaveTextContent('Установите пароль 23');
    expect(rows()[0]).toHaveTextContent('Заявка одобрена: установка пароля');
    expect(rows()[0]).toHaveTextContent('Отправлено');
    expect(within(rows()[0]).getByRole('link', { name: 'expert23@example.kz' })).toHaveAttribute(
      'href',
      'mailto:expert23@example.kz',
    );

    const pages = screen.getByRole('navigation', { name: 'Страницы журнала писем' });
    await user.click(within(pages).getByRole('button', { name: '2' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[0]).toHaveTextContent('expert3@example.kz');
    expect(logCalls(requests).map((request) => request.url)).toEqual([
      '/api/v1/mail-log/?page=1&page_size=20',
      '/api/v1/mail-log/?page=2&page_size=20',
    ]);
  });

  it('shows each state as a badge, with the next try or the reason, and a resend for the settled ones', async () => {
    mockApi([
      entry(6, { status: 'queued', attempts: 0, sent_at: null, sent_via: 'log' }),
      entry(5, { status: 'sending', sent_at: null, sent_via: 'log' }),
      entry(4, { status: 'sent' }),
      entry(3, {
        status: 'retrying',
        attempts: 2,
        next_attempt_at: '2026-03-02T09:25:00.000Z',
        sent_at: null,
        sent_via: 'log',
        error: '451 4.7.1 Try again later',
      }),
      entry(2, {
        status: 'failed',
        attempts: 1,
        sent_at: null,
        sent_via: 'log',
        error: '550 5.1.1 User unknown',
      }),
      entry(1, { status: 'logged', attempts: 0, sent_at: null, sent_via: 'log' }),
    ]);
    renderApp('/admin/mail-log');
    expect(await screen.findByText('Всего писем: 6')).toBeInTheDocument();

    const state = (row: HTMLElement) => row.children[4];
    const badge = (row: HTMLElement) => state(row).querySelector('.mantine-Badge-root');
    expect(rows().map((row) => badge(row)?.textContent)).toEqual([
      'В очереди',
      'Отправляется',
      'Отправлено',
      'Повтор',
      'Не доставлено',
      'Только в журнале',
    ]);
    expect(state(rows()[3])).toHaveTextContent(/Попыток: 2; следующая — 2 мар\. 2026 г\., \d\d:25/);
    expect(state(rows()[4])).toHaveTextContent('Причина: 550 5.1.1 User unknown');
    expect(badge(rows()[4])).toHaveStyle({ '--badge-color': 'var(--mantine-color-red-light-color)' });
    expect(badge(rows()[3])).toHaveStyle({ '--badge-color': 'var(--mantine-color-orange-light-color)' });
    expect(badge(rows()[5])).toHaveAttribute(
      'title',
      'Почтовый сервер не настроен: письмо сохранено только в журнале.',
    );
    // The worker's mails (queued, sending, retrying) are not sent again; the settled ones are.
    const resends = rows().map(
      (row) => within(row).queryByRole('button', { name: 'Отправить снова' }) !== null,
    );
    expect(resends).toEqual([false, false, true, false, true, true]);
  });

  it('shows the set-password link to open or copy, and the mail text on demand', async () => {
    mockApi(mails(1));
    const { user } = renderApp('/admin/mail-log');
    const link = await screen.findByRole('link', { name: 'Открыть' });
    expect(link).toHaveAttribute('href', 'https://portal.example.kz/set-password/token-1');

    await user.click(screen.getByRole('button', { name: 'Скопировать ссылку' }));
    expect(await screen.findByRole('button', { name: 'Ссылка скопирована' })).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(
      'https://portal.example.kz/set-password/token-1',
    );

    const details = screen.getByText('Текст письма').closest('details');
    expect(details).not.toHaveAttribute('open');
    await user.click(screen.getByText('Текст письма'));
    expect(details).toHaveAttribute('open');
    expect(details).toHaveTextContent('Перейдите по ссылке, чтобы задать пароль (письмо 1).');
  });

  it('shows a dash where a mail has no address or link', async () => {
    mockApi(mails(1, { 1: { email: null, link: null } }));
    renderApp('/admin/mail-log');
    expect(await screen.findByText('Всего писем: 1')).toBeInTheDocument();
    expect(within(rows()[0]).getAllByText('—')).toHaveLength(2);
    expect(within(rows()[0]).queryByRole('button', { name: 'Скопировать ссылку' })).not.toBeInTheDocument();
  });

  it('says why a mail never went when its recipient’s personal data was erased first', async () => {
    mockApi(
      mails(1, {
        1: { email: null, link: null, status: 'failed', sent_at: null, error: MAIL_ERASED_ERROR },
      }),
    );
    renderApp('/admin/mail-log');
    expect(await screen.findByText('Всего писем: 1')).toBeInTheDocument();
    expect(rows()[0].children[4]).toHaveTextContent(
      /^Не доставлено\s*Не отправлено: персональные данные получателя удалены$/,
    );
    // Nowhere to send it again.
    expect(within(rows()[0]).queryByRole('button', { name: 'Отправить снова' })).not.toBeInTheDocument();
  });

  const FILTERED = {
    44: { status: 'failed', kind: 'interview_cancelled', error: '550 5.1.1 User unknown' },
    40: { status: 'failed', kind: 'interview_cancelled', email: 'aigerim@edu.gov.kz' },
    30: { status: 'failed', kind: 'invitation' },
  } as const;

  it('filters by state and kind at once, from the first page, and keeps them in the address', async () => {
    const requests = mockApi(mails(45, FILTERED));
    const { user, router } = renderApp('/admin/mail-log');
    expect(await screen.findByText('Всего писем: 45')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Страницы журнала писем' });
    await user.click(within(pages).getByRole('button', { name: '2' }));
    await waitFor(() => expect(lastQuery(requests)).toBe('?page=2&page_size=20'));

    // Mantine's options stay hidden in jsdom (no layout): the selects are driven by the keyboard.
    const status = screen.getByRole('combobox', { name: 'Состояние' });
    await user.click(status);
    // All, queued, sending, sent, retrying, failed.
    await user.keyboard('{ArrowDown}'.repeat(5) + '{Enter}');
    expect(status).toHaveValue('Не доставлено');
    await waitFor(() => expect(lastQuery(requests)).toBe('?status=failed&page=1&page_size=20'));
    expect(await screen.findByText('Всего писем: 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=failed');

    const kind = screen.getByRole('combobox', { name: 'Вид письма' });
    await user.clear(kind);
    await user.type(kind, 'отмен');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(kind).toHaveValue('Собеседование отменено');
    await waitFor(() =>
      expect(lastQuery(requests)).toBe('?status=failed&kind=interview_cancelled&page=1&page_size=20'),
    );
    expect(await screen.findByText('Всего писем: 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=failed&kind=interview_cancelled');
  });

  it('searches the address 300 ms after the last key, and resets every filter at once', async () => {
    const requests = mockApi(mails(45, FILTERED));
    const { user, router } = renderApp('/admin/mail-log?status=failed&kind=interview_cancelled');
    expect(await screen.findByText('Всего писем: 2')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Адрес получателя' }), 'edu.gov');
    const searches = () => logCalls(requests).filter((request) => urlOf(request).searchParams.has('email'));
    expect(searches()).toHaveLength(0);
    await waitFor(() => expect(searches()).toHaveLength(1));
    await act(() => new Promise((done) => setTimeout(done, 400)));
    expect(searches()).toHaveLength(1);
    expect(urlOf(searches()[0]).search).toBe(
      '?status=failed&kind=interview_cancelled&email=edu.gov&page=1&page_size=20',
    );
    expect(await screen.findByText('Всего писем: 1')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('aigerim@edu.gov.kz');
    expect(router.state.location.search).toBe('?status=failed&kind=interview_cancelled&email=edu.gov');

    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(lastQuery(requests)).toBe('?page=1&page_size=20'));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Адрес получателя' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Состояние' })).toHaveValue('Все состояния');
    expect(screen.getByRole('combobox', { name: 'Вид письма' })).toHaveValue('Все виды');
    expect(await screen.findByText('Всего писем: 45')).toBeInTheDocument();
  });

  it('opens filtered by the address it is given, an account shown as a chip that takes its filter off', async () => {
    const log = mails(5, { 4: { user_id: 7, email: 'asel@example.kz' }, 2: { user_id: 7 } });
    const requests = mockApi(log);
    const { user, router } = renderApp('/admin/mail-log?user_id=7&status=sent&kind=nope');
    expect(await screen.findByText('Всего писем: 2')).toBeInTheDocument();
    expect(logCalls(requests)[0].url).toBe('/api/v1/mail-log/?status=sent&user_id=7&page=1&page_size=20');
    expect(screen.getByText('Учётная запись: ID 7, asel@example.kz')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Состояние' })).toHaveValue('Отправлено');
    expect(screen.getByRole('combobox', { name: 'Вид письма' })).toHaveValue('Все виды');

    await user.click(screen.getByRole('button', { name: 'Убрать фильтр по учётной записи' }));
    await waitFor(() => expect(lastQuery(requests)).toBe('?status=sent&page=1&page_size=20'));
    expect(await screen.findByText('Всего писем: 5')).toBeInTheDocument();
    expect(screen.queryByText(/Учётная запись: ID 7/)).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=sent');
  });

  it('sends a mail again: the toast says so and the log shows it queued', async () => {
    const requests = mockApi(mails(2, { 2: { status: 'failed', error: '550 5.1.1 User unknown' } }));
    const { user } = renderApp('/admin/mail-log');
    expect(await screen.findByText('Всего писем: 2')).toBeInTheDocument();
    const readsBefore = logCalls(requests).length;

    await user.click(within(rows()[0]).getByRole('button', { name: 'Отправить снова' }));
    expect(
      await screen.findByText('Письмо «Установите пароль 2» снова в очереди на отправку.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(rows()[0]).toHaveTextContent('В очереди'));
    expect(within(rows()[0]).queryByRole('button', { name: 'Отправить снова' })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      '/api/v1/mail-log/2/resend/',
    ]);
    expect(logCalls(requests).length).toBeGreaterThan(readsBefore);
  });

  it('shows why the server refused a resend (409), in its own words', async () => {
    const requests = mockApi(mails(1, { 1: { status: 'logged', sent_via: 'log', sent_at: null } }), () => ({
      status: 409,
      body: { detail: 'Почтовый сервер не настроен: письмо можно только записать в журнал.' },
    }));
    const { user } = renderApp('/admin/mail-log');
    await user.click(await screen.findByRole('button', { name: 'Отправить снова' }));

    expect(await screen.findByText('Письмо не отправлено')).toBeInTheDocument();
    expect(
      screen.getByText('Почтовый сервер не настроен: письмо можно только записать в журнал.'),
    ).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('Только в журнале');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('tells an empty log from an empty filter', async () => {
    mockApi([]);
    const { unmount } = renderApp('/admin/mail-log');
    expect(await screen.findByText('Писем пока нет.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();

    renderApp('/admin/mail-log?status=failed');
    expect(await screen.findByText('Нет писем по этим фильтрам.')).toBeInTheDocument();
  });

  it('shows the server error when the log cannot be read', async () => {
    server.use(
      http.get('/api/v1/users/profile/', () => HttpResponse.json(ADMIN)),
      http.all('/api/v1/*', () => HttpResponse.json({ detail: 'Недостаточно прав.' }, { status: 403 })),
    );
    renderApp('/admin/mail-log');
    expect(await screen.findByRole('alert')).toHaveTextContent('Недостаточно прав.');
  });

  it('reads in Kazakh: the states, the kinds, the months', async () => {
    localStorage.setItem('lang', 'kk');
    await i18n.changeLanguage('kk');
    mockApi([
      entry(3, { status: 'failed', kind: 'interview_scheduled', error: '550 5.1.1 User unknown' }),
      entry(2, { status: 'retrying', attempts: 3, next_attempt_at: '2026-03-02T09:45:00.000Z' }),
      entry(1, { status: 'logged' }),
    ]);
    renderApp('/admin/mail-log');

    expect(await screen.findByRole('heading', { level: 1, name: 'Хаттар журналы' })).toBeInTheDocument();
    expect(await screen.findByText('Барлық хат: 3')).toBeInTheDocument();
    expect(headers()).toEqual(['Күні', 'Алушы', 'Тақырыбы', 'Түрі', 'Күйі', 'Сілтеме']);
    expect(rows()[0]).toHaveTextContent(/2 наурыз 2026, \d\d:15/);
    expect(rows()[0]).toHaveTextContent('Әңгімелесуге шақыру');
    expect(rows()[0]).toHaveTextContent('Жеткізілмеді');
    expect(rows()[0]).toHaveTextContent('Себебі: 550 5.1.1 User unknown');
    expect(within(rows()[0]).getByRole('button', { name: 'Қайта жіберу' })).toBeInTheDocument();
    expect(rows()[1]).toHaveTextContent(/ҚайталауТалпыныс: 3; келесісі — 2 наурыз 2026, \d\d:45/);
    expect(rows()[2]).toHaveTextContent('Тек журналда');
    expect(within(rows()[2]).getByRole('button', { name: 'Сілтемені көшіру' })).toBeInTheDocument();
  });
});
