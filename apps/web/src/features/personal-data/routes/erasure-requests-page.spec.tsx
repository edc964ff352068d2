import type { ErasureRequestDto } from '@expert-portal/contracts';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { recordRequests, server, type SentRequest } from '@/testing/http-server';
import { renderApp, storeSession } from '@/testing/render-app';

const LIST = '/api/v1/erasure-requests/';
const decideUrl = (id: number) => `/api/v1/erasure-requests/${id}/decide/`;

function erasureRequest(id: number, overrides: Partial<ErasureRequestDto> = {}): ErasureRequestDto {
  return {
    id,
    user: { id: 12, name: 'Касымов Марат', role: 'user' },
    reason: 'Больше не участвую в отборе.',
    status: 'pending',
    created_at: '2026-03-02T09:15:00.000Z',
    decided_at: null,
    decision_reason: null,
    erasable: ['profile', 'contacts', 'identity', 'application_documents', 'photo', 'mail_texts'],
    kept: [],
    ...overrides,
  };
}

const MARAT = erasureRequest(7);
const SAULE = erasureRequest(6, {
  user: { id: 30, name: 'Жумабаева Сауле', role: 'expert' },
  reason: null,
  created_at: '2026-03-01T06:40:00.000Z',
  erasable: ['contacts', 'bank_account', 'practice_files'],
  kept: ['certificate', 'decision_in_progress'],
});
const VIKTOR = erasureRequest(5, {
  user: { id: 14, name: 'Ли Виктор', role: 'direct_enroll' },
  reason: 'Прошу удалить всё.',
  status: 'refused',
  created_at: '2026-02-20T04:30:00.000Z',
  decided_at: '2026-02-21T05:00:00.000Z',
  decision_reason: 'Идёт проверка вашей практики.',
  erasable: [],
});
const ERASED = erasureRequest(4, {
  user: { id: 15, name: '—', role: 'user' },
  reason: null,
  status: 'granted',
  created_at: '2026-02-10T04:30:00.000Z',
  decided_at: '2026-02-11T05:00:00.000Z',
  decision_reason: 'Данные удалены по просьбе.',
  erasable: [],
});
const REQUESTS = [MARAT, SAULE, VIKTOR, ERASED];

const ADMIN_PROFILE = {
  id: 1,
  name: 'Сейткали Айгерим',
  username: 'admin',
  first_name: '',
  last_name: '',
  role: 'admin',
};

/** The list answers REQUESTS (of 45) whatever the filter; returns what was sent. */
function mockApi(): SentRequest[] {
  server.use(
    http.get('/api/v1/users/profile/', () => HttpResponse.json(ADMIN_PROFILE)),
    http.get(LIST, () => HttpResponse.json({ count: 45, next: null, previous: null, results: REQUESTS })),
  );
  return recordRequests();
}

const urlOf = (request: SentRequest) => new URL(request.url, 'http://portal');
const listCalls = (requests: SentRequest[]) => requests.filter((request) => urlOf(request).pathname === LIST);
const lastQuery = (requests: SentRequest[]) => urlOf(listCalls(requests).at(-1)!).search;
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

beforeEach(async () => {
  notifications.clean();
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('admin');
});

describe('the erasure requests', () => {
  it('follow the access log in the admin area and list the requests, pending first, 20 a page', async () => {
    const requests = mockApi();
    const { user } = renderApp('/admin/erasure-requests');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Запросы на удаление данных' }),
    ).toBeInTheDocument();
    const names = within(screen.getByRole('navigation', { name: 'Разделы' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names[names.indexOf('Журнал доступа к персональным данным') + 1]).toBe(
      'Запросы на удаление данных',
    );
    await waitFor(() => expect(document.title).toBe('Запросы на удаление данных — Портал экспертов'));
    expect(await screen.findByText('Всего запросов: 45')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Дата запроса', 'Кто просит', 'Причина', 'Статус', 'Данные', 'Решение']);

    expect(rows()[0]).toHaveTextContent(
      new RegExp(
        '^2 мар\\. 2026 г\\., \\d\\d:15Касымов МаратКандидат · ID 12Больше не участвую в отборе\\.Ждёт решения' +
          'Будет удаленоПрофиль \\(ФИО, логин\\)Контакты \\(e-mail, телефон\\)ИИН и удостоверение личности' +
          'Документы заявкиФотографияТексты писемУдалить данныеОтклонить$',
      ),
    );
    expect(rows()[1]).toHaveTextContent(
      /Жумабаева СаулеЭксперт · ID 30не указанаЖдёт решенияБудет удаленоКонтакты \(e-mail, телефон\)Банковский счёт \(ИИК\)Файлы практикиСохраняетсяВыданный сертификат \(реестр экспертов\)Приказ о сертификате на подписании — удалить можно после решенияУдалить данныеОтклонить$/,
    );
    expect(rows()[2]).toHaveTextContent(
      /Ли ВикторПрямое зачисление · ID 14Прошу удалить всё\.Отклонён—Решение от 21 февр\. 2026 г\., \d\d:00Идёт проверка вашей практики\.$/,
    );
    expect(rows()[3]).toHaveTextContent(
      /Имя удаленоКандидат · ID 15не указанаДанные удалены—Решение от 11 февр\. 2026 г\., \d\d:00Данные удалены по просьбе\.$/,
    );
    // A person's name opens the reads of their data.
    expect(within(rows()[0]).getByRole('link', { name: 'Касымов Марат' })).toHaveAttribute(
      'href',
      '/admin/data-access?subject=12',
    );
    // Only pending requests can be decided.
    expect(within(rows()[2]).queryByRole('button')).not.toBeInTheDocument();
    expect(lastQuery(requests)).toBe('?page=1&page_size=20');

    const pages = screen.getByRole('navigation', { name: 'Страницы списка запросов' });
    await user.click(within(pages).getByRole('button', { name: '3' }));
    await waitFor(() => expect(lastQuery(requests)).toBe('?page=3&page_size=20'));
  });

  it('filter by status, from the first page, kept in the address', async () => {
    const requests = mockApi();
    const { user, router } = renderApp('/admin/erasure-requests?status=refused');
    await screen.findByText('Всего запросов: 45');
    expect(urlOf(listCalls(requests)[0]).search).toBe('?status=refused&page=1&page_size=20');
    expect(screen.getByRole('combobox', { name: 'Статус' })).toHaveValue('Отклонён');

    await user.click(
      within(screen.getByRole('navigation', { name: 'Страницы списка запросов' })).getByRole('button', {
        name: '2',
      }),
    );
    await waitFor(() => expect(lastQuery(requests)).toBe('?status=refused&page=2&page_size=20'));

    await user.click(screen.getByRole('combobox', { name: 'Статус' }));
    expect(screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual([
      'Все запросы',
      'Ждёт решения',
      'Данные удалены',
      'Отклонён',
    ]);
    await user.click(screen.getByRole('option', { name: 'Ждёт решения', hidden: true }));
    await waitFor(() => expect(lastQuery(requests)).toBe('?status=pending&page=1&page_size=20'));
    expect(router.state.location.search).toBe('?status=pending');

    await user.click(screen.getByRole('combobox', { name: 'Статус' }));
    await user.click(screen.getByRole('option', { name: 'Все запросы', hidden: true }));
    await waitFor(() => expect(lastQuery(requests)).toBe('?page=1&page_size=20'));
    expect(router.state.location.search).toBe('');
  });

  it('grant a request with a reason, after a warning, and the row shows the decision', async () => {
    const requests = mockApi();
    server.use(
      http.post(decideUrl(7), () =>
        HttpResponse.json({
          ...MARAT,
          user: { ...MARAT.user, name: '—' },
          reason: null,
          status: 'granted',
          decided_at: '2026-03-03T05:00:00.000Z',
          decision_reason: 'Удалено по просьбе.',
          erasable: [],
        }),
      ),
    );
    const { user } = renderApp('/admin/erasure-requests');
    await screen.findByText('Всего запросов: 45');

    await user.click(within(rows()[0]).getByRole('button', { name: 'Удалить данные: Касымов Марат' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить данные: Касымов Марат' });
    expect(
      within(dialog).getByText(
        'Данные будут удалены сразу после подтверждения, и отменить это нельзя. Человек будет выведен из системы, его учётная запись закроется.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('ИИН и удостоверение личности')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Удалить безвозвратно' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Причина решения/ }), '   ');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Причина решения/ }), 'Удалено по просьбе.');
    expect(within(dialog).getByText('22 / 1000 символов')).toBeInTheDocument();
    await user.click(confirm);

    expect(await screen.findByText('Запрос одобрен, данные удалены')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const decided = requests.find((request) => request.method === 'POST')!;
    expect(decided.url).toBe(decideUrl(7));
    expect(decided.body).toEqual({ decision: 'granted', reason: 'Удалено по просьбе.' });
    await waitFor(() =>
      expect(rows()[0]).toHaveTextContent(
        /Имя удаленоКандидат · ID 12не указанаДанные удалены—Решение от 3 мар\. 2026 г\., \d\d:00Удалено по просьбе\.$/,
      ),
    );
    expect(within(rows()[0]).queryByRole('button')).not.toBeInTheDocument();
  });

  it('refuse a request with a reason, and the row shows it', async () => {
    const requests = mockApi();
    server.use(
      http.post(decideUrl(6), () =>
        HttpResponse.json({
          ...SAULE,
          status: 'refused',
          decided_at: '2026-03-03T05:00:00.000Z',
          decision_reason: 'Приказ ещё подписывается.',
          erasable: [],
          kept: [],
        }),
      ),
    );
    const { user } = renderApp('/admin/erasure-requests');
    await screen.findByText('Всего запросов: 45');

    await user.click(within(rows()[1]).getByRole('button', { name: 'Отклонить запрос: Жумабаева Сауле' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отклонить запрос: Жумабаева Сауле' });
    expect(within(dialog).getByText('Данные останутся на портале.')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Причина решения/ }),
      '  Приказ ещё подписывается.  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить запрос' }));

    expect(await screen.findByText('Запрос отклонён')).toBeInTheDocument();
    const decided = requests.find((request) => request.method === 'POST')!;
    expect(decided.url).toBe(decideUrl(6));
    expect(decided.body).toEqual({ decision: 'refused', reason: 'Приказ ещё подписывается.' });
    // The table draws the changed page in a transition, a moment after the answer.
    await waitFor(() =>
      expect(rows()[1]).toHaveTextContent(
        /^1 мар\. 2026 г\., \d\d:40Жумабаева СаулеЭксперт · ID 30не указанаОтклонён—Решение от 3 мар\. 2026 г\., \d\d:00Приказ ещё подписывается\.$/,
      ),
    );
    expect(within(rows()[1]).queryByRole('button')).not.toBeInTheDocument();
  });

  it('show the server’s refusal in the dialog, which stays open', async () => {
    mockApi();
    server.use(
      http.post(decideUrl(6), () =>
        HttpResponse.json(
          {
            detail:
              'Приказ о сертификате с этим человеком подписывается: удалить данные можно после решения.',
          },
          { status: 409 },
        ),
      ),
      http.post(decideUrl(7), () =>
        HttpResponse.json({ reason: ['Не больше 1000 символов.'] }, { status: 400 }),
      ),
    );
    const { user } = renderApp('/admin/erasure-requests');
    await screen.findByText('Всего запросов: 45');

    await user.click(within(rows()[1]).getByRole('button', { name: 'Удалить данные: Жумабаева Сауле' }));
    let dialog = await screen.findByRole('dialog', { name: 'Удалить данные: Жумабаева Сауле' });
    await user.type(within(dialog).getByRole('textbox', { name: /Причина решения/ }), 'По просьбе.');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить безвозвратно' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось сохранить решение');
    expect(alert).toHaveTextContent(
      'Приказ о сертификате с этим человеком подписывается: удалить данные можно после решения.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(rows()[0]).getByRole('button', { name: 'Отклонить запрос: Касымов Марат' }));
    dialog = await screen.findByRole('dialog', { name: 'Отклонить запрос: Касымов Марат' });
    await user.type(within(dialog).getByRole('textbox', { name: /Причина решения/ }), 'Нет.');
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить запрос' }));
    expect(await within(dialog).findByText('Не больше 1000 символов.')).toBeInTheDocument();
  });
});

describe('in Kazakh', () => {
  it('names the statuses, the data and the actions in Kazakh', async () => {
    localStorage.setItem('lang', 'kk');
    await i18n.changeLanguage('kk');
    mockApi();
    const { user } = renderApp('/admin/erasure-requests');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Деректерді жою туралы сұраулар' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Барлық сұрау: 45')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('2 наурыз 2026');
    expect(rows()[0]).toHaveTextContent('Касымов МаратҮміткер · ID 12');
    expect(rows()[0]).toHaveTextContent('Шешім күтуде');
    expect(rows()[0]).toHaveTextContent(
      'ЖойыладыПрофиль (аты-жөні, логин)Байланыс деректері (e-mail, телефон)ЖСН және жеке куәлік',
    );
    expect(rows()[1]).toHaveTextContent('көрсетілмеген');
    expect(rows()[1]).toHaveTextContent('Банк шоты (ЖСК)Практика файлдары');
    expect(rows()[1]).toHaveTextContent('СақталадыБерілген сертификат (сарапшылар тізілімі)');
    expect(rows()[2]).toHaveTextContent('Қабылданбады');
    expect(rows()[3]).toHaveTextContent('Аты-жөні жойылған');

    await user.click(within(rows()[0]).getByRole('button', { name: 'Деректерді жою: Касымов Марат' }));
    const dialog = await screen.findByRole('dialog', { name: 'Деректерді жою: Касымов Марат' });
    expect(within(dialog).getByRole('button', { name: 'Біржола жою' })).toBeDisabled();
    expect(within(dialog).getByText('0 / 1000 таңба')).toBeInTheDocument();
  });
});
