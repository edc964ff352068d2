import type { ErasureRequestDto } from '@expert-portal/contracts';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { recordRequests, server, type SentRequest } from '@/testing/http-server';
import { renderApp, storeSession } from '@/testing/render-app';

const EXPORT = '/api/v1/users/me/export/';
const ERASURE = '/api/v1/users/me/erasure-request/';

const PROFILE = {
  id: 12,
  name: 'Касымов Марат',
  first_name: 'Марат',
  last_name: 'Касымов',
  username: '850515400181',
  email: 'marat@example.kz',
  phone: '+77011234567',
  address: null,
  iin: '850515400181',
  iik: null,
  bank: null,
  workplace: 'Школа-лицей № 12, Астана',
  id_number: null,
  image: null,
  role: 'user',
  expertized_date: null,
  education: null,
  mail_language: 'ru',
};

function erasureRequest(overrides: Partial<ErasureRequestDto> = {}): ErasureRequestDto {
  return {
    id: 7,
    user: { id: 12, name: 'Касымов Марат', role: 'user' },
    reason: null,
    status: 'pending',
    created_at: '2026-03-02T09:15:00.000Z',
    decided_at: null,
    decision_reason: null,
    erasable: [],
    kept: [],
    ...overrides,
  };
}

/**
 * The person's area with their latest request (`latest`), which a POST replaces (answered `created`); the copy
 * is a small zip; the page's other calls find nothing.
 */
function mockApi(
  role: string,
  latest: ErasureRequestDto | null,
  created: () => Response = () => HttpResponse.json(erasureRequest(), { status: 201 }),
): SentRequest[] {
  server.use(
    http.get('/api/v1/users/profile/', () => HttpResponse.json({ ...PROFILE, role })),
    // No request: an empty body, as the API answers it.
    http.get(ERASURE, () => (latest ? HttpResponse.json(latest) : new HttpResponse(null, { status: 200 }))),
    http.post(ERASURE, () => created()),
    http.get(
      EXPORT,
      () =>
        new HttpResponse(new Blob(['PK zip'], { type: 'application/zip' }), {
          headers: { 'Content-Disposition': 'attachment; filename="personal-data-12.zip"' },
        }),
    ),
    http.all('/api/v1/*', () => HttpResponse.json({ detail: 'Не найдено.' }, { status: 404 })),
  );
  return recordRequests();
}

const section = () => screen.findByRole('region', { name: 'Мои персональные данные' });

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
});

describe('a person’s cabinet', () => {
  it('downloads everything the portal holds on them as the server’s zip', async () => {
    storeSession('user');
    const requests = mockApi('user', null);
    const { user } = renderApp('/user/profile');

    const mine = await section();
    expect(
      within(mine).getByText(
        'В архиве — всё, что портал хранит о вас: сведения об учётной записи, заявке, результатах, сертификатах, уведомлениях и письмах (файл data.json), а также все ваши файлы.',
      ),
    ).toBeInTheDocument();
    expect(
      await within(mine).findByText('Вы можете попросить удалить ваши персональные данные с портала.'),
    ).toBeInTheDocument();

    await user.click(within(mine).getByRole('button', { name: 'Скачать мои данные (ZIP)' }));
    await waitFor(() => expect(saved).toEqual(['personal-data-12.zip']));
    const copy = requests.find((request) => request.url === EXPORT)!;
    expect(copy.method).toBe('GET');
    expect(copy.headers.authorization).toBe('Bearer stored-access-token');
  });

  it('asks for their data to be erased, with a reason, and shows the request waiting', async () => {
    storeSession('user');
    const requests = mockApi('user', null, () =>
      HttpResponse.json(erasureRequest({ reason: 'Я больше не участвую.' }), { status: 201 }),
    );
    const { user } = renderApp('/user/profile');
    const mine = await section();

    await user.click(await within(mine).findByRole('button', { name: 'Запросить удаление данных' }));
    const dialog = await screen.findByRole('dialog', { name: 'Запрос на удаление данных' });
    expect(
      within(dialog).getByText(
        'Администратор рассмотрит запрос. Если его одобрят, ваши персональные данные, документы и файлы будут удалены, а учётная запись закрыта. Сертификаты и запись в реестре экспертов сохраняются по закону.',
      ),
    ).toBeInTheDocument();
    const reason = within(dialog).getByRole('textbox', { name: 'Причина (необязательно)' });
    expect(reason).toHaveAttribute('maxlength', '1000');
    expect(within(dialog).getByText('0 / 1000 символов')).toBeInTheDocument();
    await user.type(reason, ' Я больше не участвую. ');
    expect(within(dialog).getByText('23 / 1000 символов')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Отправить запрос' }));

    expect(await screen.findByText('Запрос отправлен. О решении вам сообщат по почте.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = requests.find((request) => request.method === 'POST')!;
    expect(sent.url).toBe(ERASURE);
    expect(sent.body).toEqual({ reason: 'Я больше не участвую.' });
    expect(within(mine).getByRole('status')).toHaveTextContent(
      'Запрос от 2 мар. 2026 г. ждёт решения администратора.Ваша причина: Я больше не участвую.',
    );
    expect(within(mine).queryByRole('button', { name: /Запросить/ })).not.toBeInTheDocument();
  });

  it('shows a pending request without a button to ask again', async () => {
    storeSession('expert');
    mockApi('expert', erasureRequest());
    renderApp('/user/profile');
    const mine = await section();

    expect(await within(mine).findByRole('status')).toHaveTextContent(
      /^Запрос от 2 мар\. 2026 г\. ждёт решения администратора\.$/,
    );
    expect(within(mine).queryByRole('button', { name: /Запросить/ })).not.toBeInTheDocument();
  });

  it('shows a refusal with the admin’s reason, and asks again without a reason', async () => {
    storeSession('user');
    const requests = mockApi(
      'user',
      erasureRequest({
        status: 'refused',
        reason: 'Прошу удалить.',
        decided_at: '2026-03-04T05:00:00.000Z',
        decision_reason: 'Идёт проверка вашей практики.',
      }),
    );
    const { user } = renderApp('/user/profile');
    const mine = await section();

    expect(await within(mine).findByRole('status')).toHaveTextContent(
      'Ваш запрос от 2 мар. 2026 г. отклонён администратором.Причина отказа: Идёт проверка вашей практики.Дата решения: 4 мар. 2026 г.Ваша причина: Прошу удалить.',
    );
    await user.click(within(mine).getByRole('button', { name: 'Запросить снова' }));
    const dialog = await screen.findByRole('dialog', { name: 'Запрос на удаление данных' });
    await user.click(within(dialog).getByRole('button', { name: 'Отправить запрос' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((request) => request.method === 'POST')!.body).toEqual({});
    expect(within(mine).getByRole('status')).toHaveTextContent('ждёт решения администратора');
  });

  it('shows the server’s refusal in the dialog when a request is waiting already', async () => {
    storeSession('user');
    mockApi('user', null, () =>
      HttpResponse.json(
        { detail: 'Ваш запрос на удаление данных уже отправлен и ждёт решения администратора.' },
        { status: 409 },
      ),
    );
    const { user } = renderApp('/user/profile');
    const mine = await section();

    await user.click(await within(mine).findByRole('button', { name: 'Запросить удаление данных' }));
    const dialog = await screen.findByRole('dialog', { name: 'Запрос на удаление данных' });
    await user.click(within(dialog).getByRole('button', { name: 'Отправить запрос' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось отправить запрос');
    expect(alert).toHaveTextContent(
      'Ваш запрос на удаление данных уже отправлен и ждёт решения администратора.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows a granted request', async () => {
    storeSession('user');
    mockApi(
      'user',
      erasureRequest({
        status: 'granted',
        decided_at: '2026-03-04T05:00:00.000Z',
        decision_reason: 'Удалено.',
      }),
    );
    renderApp('/user/profile');
    const mine = await section();

    expect(await within(mine).findByRole('status')).toHaveTextContent(
      'Ваш запрос от 2 мар. 2026 г. одобрен: персональные данные удалены.Дата решения: 4 мар. 2026 г.',
    );
    expect(within(mine).queryByRole('button', { name: /Запросить/ })).not.toBeInTheDocument();
  });

  it('in Kazakh', async () => {
    await i18n.changeLanguage('kk');
    storeSession('user');
    mockApi('user', erasureRequest({ reason: 'Енді қатыспаймын.' }));
    renderApp('/user/profile');

    const mine = await screen.findByRole('region', { name: 'Менің дербес деректерім' });
    expect(within(mine).getByRole('button', { name: 'Деректерімді жүктеп алу (ZIP)' })).toBeInTheDocument();
    expect(await within(mine).findByRole('status')).toHaveTextContent(
      '2 наурыз 2026 жіберілген сұрауыңыз әкімшінің шешімін күтуде.Сіз көрсеткен себеп: Енді қатыспаймын.',
    );
  });
});

describe('the back office’s account menu', () => {
  it('opens the same controls, in Kazakh too', async () => {
    await i18n.changeLanguage('kk');
    storeSession('staff');
    mockApi('staff', null);
    const { user } = renderApp('/staff');

    await user.click(await screen.findByRole('button', { name: 'Тіркелгі: Касымов Марат' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Менің дербес деректерім' }));
    const dialog = await screen.findByRole('dialog', { name: 'Менің дербес деректерім' });
    expect(within(dialog).getByRole('button', { name: 'Деректерімді жүктеп алу (ZIP)' })).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Деректерді жоюды сұрау' }));
    const asking = await screen.findByRole('dialog', { name: 'Деректерді жою туралы сұрау' });
    expect(
      within(asking).getByText(
        'Әкімші сұрауды қарайды. Егер ол мақұлданса, сіздің дербес деректеріңіз, құжаттарыңыз бен файлдарыңыз жойылады, ал есептік жазбаңыз жабылады. Сертификаттар мен сарапшылар тізіліміндегі жазба заң бойынша сақталады.',
      ),
    ).toBeInTheDocument();
    expect(within(asking).getByRole('button', { name: 'Сұрауды жіберу' })).toBeInTheDocument();
  });
});
