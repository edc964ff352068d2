import type { DataAccessEntryDto } from '@expert-portal/contracts';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { recordRequests, server, type SentRequest } from '@/testing/http-server';
import { renderApp, storeSession } from '@/testing/render-app';

const LOG = '/api/v1/personal-data-access/';
const EXPORT = '/api/v1/personal-data-access/export/';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const ADMIN = { id: 1, name: 'Сейткали Айгерим' };
const STAFF = { id: 5, name: 'Бекова Алия' };
const MARAT = { id: 12, name: 'Касымов Марат' };

function entry(id: number, overrides: Partial<DataAccessEntryDto> = {}): DataAccessEntryDto {
  return {
    id,
    at: '2026-03-02T09:15:00.000Z',
    what: 'profile',
    actor: STAFF,
    actor_role: 'staff',
    subject: MARAT,
    application_id: null,
    people: null,
    ip: '10.0.0.7',
    request_id: `req-${id}`,
    detail: {},
    ...overrides,
  };
}

const ENTRIES: DataAccessEntryDto[] = [
  entry(60, { what: 'document_download', application_id: 31, detail: { field: 'identity_doc' } }),
  entry(59, { what: 'application_card', subject: null, application_id: 44 }),
  entry(58, {
    what: 'export_row',
    actor: ADMIN,
    actor_role: 'admin',
    subject: null,
    people: 24,
    ip: '::ffff:10.0.0.9',
    detail: { export: 'applications', filter: 'status=pending&search=Иванов' },
  }),
  entry(57, {
    what: 'register_row',
    actor: ADMIN,
    actor_role: 'admin',
    subject: null,
    people: 20,
    detail: { register: 'experts', filter: '', page: '2' },
  }),
  entry(56, { what: 'photo', actor: ADMIN, actor_role: 'admin', ip: null }),
];

const ADMIN_PROFILE = { ...ADMIN, username: 'admin', first_name: '', last_name: '', role: 'admin' };

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

describe('the access log of personal data', () => {
  it('follows the audit log in the admin area and lists the reads newest first, 20 a page', async () => {
    const requests = mockApi();
    const { user } = renderApp('/admin/data-access');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Журнал доступа к персональным данным' }),
    ).toBeInTheDocument();
    const names = within(screen.getByRole('navigation', { name: 'Разделы' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names[names.indexOf('Журнал аудита') + 1]).toBe('Журнал доступа к персональным данным');
    await waitFor(() =>
      expect(document.title).toBe('Журнал доступа к персональным данным — Портал экспертов'),
    );
    expect(await screen.findByText('Всего записей: 45')).toBeInTheDocument();
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Время',
      'Что прочитано',
      'Кто смотрел',
      'Чьи данные',
      'IP-адрес',
      'Подробности',
    ]);

    // The time as the app writes dates, the document by its name, whose data with the application read.
    expect(rows()[0]).toHaveTextContent(
      /^2 мар\. 2026 г\., \d\d:15ДокументБекова АлияСотрудник · ID 5Касымов МаратID 12Заявка № 3110\.0\.0\.7Удостоверение личности$/,
    );
    // An application whose applicant has no account yet.
    expect(rows()[1]).toHaveTextContent(/Карточка заявки.*Сотрудник · ID 5Заявка № 4410\.0\.0\.7—$/);
    // An export: how many people it held and which list; its filter; an IPv4 address as people write it.
    expect(rows()[2]).toHaveTextContent(
      /ВыгрузкаСейткали АйгеримАдминистратор · ID 124 чел\. · Заявки10\.0\.0\.9Фильтр: status=pending, search=Иванов$/,
    );
    expect(rows()[3]).toHaveTextContent(
      /Страница реестра.*20 чел\. · Реестр экспертов.*без фильтра; страница 2$/,
    );
    expect(rows()[4]).toHaveTextContent(/ФотографияСейткали Айгерим.*Касымов МаратID 12——$/);
    expect(lastQuery(requests)).toBe('?page=1&page_size=20');

    const pages = screen.getByRole('navigation', { name: 'Страницы журнала доступа' });
    await user.click(within(pages).getByRole('button', { name: '3' }));
    await waitFor(() => expect(lastQuery(requests)).toBe('?page=3&page_size=20'));
  });

  it('sends each filter, from the first page, and the address follows them', async () => {
    const requests = mockApi();
    const { user, router } = renderApp('/admin/data-access');
    await screen.findByText('Всего записей: 45');
    const pages = screen.getByRole('navigation', { name: 'Страницы журнала доступа' });
    await user.click(within(pages).getByRole('button', { name: '2' }));
    await waitFor(() => expect(lastQuery(requests)).toBe('?page=2&page_size=20'));

    await user.type(screen.getByRole('textbox', { name: 'Чьи данные (ID)' }), '12');
    await waitFor(() => expect(lastQuery(requests)).toBe('?subject=12&page=1&page_size=20'));
    // The person's name, read from the rows, under the id.
    expect(screen.getByRole('textbox', { name: 'Чьи данные (ID)' })).toHaveAccessibleDescription(
      'Касымов Марат',
    );

    await user.type(screen.getByRole('textbox', { name: 'Кто смотрел (ID)' }), '5');
    await waitFor(() => expect(lastQuery(requests)).toBe('?subject=12&actor=5&page=1&page_size=20'));

    await user.click(screen.getByRole('combobox', { name: 'Что прочитано' }));
    expect(screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual([
      'Все виды',
      'Карточка заявки',
      'Список документов',
      'Документ',
      'Профиль',
      'Фотография',
      'Выгрузка',
      'Страница реестра',
    ]);
    await user.click(screen.getByRole('option', { name: 'Документ', hidden: true }));
    await waitFor(() =>
      expect(lastQuery(requests)).toBe('?subject=12&actor=5&what=document_download&page=1&page_size=20'),
    );

    await user.type(screen.getByRole('textbox', { name: 'Период: с' }), '01.03.2026');
    await user.tab();
    await user.type(screen.getByRole('textbox', { name: 'Период: по' }), '31.03.2026');
    await user.tab();
    await waitFor(() =>
      expect(lastQuery(requests)).toBe(
        '?subject=12&actor=5&what=document_download&from=2026-03-01&to=2026-03-31&page=1&page_size=20',
      ),
    );
    expect(router.state.location.search).toBe(
      '?subject=12&actor=5&what=document_download&from=2026-03-01&to=2026-03-31',
    );

    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(lastQuery(requests)).toBe('?page=1&page_size=20'));
    expect(router.state.location.search).toBe('');

    // A name in a row: only that person's reads, or only the reads of that person's data.
    await user.click(within(rows()[2]).getByRole('button', { name: 'Сейткали Айгерим' }));
    await waitFor(() => expect(lastQuery(requests)).toBe('?actor=1&page=1&page_size=20'));
    await user.click(within(rows()[0]).getByRole('button', { name: 'Касымов Марат' }));
    await waitFor(() => expect(lastQuery(requests)).toBe('?subject=12&actor=1&page=1&page_size=20'));
  });

  it('opens filtered by the address (an account card’s link)', async () => {
    const requests = mockApi();
    renderApp('/admin/data-access?subject=12&what=photo');
    await screen.findByText('Всего записей: 45');
    expect(urlOf(logCalls(requests)[0]).search).toBe('?subject=12&what=photo&page=1&page_size=20');
    expect(screen.getByRole('textbox', { name: 'Чьи данные (ID)' })).toHaveValue('12');
    expect(screen.getByRole('textbox', { name: 'Чьи данные (ID)' })).toHaveAccessibleDescription(
      'Касымов Марат',
    );
    expect(screen.getByRole('combobox', { name: 'Что прочитано' })).toHaveValue('Фотография');
  });

  it('exports the filtered log as the server’s Excel file', async () => {
    const requests = mockApi();
    const { user } = renderApp('/admin/data-access?subject=12&what=document_download&from=2026-03-01');
    await screen.findByText('Всего записей: 45');

    await user.click(screen.getByRole('button', { name: 'Экспорт в Excel' }));
    await waitFor(() => expect(saved).toEqual(['personal_data_access.xlsx']));
    const exported = requests.find((request) => urlOf(request).pathname === EXPORT)!;
    expect(exported.url).toBe(
      '/api/v1/personal-data-access/export/?subject=12&what=document_download&from=2026-03-01',
    );
    expect(exported.headers.authorization).toBe('Bearer stored-access-token');
  });

  it('says so when the export fails, and when there is nothing to show', async () => {
    mockApi();
    server.use(
      http.get(EXPORT, () => HttpResponse.json({ detail: 'Сбой выгрузки.' }, { status: 500 })),
      http.get(LOG, () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
    );
    const { user } = renderApp('/admin/data-access?actor=3');
    expect(await screen.findByText('Нет записей по этим фильтрам.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Экспорт в Excel' }));
    expect(
      await screen.findByText('Не удалось выгрузить журнал', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Сбой выгрузки.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe('in Kazakh', () => {
  it('names the kinds of read, the roles and the lists in Kazakh', async () => {
    localStorage.setItem('lang', 'kk');
    await i18n.changeLanguage('kk');
    mockApi();
    const { user } = renderApp('/admin/data-access');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Дербес деректерге қол жеткізу журналы' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Барлық жазба: 45')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('2 наурыз 2026');
    expect(rows()[0]).toHaveTextContent('ҚұжатБекова АлияҚызметкер · ID 5');
    expect(rows()[0]).toHaveTextContent('№ 31 өтінім');
    expect(rows()[0]).toHaveTextContent('Жеке куәлік');
    expect(rows()[1]).toHaveTextContent('Өтінім карточкасы');
    expect(rows()[2]).toHaveTextContent('Жүктеп алуСейткали АйгеримӘкімші · ID 1');
    expect(rows()[2]).toHaveTextContent('24 адам · Өтінімдер');
    expect(rows()[3]).toHaveTextContent('Тізілім беті');
    expect(rows()[3]).toHaveTextContent('20 адам · Сарапшылар тізілімі');
    expect(rows()[3]).toHaveTextContent('сүзгісіз; 2-бет');
    expect(rows()[4]).toHaveTextContent('Фотосурет');
    expect(screen.getByRole('button', { name: 'Excel-ге экспорттау' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Не қаралды' }));
    expect(screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual([
      'Барлық түрлері',
      'Өтінім карточкасы',
      'Құжаттар тізімі',
      'Құжат',
      'Профиль',
      'Фотосурет',
      'Жүктеп алу',
      'Тізілім беті',
    ]);
  });
});
