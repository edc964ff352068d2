import type { AuditEntryDto } from '@expert-portal/contracts';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { recordRequests, server, type SentRequest } from '@/testing/http-server';
import { renderApp, storeSession } from '@/testing/render-app';

const LOG = '/api/v1/audit-log/';
const EXPORT = '/api/v1/audit-log/export/';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const ADMIN = { id: 1, name: 'Сейткали Айгерим', role: 'admin' } as const;
const STAFF = { id: 5, name: 'Бекова Алия', role: 'staff' } as const;

function entry(id: number, overrides: Partial<AuditEntryDto> = {}): AuditEntryDto {
  return {
    id,
    at: '2026-03-02T09:15:00.000Z',
    action: 'login_succeeded',
    actor: STAFF,
    subject: STAFF,
    ip: '10.0.0.7',
    request_id: `req-${id}`,
    detail: {},
    ...overrides,
  };
}

const ENTRIES: AuditEntryDto[] = [
  entry(40, { action: 'login_failed', actor: null, detail: { reason: 'wrong_password' } }),
  entry(39, { action: 'login_unknown', actor: null, subject: null, detail: { login_hash: 'a1b2c3d4' } }),
  entry(38, {
    action: 'role_changed',
    actor: ADMIN,
    ip: '::ffff:10.0.0.9',
    detail: { from: 'analyst', to: 'staff' },
  }),
  entry(37, { action: 'account_deactivated', actor: ADMIN, detail: { reason: 'Уволена' } }),
  entry(36, { action: 'account_created', actor: null, ip: null, detail: { role: 'analyst', via: 'cli' } }),
];

const ADMIN_PROFILE = { ...ADMIN, username: 'admin', first_name: '', last_name: '' };

/** The log answers ENTRIES (of 45) whatever the filters; returns what was sent. */
function mockApi(): SentRequest[] {
  server.use(
    http.get('/api/v1/users/profile/', () => HttpResponse.json(ADMIN_PROFILE)),
    http.get(LOG, () => HttpResponse.json({ count: 45, next: null, previous: null, results: ENTRIES })),
    http.get(EXPORT, () => new HttpResponse(new Blob(['x'], { type: XLSX }))),
  );
  return recordRequests();
}

const urlOf = (request: SentRequest) => new URL(request.url, 'http://portal');
const logCalls = (requests: SentRequest[]) => requests.filter((request) => urlOf(request).pathname === LOG);
const lastQuery = (requests: SentRequest[]) => urlOf(logCalls(requests).at(-1)!).search;
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

const saved: string[] = [];
beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
  });
});
beforeEach(async () => {
  saved.length = 0;
  notifications.clean();
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('admin');
});

describe('the audit log', () => {
  it('is a section of the admin area and lists the entries newest first, 20 a page', async () => {
    const requests = mockApi();
    const { user } = renderApp('/admin/mail-log');
    await user.click(await screen.findByRole('link', { name: 'Журнал аудита' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Журнал аудита' })).toBeInTheDocument();
    expect(await screen.findByText('Всего записей: 45')).toBeInTheDocument();
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Время', 'Действие', 'Кто', 'Учётная запись', 'IP-адрес', 'Подробности']);

    expect(rows()[0]).toHaveTextContent(
      /^2 мар\. 2026 г\., \d\d:15Неверный парольсистемаБекова АлияСотрудник · ID 510\.0\.0\.7—$/,
    );
    expect(rows()[1]).toHaveTextContent('Вход с неизвестным логином');
    expect(rows()[1]).toHaveTextContent('неизвестный логин');
    expect(rows()[1]).toHaveTextContent('хеш логина a1b2c3d4');
    expect(rows()[2]).toHaveTextContent('Сейткали АйгеримАдминистратор · ID 1');
    expect(rows()[2]).toHaveTextContent('Роль: Аналитик → Сотрудник');
    // An IPv4 address as people write it, not as IPv6 maps it.
    expect(rows()[2]).toHaveTextContent(/Сотрудник · ID 510\.0\.0\.9Роль/);
    expect(rows()[3]).toHaveTextContent('Причина: Уволена');
    expect(rows()[4]).toHaveTextContent(
      /Создана учётная записьсистема.*—Роль: Аналитик; из командной строки/,
    );
    // Sign-in failures stand out: orange; a deactivation red.
    const badge = (row: HTMLElement, name: string) =>
      within(row).getByText(name).closest('.mantine-Badge-root');
    expect(badge(rows()[0], 'Неверный пароль')).toHaveStyle({
      '--badge-color': 'var(--mantine-color-orange-light-color)',
    });
    expect(badge(rows()[3], 'Учётная запись отключена')).toHaveStyle({
      '--badge-color': 'var(--mantine-color-red-light-color)',
    });
    expect(lastQuery(requests)).toBe('?page=1&page_size=20');

    const pages = screen.getByRole('navigation', { name: 'Страницы журнала аудита' });
    await user.click(within(pages).getByRole('button', { name: '3' }));
    await waitFor(() => expect(lastQuery(requests)).toBe('?page=3&page_size=20'));
  });

  it('filters by action from the first page, and by a person whose name is clicked', async () => {
    const requests = mockApi();
    const { user, router } = renderApp('/admin/audit-log');
    await screen.findByText('Всего записей: 45');
    const pages = screen.getByRole('navigation', { name: 'Страницы журнала аудита' });
    await user.click(within(pages).getByRole('button', { name: '2' }));
    await waitFor(() => expect(lastQuery(requests)).toBe('?page=2&page_size=20'));

    const action = screen.getByRole('combobox', { name: 'Действие' });
    await user.click(action);
    await user.keyboard('{ArrowDown}'.repeat(18) + '{Enter}');
    expect(action).toHaveValue('Неверный пароль');
    await waitFor(() => expect(lastQuery(requests)).toBe('?action=login_failed&page=1&page_size=20'));
    expect(router.state.location.search).toBe('?action=login_failed');

    // The admin's name in a row: only what she did.
    await user.click(within(rows()[2]).getByRole('button', { name: 'Сейткали Айгерим' }));
    await waitFor(() => expect(lastQuery(requests)).toBe('?actor=1&action=login_failed&page=1&page_size=20'));
    expect(screen.getByRole('textbox', { name: 'Кто действовал (ID)' })).toHaveValue('1');
    // Her name, read from the rows, under the id.
    expect(screen.getByRole('textbox', { name: 'Кто действовал (ID)' })).toHaveAccessibleDescription(
      'Сейткали Айгерим',
    );

    // The account's name in a row: only what concerns it.
    await user.click(within(rows()[0]).getByRole('button', { name: 'Бекова Алия' }));
    await waitFor(() =>
      expect(lastQuery(requests)).toBe('?actor=1&subject=5&action=login_failed&page=1&page_size=20'),
    );

    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(lastQuery(requests)).toBe('?page=1&page_size=20'));
    expect(screen.queryByRole('button', { name: 'Сбросить фильтры' })).not.toBeInTheDocument();
  });

  it('opens filtered by the address (an account card’s link) and takes a typed period', async () => {
    const requests = mockApi();
    const { user } = renderApp('/admin/audit-log?subject=5');
    await screen.findByText('Всего записей: 45');
    expect(urlOf(logCalls(requests)[0]).search).toBe('?subject=5&page=1&page_size=20');
    expect(screen.getByRole('textbox', { name: 'Учётная запись (ID)' })).toHaveValue('5');

    await user.type(screen.getByRole('textbox', { name: 'Период: с' }), '01.03.2026');
    await user.tab();
    await user.type(screen.getByRole('textbox', { name: 'Период: по' }), '31.03.2026');
    await user.tab();
    await waitFor(() =>
      expect(lastQuery(requests)).toBe('?subject=5&from=2026-03-01&to=2026-03-31&page=1&page_size=20'),
    );
  });

  it('exports the filtered log as the server’s Excel file', async () => {
    const requests = mockApi();
    const { user } = renderApp('/admin/audit-log?action=mfa_failed&from=2026-03-01');
    await screen.findByText('Всего записей: 45');
    expect(screen.getByRole('combobox', { name: 'Действие' })).toHaveValue('Неверный код 2FA');

    await user.click(screen.getByRole('button', { name: 'Выгрузить в Excel' }));
    await waitFor(() => expect(saved).toEqual(['audit_log.xlsx']));
    const exported = requests.find((request) => urlOf(request).pathname === EXPORT)!;
    expect(exported.url).toBe('/api/v1/audit-log/export/?action=mfa_failed&from=2026-03-01');
    expect(exported.headers.authorization).toBe('Bearer stored-access-token');
  });

  it('says so when the export fails, and when there is nothing to show', async () => {
    mockApi();
    server.use(
      http.get(EXPORT, () => HttpResponse.json({ detail: 'Сбой выгрузки.' }, { status: 500 })),
      http.get(LOG, () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
    );
    const { user } = renderApp('/admin/audit-log?actor=3');
    expect(await screen.findByText('Нет записей по этим фильтрам.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Выгрузить в Excel' }));
    expect(
      await screen.findByText('Не удалось выгрузить журнал', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Сбой выгрузки.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe('in Kazakh', () => {
  it('names the actions, the system and the details in Kazakh', async () => {
    localStorage.setItem('lang', 'kk');
    await i18n.changeLanguage('kk');
    mockApi();
    const { user } = renderApp('/admin/audit-log');

    expect(await screen.findByRole('heading', { level: 1, name: 'Аудит журналы' })).toBeInTheDocument();
    expect(await screen.findByText('Барлық жазба: 45')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('Қате құпия сөз');
    expect(rows()[0]).toHaveTextContent('жүйе');
    expect(rows()[0]).toHaveTextContent('2 наурыз 2026');
    expect(rows()[2]).toHaveTextContent('Рөл: Талдаушы → Қызметкер');
    expect(rows()[4]).toHaveTextContent('пәрмен жолынан');
    expect(screen.getByRole('button', { name: 'Excel-ге жүктеп алу' })).toBeInTheDocument();

    const action = screen.getByRole('combobox', { name: 'Әрекет' });
    await user.click(action);
    await user.keyboard('{ArrowDown}'.repeat(23) + '{Enter}');
    expect(action).toHaveValue('Шығу');
  });
});
