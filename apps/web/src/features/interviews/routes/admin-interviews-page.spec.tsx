import type {
  InterviewDetailDto,
  InterviewDto,
  InterviewUserDto,
  StageUserDto,
} from '@expert-portal/contracts';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@/shared/i18n/i18n';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { recordRequests, server, type SentRequest } from '@/testing/http-server';
import { typeMeetingTime } from '@/testing/meeting-time';
import { renderApp, storeSession } from '@/testing/render-app';

const ADMIN = {
  id: 1,
  name: 'Сейткали Айгерим',
  username: 'admin',
  first_name: '',
  last_name: '',
  role: 'admin',
};

const INTERVIEWS_PATH = '/api/v1/pre_course_interviews/';

function interview(id: number, overrides: Partial<InterviewDto> = {}): InterviewDto {
  return {
    id,
    name: 'Собеседование кандидатов — поток 1',
    name_kk: 'Кандидаттармен сұхбат — 1-ағын',
    // 10:00 in Kazakhstan (UTC+5).
    interview_time: '2026-05-04T05:00:00.000Z',
    link: 'https://us02web.zoom.us/j/81234567890',
    type: 'zoom',
    type_label: 'Zoom',
    users_count: 2,
    graded_count: 1,
    created_at: '2026-04-20T06:00:00.000Z',
    ...overrides,
  };
}

const candidate = (id: number, name: string): StageUserDto => ({ id, name, username: `user${id}` });

const UNGRADED: InterviewUserDto = { ...candidate(11, 'Иванова Анна'), grade: null };
const GRADED: InterviewUserDto = {
  ...candidate(12, 'Сериков Бауыржан'),
  grade: { passed: false, grade: 0, graded_at: '2026-05-04T06:00:00.000Z' },
};

function detail(id: number, users: InterviewUserDto[] = [UNGRADED, GRADED]): InterviewDetailDto {
  return { ...interview(id, { users_count: users.length }), users };
}

const urlOf = (request: SentRequest) => new URL(request.url, 'http://portal');
const page = <T,>(results: T[]) =>
  HttpResponse.json({ count: results.length, next: null, previous: null, results });
const refusal = (status: number, detail: string) => HttpResponse.json({ detail }, { status });

/** The interview API with the fixtures above, after the handlers a test is about; returns what was sent. */
function mockInterviewsApi(...handlers: RequestHandler[]): SentRequest[] {
  server.use(
    ...handlers,
    http.get('/api/v1/users/profile/', () => HttpResponse.json(ADMIN)),
    http.get(INTERVIEWS_PATH, () => page([interview(3)])),
    http.get(`${INTERVIEWS_PATH}3/`, () => HttpResponse.json(detail(3))),
    http.get(`${INTERVIEWS_PATH}3/candidates/`, () =>
      page([candidate(31, 'Ахметова Дана'), candidate(32, 'Бекова Алия')]),
    ),
  );
  return recordRequests();
}

const calls = (requests: SentRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && urlOf(request).pathname === path);

type User = ReturnType<typeof renderApp>['user'];

// jsdom has no layout, so Mantine's dropdowns stay hidden: an option is chosen as a keyboard user does it.
async function choose(user: User, select: HTMLElement, option: string): Promise<void> {
  await user.click(select);
  await user.type(select, option);
  await user.keyboard('{ArrowDown}{Enter}');
  expect(select).toHaveValue(option);
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function openTab(user: User, name: string): Promise<void> {
  await user.click(await screen.findByRole('tab', { name }));
}

const OPTION = 'Собеседование кандидатов — поток 1 — 4 мая 2026 г., 10:00';

async function openDetail(user: User): Promise<HTMLElement> {
  await openTab(user, 'Список интервью');
  await user.click(await screen.findByRole('button', { name: 'Собеседование кандидатов — поток 1' }));
  const dialog = await screen.findByRole('dialog', { name: 'Собеседование кандидатов — поток 1' });
  await within(dialog).findByRole('listitem', { name: 'Иванова Анна' });
  return dialog;
}

beforeEach(async () => {
  // Toasts live outside the rendered tree: one test's must not answer for the next.
  notifications.clean();
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('admin');
});

describe('/admin/invite-interview: creating', () => {
  it('creates nothing without a name, a real date and time and a link, and says so as the spec does', async () => {
    const requests = mockInterviewsApi();
    const { user } = renderApp('/admin/invite-interview');

    expect(await screen.findByRole('heading', { level: 1, name: 'Собеседования' })).toBeInTheDocument();
    await user.type(field(/^Название \(RU\)/), 'Собеседование — поток 2');
    await user.type(field(/^Ссылка на встречу/), 'zoom.us/j/1');
    await user.click(screen.getByRole('button', { name: 'Создать интервью' }));

    expect(await screen.findByText('Введите название, корректные дату/время и ссылку.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Дата' })).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Ссылка на встречу/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Название \(RU\)/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls(requests, 'POST', INTERVIEWS_PATH)).toHaveLength(0);
  });

  it('sends the interview at Kazakhstan’s wall clock, says so with its id and opens the add-users tab with it', async () => {
    const created = interview(9, { name: 'Собеседование — поток 2', users_count: 0, graded_count: 0 });
    let listed = [interview(3)];
    const requests = mockInterviewsApi(
      http.post(INTERVIEWS_PATH, () => {
        listed = [created, ...listed];
        return HttpResponse.json(created, { status: 201 });
      }),
      http.get(INTERVIEWS_PATH, () => page(listed)),
      http.get(`${INTERVIEWS_PATH}9/candidates/`, () => page([])),
    );
    const { user } = renderApp('/admin/invite-interview');

    await user.type(
      await screen.findByLabelText(/^Название \(RU\)/, { selector: 'input' }),
      '  Собеседование — поток 2 ',
    );
    await user.type(field(/^Название \(KZ\)/), ' Сұхбат — 2-ағын ');
    await typeMeetingTime(user, '04.05.2026', '10:00');
    await user.type(field(/^Ссылка на встречу/), 'https://us02web.zoom.us/j/81234567890');
    await user.click(screen.getByRole('button', { name: 'Создать интервью' }));

    expect(await screen.findByText('Интервью создано (ID: 9)')).toBeInTheDocument();
    expect(calls(requests, 'POST', INTERVIEWS_PATH).map((request) => request.body)).toEqual([
      {
        name: 'Собеседование — поток 2',
        name_kk: 'Сұхбат — 2-ағын',
        interview_time: '2026-05-04T10:00',
        link: 'https://us02web.zoom.us/j/81234567890',
      },
    ]);
    expect(
      await screen.findByRole('tab', { name: 'Добавить пользователей', selected: true }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(field(/^Интервью/)).toHaveValue('Собеседование — поток 2 — 4 мая 2026 г., 10:00'),
    );
    expect(screen.getByText('Уже приглашено: 0')).toBeInTheDocument();
  });

  it('tells a refused interview in a toast with the server’s reason and keeps the form', async () => {
    mockInterviewsApi(http.post(INTERVIEWS_PATH, () => refusal(500, 'Внутренняя ошибка сервера.')));
    const { user } = renderApp('/admin/invite-interview');
    await user.type(await screen.findByLabelText(/^Название \(RU\)/, { selector: 'input' }), 'Поток 2');
    await typeMeetingTime(user, '04.05.2026', '10:00');
    await user.type(field(/^Ссылка на встречу/), 'https://meet.google.com/abc-defg-hij');
    await user.click(screen.getByRole('button', { name: 'Создать интервью' }));

    expect(await screen.findByText('Не удалось создать интервью')).toBeInTheDocument();
    expect(screen.getByText('Внутренняя ошибка сервера.')).toBeInTheDocument();
    expect(field(/^Название \(RU\)/)).toHaveValue('Поток 2');
  });
});

describe('/admin/invite-interview: the list and the detail', () => {
  it('lists an interview with its Kazakhstan time, service, link and counts, and opens its detail', async () => {
    mockInterviewsApi();
    const { user } = renderApp('/admin/invite-interview');
    await openTab(user, 'Список интервью');

    expect(await screen.findByText('Всего интервью: 1')).toBeInTheDocument();
    const row = within(screen.getByRole('table')).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Собеседование кандидатов — поток 1');
    expect(row).toHaveTextContent('4 мая 2026 г., 10:00');
    expect(row).toHaveTextContent('Zoom');
    expect(within(row).getByRole('link', { name: 'https://us02web.zoom.us/j/81234567890' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(row).toHaveTextContent('Приглашено: 2, оценено: 1');

    const dialog = await openDetail(user);
    expect(dialog).toHaveTextContent('Приглашено: 2, оценено: 1');
    const ungraded = within(dialog).getByRole('listitem', { name: 'Иванова Анна' });
    expect(ungraded).toHaveTextContent('Не оценён');
    expect(within(ungraded).getByRole('button', { name: 'Одобрить' })).toBeInTheDocument();
    expect(within(ungraded).getByRole('button', { name: 'Отклонить' })).toBeInTheDocument();
  });

  it('shows a graded user with the result and offers no grading again', async () => {
    mockInterviewsApi();
    const { user } = renderApp('/admin/invite-interview');
    const dialog = await openDetail(user);

    const graded = within(dialog).getByRole('listitem', { name: 'Сериков Бауыржан' });
    expect(graded).toHaveTextContent('Не прошёл (0)');
    // When it was graded is read in the browser's zone, as elsewhere in the portal.
    expect(graded).toHaveTextContent(/Оценено 4 мая 2026 г\., \d\d:00/);
    expect(within(graded).queryByRole('button')).not.toBeInTheDocument();
  });

  it('tells a failed list in a toast', async () => {
    mockInterviewsApi(http.get(INTERVIEWS_PATH, () => refusal(500, 'Сервер недоступен.')));
    const { user } = renderApp('/admin/invite-interview');
    await openTab(user, 'Список интервью');

    expect(await screen.findByText('Не удалось загрузить список интервью')).toBeInTheDocument();
    expect(screen.getByText('Не удалось загрузить список интервью: Сервер недоступен.')).toBeInTheDocument();
  });

  it('tells a failed detail in a toast', async () => {
    mockInterviewsApi(http.get(`${INTERVIEWS_PATH}3/`, () => refusal(500, 'Сервер недоступен.')));
    const { user } = renderApp('/admin/invite-interview');
    await openTab(user, 'Список интервью');
    await user.click(await screen.findByRole('button', { name: 'Собеседование кандидатов — поток 1' }));

    const dialog = await screen.findByRole('dialog', { name: 'Интервью' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Сервер недоступен.');
    // The alert's title and the toast.
    expect(screen.getAllByText('Не удалось получить детали интервью')).toHaveLength(2);
  });
});

describe('/admin/invite-interview: grading', () => {
  const gradeRoute = http.post(`${INTERVIEWS_PATH}3/grades/`, () =>
    HttpResponse.json(
      {
        id: 5,
        user: 11,
        interview: 3,
        passed: true,
        grade: 100,
        graded_by: 1,
        graded_at: '2026-05-04T07:00:00.000Z',
      },
      { status: 201 },
    ),
  );

  it('approves a user only once confirmed, as passed with 100, and says so', async () => {
    const requests = mockInterviewsApi(gradeRoute);
    const { user } = renderApp('/admin/invite-interview');
    const dialog = await openDetail(user);
    const ungraded = within(dialog).getByRole('listitem', { name: 'Иванова Анна' });

    await user.click(within(ungraded).getByRole('button', { name: 'Одобрить' }));
    let confirm = await screen.findByRole('dialog', { name: 'Одобрение кандидата' });
    expect(confirm).toHaveTextContent('Одобрить кандидата Иванова Анна?');
    await user.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Одобрение кандидата' })).not.toBeInTheDocument(),
    );
    expect(calls(requests, 'POST', `${INTERVIEWS_PATH}3/grades/`)).toHaveLength(0);

    await user.click(within(ungraded).getByRole('button', { name: 'Одобрить' }));
    confirm = await screen.findByRole('dialog', { name: 'Одобрение кандидата' });
    await user.click(within(confirm).getByRole('button', { name: 'Одобрить' }));

    expect(await screen.findByText('Иванова Анна: собеседование пройдено')).toBeInTheDocument();
    expect(calls(requests, 'POST', `${INTERVIEWS_PATH}3/grades/`).map((request) => request.body)).toEqual([
      { user: 11, interview: 3, passed: true, grade: 100 },
    ]);
    // The detail is read again, so the grade just given shows.
    await waitFor(() => expect(calls(requests, 'GET', `${INTERVIEWS_PATH}3/`)).toHaveLength(2));
  });

  it('rejects a user as failed with 0', async () => {
    const requests = mockInterviewsApi(gradeRoute);
    const { user } = renderApp('/admin/invite-interview');
    const dialog = await openDetail(user);

    await user.click(
      within(within(dialog).getByRole('listitem', { name: 'Иванова Анна' })).getByRole('button', {
        name: 'Отклонить',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Отклонение кандидата' });
    await user.click(within(confirm).getByRole('button', { name: 'Отклонить' }));

    expect(await screen.findByText('Иванова Анна: собеседование не пройдено')).toBeInTheDocument();
    expect(calls(requests, 'POST', `${INTERVIEWS_PATH}3/grades/`).map((request) => request.body)).toEqual([
      { user: 11, interview: 3, passed: false, grade: 0 },
    ]);
  });

  it('tells a refused grade in a toast with the server’s reason', async () => {
    mockInterviewsApi(
      http.post(`${INTERVIEWS_PATH}3/grades/`, () =>
        refusal(409, 'Этот кандидат уже оценён на этом интервью: оценку нельзя изменить.'),
      ),
    );
    const { user } = renderApp('/admin/invite-interview');
    const dialog = await openDetail(user);
    await user.click(within(dialog).getByRole('button', { name: 'Одобрить' }));
    const confirm = await screen.findByRole('dialog', { name: 'Одобрение кандидата' });
    await user.click(within(confirm).getByRole('button', { name: 'Одобрить' }));

    expect(await screen.findByText('Не удалось выставить оценки')).toBeInTheDocument();
    expect(
      screen.getByText('Этот кандидат уже оценён на этом интервью: оценку нельзя изменить.'),
    ).toBeInTheDocument();
  });
});

describe('/admin/invite-interview: changing and cancelling', () => {
  const DETAIL_PATH = `${INTERVIEWS_PATH}3/`;

  async function openEdit(user: User): Promise<HTMLElement> {
    const dialog = await openDetail(user);
    await user.click(within(dialog).getByRole('button', { name: 'Изменить' }));
    return screen.findByRole('dialog', { name: 'Изменение интервью' });
  }

  it('opens the form filled in at Kazakhstan’s time, sends only the new time and link, and says who was mailed', async () => {
    const requests = mockInterviewsApi(
      http.patch(DETAIL_PATH, () =>
        HttpResponse.json({
          ...detail(3),
          interview_time: '2026-05-04T06:30:00.000Z',
          link: 'https://meet.google.com/abc-defg-hij',
        }),
      ),
    );
    const { user } = renderApp('/admin/invite-interview');
    const form = await openEdit(user);

    expect(field(/^Название \(RU\)/)).toHaveValue('Собеседование кандидатов — поток 1');
    expect(field(/^Название \(KZ\)/)).toHaveValue('Кандидаттармен сұхбат — 1-ағын');
    expect(within(form).getByRole('textbox', { name: 'Дата' })).toHaveValue('04.05.2026');
    expect(within(form).getByLabelText('Часы')).toHaveValue('10');
    expect(within(form).getByLabelText('Минуты')).toHaveValue('00');
    expect(field(/^Ссылка на встречу/)).toHaveValue('https://us02web.zoom.us/j/81234567890');
    // One of the two invited is graded already: only the other is mailed.
    expect(form).toHaveTextContent(
      'Если изменить дату, время или ссылку, приглашённые кандидаты, которых ещё не оценили (1), получат по почте обновлённое приглашение.',
    );

    await user.clear(within(form).getByLabelText('Часы'));
    await user.type(within(form).getByLabelText('Часы'), '11');
    await user.clear(within(form).getByLabelText('Минуты'));
    await user.type(within(form).getByLabelText('Минуты'), '30');
    await user.clear(field(/^Ссылка на встречу/));
    await user.type(field(/^Ссылка на встречу/), ' https://meet.google.com/abc-defg-hij ');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));

    expect(
      await screen.findByText(
        'Интервью изменено. Приглашённым кандидатам (1) отправлено обновлённое приглашение.',
      ),
    ).toBeInTheDocument();
    expect(calls(requests, 'PATCH', DETAIL_PATH).map((request) => request.body)).toEqual([
      { interview_time: '2026-05-04T11:30', link: 'https://meet.google.com/abc-defg-hij' },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Изменение интервью' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Собеседование кандидатов — поток 1' })).toBeInTheDocument();
  });

  it('sends nothing while nothing changed, then only a new name, which mails nobody', async () => {
    const requests = mockInterviewsApi(
      http.patch(DETAIL_PATH, () => HttpResponse.json({ ...detail(3), name: 'Собеседование — поток 1а' })),
    );
    const { user } = renderApp('/admin/invite-interview');
    const form = await openEdit(user);

    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Укажите, что изменить: название, дату/время или ссылку.',
    );
    expect(calls(requests, 'PATCH', DETAIL_PATH)).toHaveLength(0);

    await user.clear(field(/^Название \(RU\)/));
    await user.type(field(/^Название \(RU\)/), 'Собеседование — поток 1а ');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Интервью изменено')).toBeInTheDocument();
    expect(calls(requests, 'PATCH', DETAIL_PATH).map((request) => request.body)).toEqual([
      { name: 'Собеседование — поток 1а' },
    ]);
  });

  it('keeps the form and tells the server’s reason when a change is refused', async () => {
    mockInterviewsApi(http.patch(DETAIL_PATH, () => refusal(404, 'Не найдено.')));
    const { user } = renderApp('/admin/invite-interview');
    const form = await openEdit(user);
    await user.clear(field(/^Ссылка на встречу/));
    await user.type(field(/^Ссылка на встречу/), 'https://meet.google.com/abc-defg-hij');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Не удалось изменить интервью')).toBeInTheDocument();
    expect(screen.getByText('Не найдено.')).toBeInTheDocument();
    expect(field(/^Ссылка на встречу/)).toHaveValue('https://meet.google.com/abc-defg-hij');
  });

  it('cancels an interview nobody was graded at only once confirmed, with DELETE, and closes its detail', async () => {
    let listed = [interview(3, { graded_count: 0, users_count: 1 })];
    const requests = mockInterviewsApi(
      http.get(DETAIL_PATH, () => HttpResponse.json(detail(3, [UNGRADED]))),
      http.get(INTERVIEWS_PATH, () => page(listed)),
      http.delete(DETAIL_PATH, () => {
        listed = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp('/admin/invite-interview');
    const dialog = await openDetail(user);

    await user.click(within(dialog).getByRole('button', { name: 'Отменить интервью' }));
    let confirm = await screen.findByRole('dialog', { name: 'Отмена интервью' });
    expect(confirm).toHaveTextContent('4 мая 2026 г., 10:00');
    expect(confirm).toHaveTextContent('Приглашённые кандидаты (1) получат письмо об отмене');
    await user.click(within(confirm).getByRole('button', { name: 'Не отменять' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Отмена интервью' })).not.toBeInTheDocument(),
    );
    expect(calls(requests, 'DELETE', DETAIL_PATH)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Отменить интервью' }));
    confirm = await screen.findByRole('dialog', { name: 'Отмена интервью' });
    await user.click(within(confirm).getByRole('button', { name: 'Отменить интервью' }));

    expect(
      await screen.findByText('Интервью отменено. Приглашённым кандидатам (1) отправлено письмо об отмене.'),
    ).toBeInTheDocument();
    expect(calls(requests, 'DELETE', DETAIL_PATH)).toHaveLength(1);
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Собеседование кандидатов — поток 1' }),
      ).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Интервью пока нет.')).toBeInTheDocument();
    // The cancelled interview's detail is not asked for again: it would only be a 404 and a red toast.
    expect(calls(requests, 'GET', DETAIL_PATH)).toHaveLength(1);
    expect(screen.queryByText('Не удалось получить детали интервью')).not.toBeInTheDocument();
  });

  it('offers no cancelling once someone is graded, and says why', async () => {
    mockInterviewsApi();
    const { user } = renderApp('/admin/invite-interview');
    const dialog = await openDetail(user);

    const cancel = within(dialog).getByRole('button', { name: 'Отменить интервью' });
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription(
      'Интервью, на котором уже выставлены оценки, отменить нельзя.',
    );
    expect(within(dialog).getByRole('button', { name: 'Изменить' })).toBeEnabled();
  });

  it('tells a refused cancellation in a toast with the server’s reason and keeps the detail', async () => {
    mockInterviewsApi(
      http.get(DETAIL_PATH, () => HttpResponse.json(detail(3, [UNGRADED]))),
      http.delete(DETAIL_PATH, () =>
        refusal(409, 'Интервью, на котором уже выставлены оценки, отменить нельзя.'),
      ),
    );
    const { user } = renderApp('/admin/invite-interview');
    const dialog = await openDetail(user);
    await user.click(within(dialog).getByRole('button', { name: 'Отменить интервью' }));
    const confirm = await screen.findByRole('dialog', { name: 'Отмена интервью' });
    await user.click(within(confirm).getByRole('button', { name: 'Отменить интервью' }));

    expect(await screen.findByText('Не удалось отменить интервью')).toBeInTheDocument();
    expect(
      screen.getByText('Интервью, на котором уже выставлены оценки, отменить нельзя.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Собеседование кандидатов — поток 1' })).toBeInTheDocument();
  });
});

describe('/admin/invite-interview: adding users', () => {
  const addRoute = http.post(`${INTERVIEWS_PATH}3/add_users/`, () =>
    HttpResponse.json({ added: 2, skipped: 0 }),
  );

  it('needs an interview and a user, then invites the candidates picked and tells how many', async () => {
    const requests = mockInterviewsApi(addRoute);
    const { user } = renderApp('/admin/invite-interview');
    await openTab(user, 'Добавить пользователей');

    await user.click(await screen.findByRole('button', { name: 'Добавить (0)' }));
    expect(await screen.findByText('Выберите интервью и хотя бы одного пользователя.')).toBeInTheDocument();

    await waitFor(() => expect(field(/^Интервью/)).not.toHaveAttribute('placeholder', 'Загрузка интервью…'));
    await choose(user, field(/^Интервью/), OPTION);
    expect(screen.getByText('Уже приглашено: 2')).toBeInTheDocument();
    // The picker's one role, candidates, is its default.
    expect(screen.getByLabelText(/^Роль/, { selector: 'input' })).toHaveValue('Кандидат');

    await user.click(screen.getByRole('button', { name: 'Добавить (0)' }));
    expect(await screen.findByText('Выберите интервью и хотя бы одного пользователя.')).toBeInTheDocument();
    expect(calls(requests, 'POST', `${INTERVIEWS_PATH}3/add_users/`)).toHaveLength(0);

    await user.click(await screen.findByRole('checkbox', { name: /Ахметова Дана/ }));
    await user.click(screen.getByRole('checkbox', { name: /Бекова Алия/ }));
    await user.click(screen.getByRole('button', { name: 'Добавить (2)' }));

    expect(await screen.findByText('Добавлено пользователей: 2')).toBeInTheDocument();
    expect(calls(requests, 'POST', `${INTERVIEWS_PATH}3/add_users/`).map((request) => request.body)).toEqual([
      { user_ids: [31, 32] },
    ]);
    expect(screen.getByRole('button', { name: 'Добавить (0)' })).toBeInTheDocument();
    // The picker is read again: those invited are no longer offered.
    await waitFor(() =>
      expect(calls(requests, 'GET', `${INTERVIEWS_PATH}3/candidates/`).length).toBeGreaterThan(1),
    );
  });

  it('opens from an interview’s detail with that interview chosen', async () => {
    mockInterviewsApi();
    const { user } = renderApp('/admin/invite-interview');
    const dialog = await openDetail(user);
    await user.click(within(dialog).getByRole('button', { name: 'Пригласить пользователей' }));

    expect(
      await screen.findByRole('tab', { name: 'Добавить пользователей', selected: true }),
    ).toBeInTheDocument();
    await waitFor(() => expect(field(/^Интервью/)).toHaveValue(OPTION));
    expect(await screen.findByRole('checkbox', { name: /Ахметова Дана/ })).toBeInTheDocument();
  });

  it('tells a refused invitation in a toast with the server’s reason', async () => {
    mockInterviewsApi(
      http.post(`${INTERVIEWS_PATH}3/add_users/`, () => refusal(400, 'Не на этапе интервью: user31.')),
    );
    const { user } = renderApp('/admin/invite-interview');
    await openTab(user, 'Добавить пользователей');
    await waitFor(() => expect(field(/^Интервью/)).not.toHaveAttribute('placeholder', 'Загрузка интервью…'));
    await choose(user, field(/^Интервью/), OPTION);
    await user.click(await screen.findByRole('checkbox', { name: /Ахметова Дана/ }));
    await user.click(screen.getByRole('button', { name: 'Добавить (1)' }));

    expect(await screen.findByText('Не удалось добавить пользователей')).toBeInTheDocument();
    expect(screen.getByText('Не на этапе интервью: user31.')).toBeInTheDocument();
  });
});

describe('/admin/invite-interview in Kazakh', () => {
  it('shows the tabs, the form, the list and the detail in Kazakh', async () => {
    await i18n.changeLanguage('kk');
    mockInterviewsApi();
    const { user } = renderApp('/admin/invite-interview');

    expect(await screen.findByRole('heading', { level: 1, name: 'Әңгімелесулер' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Сұхбат құру' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сұхбат құру' })).toBeInTheDocument();
    expect(field(/^Кездесу сілтемесі/)).toBeInTheDocument();
    expect(field(/^Атауы \(RU\)/)).toBeRequired();
    expect(field(/^Атауы \(KZ\)/)).not.toBeRequired();

    await openTab(user, 'Сұхбаттар тізімі');
    expect(await screen.findByText('Барлық сұхбат: 1')).toBeInTheDocument();
    const row = within(screen.getByRole('table')).getAllByRole('row')[1];
    expect(row).toHaveTextContent('4 мамыр 2026, 10:00');
    expect(row).toHaveTextContent('Шақырылды: 2, бағаланды: 1');

    await user.click(screen.getByRole('button', { name: 'Кандидаттармен сұхбат — 1-ағын' }));
    const dialog = await screen.findByRole('dialog', { name: 'Кандидаттармен сұхбат — 1-ағын' });
    const ungraded = await within(dialog).findByRole('listitem', { name: 'Иванова Анна' });
    expect(ungraded).toHaveTextContent('Бағаланбаған');
    expect(within(ungraded).getByRole('button', { name: 'Мақұлдау' })).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem', { name: 'Сериков Бауыржан' })).toHaveTextContent(
      'Өтпеді (0)',
    );
    expect(within(dialog).getByRole('button', { name: 'Өзгерту' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Сұхбатты болдырмау' })).toHaveAccessibleDescription(
      'Бағалар қойылған сұхбатты болдырмауға болмайды.',
    );
  });
});
