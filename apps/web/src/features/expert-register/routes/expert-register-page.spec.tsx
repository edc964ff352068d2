import { screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@/shared/i18n/i18n';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { recordRequests, server, type SentRequest } from '@/testing/http-server';
import { renderApp, storeSession } from '@/testing/render-app';
import { COURSE_NAMES, plainRow, registerPage, registerRow } from '../testing/register-fixtures';

const USERS = '/api/v1/users/';
const EXPORT = '/api/v1/users/export/';

const file = (type: string) => () => new HttpResponse(new Blob(['x'], { type }));
const refusal = (status: number, detail: string) => HttpResponse.json({ detail }, { status });

/** The register's API, after the handlers a test is about; returns what was sent. */
function mockApi(...handlers: RequestHandler[]): SentRequest[] {
  server.use(
    ...handlers,
    http.get(USERS, () => HttpResponse.json(registerPage([registerRow(), plainRow(8, 'Ахметова Дана')]))),
    http.get('/api/v1/courses/names/', () => HttpResponse.json(COURSE_NAMES)),
    http.get(EXPORT, file('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')),
    http.get('/api/v1/applications/:id/files/:field/', file('application/pdf')),
    http.get('/api/v1/certificates/:id/file/:language/', file('application/pdf')),
  );
  return recordRequests();
}

const listCalls = (requests: SentRequest[]) =>
  requests.filter((request) => request.url.startsWith('/api/v1/users/?')).map((request) => request.url);
const table = () => screen.findByRole('table');
const row = async (name: string) => (await screen.findByText(name)).closest('tr')!;

const saved: string[] = [];
beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
  });
});
beforeEach(async () => {
  saved.length = 0;
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('admin');
});

describe('/admin/users (the expert register)', () => {
  it('shows each user with the columns of the register and their representative certificate', async () => {
    const requests = mockApi();
    renderApp('/admin/users');

    await table();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    // Nineteen facts in seven columns, each fact named in its cell: the table fits a 1366 px screen.
    expect(headers).toEqual(['№', 'ФИО', 'Контакты', 'Сертификат', 'Курсы', 'Документы', 'Действия']);
    const expert = await row('Касымов Арман');
    const cells = within(expert)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual([
      '1',
      'Касымов АрманkasymovИИН: 850101300123',
      'kasymov@example.kz+7 (701) 123-45-67Место работы: Школа-лицей № 8, Астана',
      'EP-2026-000011Действителен№ сертификата: 11Дата начала: 20 нояб. 2026 г.' +
        'Дата окончания: 20 нояб. 2027 г.Номер приказа: № 145-ПЧасы: 72Форма обучения: Повышение квалификации',
      'Текущий курс: Экспертиза учебных материаловВсе курсы: Экспертиза учебных материалов; Оценка учебников',
    ]);
    expect(cells[5]).toContain('Эксперт: Да (20 нояб. 2026 г.)');
    expect(within(expert).getByRole('link', { name: 'EP-2026-000011' })).toHaveAttribute(
      'href',
      '/certificates/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
    );
    const plain = await row('Ахметова Дана');
    expect(within(plain).getAllByRole('cell')[5]).toHaveTextContent('Эксперт: Нет');
    expect(within(plain).queryByRole('button', { name: /Отозвать/ })).not.toBeInTheDocument();
    expect(screen.getByText('Всего: 2')).toBeInTheDocument();
    expect(listCalls(requests)).toEqual(['/api/v1/users/?page=1&page_size=10']);
  });

  it('searches after a pause in typing, filters by certificate and course, and starts again from page 1', async () => {
    const requests = mockApi(http.get(USERS, () => HttpResponse.json(registerPage([registerRow()], 35))));
    const { user } = renderApp('/admin/users');
    await table();
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(listCalls(requests).at(-1)).toBe('/api/v1/users/?page=2&page_size=10'));

    await user.type(screen.getByRole('textbox', { name: 'Поиск' }), 'Касымов');
    await waitFor(() =>
      expect(listCalls(requests).at(-1)).toBe(
        `/api/v1/users/?search=${encodeURIComponent('Касымов')}&page=1&page_size=10`,
      ),
    );
    // One request for the whole word, none for the letters typed on the way.
    expect(listCalls(requests).filter((url) => url.includes('search='))).toHaveLength(1);

    await user.click(screen.getByRole('checkbox', { name: 'Только с сертификатом' }));
    await user.click(screen.getByRole('combobox', { name: 'Курс' }));
    await user.click(await screen.findByRole('option', { name: 'Оценка учебников', hidden: true }));
    await waitFor(() =>
      expect(listCalls(requests).at(-1)).toBe(
        `/api/v1/users/?search=${encodeURIComponent('Касымов')}&with_certificate=true&course=4&page=1&page_size=10`,
      ),
    );
  });

  it('numbers its pages with at most 7 buttons and numbers the rows across pages', async () => {
    const requests = mockApi(
      http.get(USERS, ({ request }) => {
        const pageNumber = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json(
          registerPage(
            Array.from({ length: 10 }, (_, index) =>
              plainRow(pageNumber * 100 + index, `Пользователь ${pageNumber}-${index}`),
            ),
            95,
          ),
        );
      }),
    );
    const { user } = renderApp('/admin/users');
    await table();
    const pages = within(screen.getByRole('navigation', { name: 'Страницы реестра' }));
    const numbered = () =>
      pages.getAllByRole('button').filter((button) => /^\d+$/.test(button.textContent ?? ''));
    expect(numbered().map((button) => button.textContent)).toEqual(['1', '2', '3', '4', '5', '10']);
    await user.click(pages.getByRole('button', { name: '10' }));
    expect(await row('Пользователь 10-0')).toHaveTextContent(/^91/);
    expect(listCalls(requests).at(-1)).toBe('/api/v1/users/?page=10&page_size=10');
    expect(numbered().length).toBeLessThanOrEqual(7);
  });

  it('downloads the application’s documents and the certificate file with the session’s token', async () => {
    const requests = mockApi();
    const { user } = renderApp('/admin/users');
    const expert = await row('Касымов Арман');

    await user.click(within(expert).getByRole('button', { name: 'Диплом: Касымов Арман' }));
    await waitFor(() => expect(saved).toEqual(['Диплом — Касымов Арман.pdf']));
    expect(requests.at(-1)?.url).toBe('/api/v1/applications/5/files/education_diploma/');
    expect(requests.at(-1)?.headers.authorization).toBe('Bearer stored-access-token');
    expect(within(expert).queryByRole('button', { name: /Учёная степень/ })).not.toBeInTheDocument();

    await user.click(within(expert).getByRole('button', { name: 'Скачать PDF: Касымов Арман' }));
    await waitFor(() =>
      expect(saved).toEqual(['Диплом — Касымов Арман.pdf', 'certificate-EP-2026-000011.pdf']),
    );
    expect(requests.at(-1)?.url).toBe('/api/v1/certificates/11/file/ru/');
  });

  it('exports the filtered list as experts_filtered.xlsx made by the server', async () => {
    const requests = mockApi();
    const { user } = renderApp('/admin/users');
    await table();
    await user.click(screen.getByRole('checkbox', { name: 'Только с сертификатом' }));
    await user.click(screen.getByRole('button', { name: 'Экспорт в Excel' }));

    await waitFor(() => expect(saved).toEqual(['experts_filtered.xlsx']));
    const exported = requests.find((request) => request.url.startsWith('/api/v1/users/export/'))!;
    expect(exported.url).toBe('/api/v1/users/export/?with_certificate=true');
    expect(exported.headers.authorization).toBe('Bearer stored-access-token');
  });

  it('says so when the register cannot be loaded (in Kazakh the spec’s own words), and when the export fails', async () => {
    mockApi(
      http.get(USERS, () => refusal(500, 'Сбой базы данных.')),
      http.get(EXPORT, () => refusal(500, 'Сбой экспорта.')),
    );
    const { user } = renderApp('/admin/users');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Ошибка при загрузке данных');
    expect(alert).toHaveTextContent('Сбой базы данных.');

    await user.click(screen.getByRole('button', { name: 'Экспорт в Excel' }));
    expect(await screen.findByText('Не удалось экспортировать данные')).toBeInTheDocument();
    expect(screen.getByText('Сбой экспорта.')).toBeInTheDocument();
  });

  it('revokes a certificate with a reason after a confirmation, and shows the server’s refusal', async () => {
    let revoked = false;
    const requests = mockApi(
      http.post('/api/v1/certificates/11/revoke/', () => {
        if (revoked) return refusal(409, 'Сертификат уже отозван.');
        revoked = true;
        return HttpResponse.json({});
      }),
    );
    const { user } = renderApp('/admin/users');
    const expert = await row('Касымов Арман');

    await user.click(within(expert).getByRole('button', { name: 'Отозвать: EP-2026-000011' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отзыв сертификата' });
    await user.click(within(dialog).getByRole('button', { name: 'Далее' }));
    expect(within(dialog).getByText('Укажите причину отзыва (не короче 3 символов)')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Причина отзыва/ }), 'Выдан по ошибке');
    await user.click(within(dialog).getByRole('button', { name: 'Далее' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Отозвать сертификат?');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    const listed = listCalls(requests).length;
    await user.click(within(dialog).getByRole('button', { name: 'Да, отозвать' }));

    expect(await screen.findByText('Сертификат EP-2026-000011 отозван')).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.url).toBe('/api/v1/certificates/11/revoke/');
    expect(post.body).toEqual({ reason: 'Выдан по ошибке' });
    await waitFor(() => expect(listCalls(requests).length).toBeGreaterThan(listed));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(
      within(await row('Касымов Арман')).getByRole('button', { name: 'Отозвать: EP-2026-000011' }),
    );
    const again = await screen.findByRole('dialog', { name: 'Отзыв сертификата' });
    await user.type(within(again).getByRole('textbox', { name: /Причина отзыва/ }), 'Повторно');
    await user.click(within(again).getByRole('button', { name: 'Далее' }));
    await user.click(within(again).getByRole('button', { name: 'Да, отозвать' }));
    expect(await screen.findByText('Не удалось отозвать сертификат')).toBeInTheDocument();
    expect(screen.getByText('Сертификат уже отозван.')).toBeInTheDocument();
  });

  it('regenerates a certificate’s documents after a confirmation', async () => {
    const requests = mockApi(
      http.post('/api/v1/certificates/11/regenerate/', () => HttpResponse.json({}, { status: 202 })),
    );
    const { user } = renderApp('/admin/users');
    const expert = await row('Касымов Арман');

    await user.click(within(expert).getByRole('button', { name: 'Перевыпустить: EP-2026-000011' }));
    const dialog = await screen.findByRole('dialog', { name: 'Перевыпуск документов' });
    expect(dialog).toHaveTextContent('Ссылка и QR-код не изменятся');
    await user.click(within(dialog).getByRole('button', { name: 'Перевыпустить' }));

    expect(
      await screen.findByText('Документы сертификата EP-2026-000011 формируются заново'),
    ).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.url).toBe('/api/v1/certificates/11/regenerate/');
  });

  it('offers no action on a revoked certificate, and reads in Kazakh', async () => {
    await i18n.changeLanguage('kk');
    mockApi(
      http.get(USERS, () =>
        HttpResponse.json(
          registerPage([registerRow({ certificate: { ...registerRow().certificate!, status: 'revoked' } })]),
        ),
      ),
    );
    renderApp('/admin/users');
    const expert = await row('Касымов Арман');
    const cells = within(expert)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[3]).toContain('EP-2026-000011Кері қайтарылды');
    expect(cells[3]).toContain('Басталу күні: 20 қараша 2026');
    expect(cells[3]).toContain('Бұйрық нөмірі: № 145-Б');
    expect(cells[4]).toContain('Ағымдағы курс: Оқу материалдарын сараптау');
    expect(cells[5]).toContain('Сарапшы: Иә (20 қараша 2026)');
    expect(within(expert).getByRole('button', { name: 'Кері қайтару: EP-2026-000011' })).toBeDisabled();
    expect(screen.getByRole('columnheader', { name: 'Байланыс деректері' })).toBeInTheDocument();
    expect(cells[1]).toContain('ЖСН: 850101300123');
  });
});
