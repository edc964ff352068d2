import { notifications } from '@mantine/notifications';
import type { EssayMeetingDto, EssayThemeDto, StageUserDto, UserEssayDto } from '@expert-portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
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

const THEMES: EssayThemeDto[] = [
  { id: 1, name: 'Роль учителя в обществе', name_kk: 'Мұғалімнің қоғамдағы рөлі' },
  { id: 2, name: 'Цифровая школа', name_kk: 'Цифрлық мектеп' },
];

const candidate = (id: number, name: string): StageUserDto => ({ id, name, username: `user${id}` });

function meeting(id: number, overrides: Partial<EssayMeetingDto> = {}): EssayMeetingDto {
  return {
    id,
    theme: THEMES[0],
    link: 'https://us02web.zoom.us/j/123',
    // 10:00 in Kazakhstan (UTC+5).
    meeting_time: '2026-05-04T05:00:00.000Z',
    type: 'zoom',
    type_label: 'Zoom',
    users: [candidate(11, 'Иванова Анна'), candidate(12, 'Серiков Бауыржан')],
    ...overrides,
  };
}

function essay(id: number, overrides: Partial<UserEssayDto> = {}): UserEssayDto {
  return {
    id,
    user: candidate(20 + id, `Кандидат ${id}`),
    theme: THEMES[1],
    file: `http://api.local/api/v1/pre_user_essay/${id}/file/`,
    file_name: `essay-${id}.pdf`,
    word_count: 320,
    uploaded_at: '2026-04-10T06:30:00.000Z',
    grades: [],
    ...overrides,
  };
}

const urlOf = (request: SentRequest) => new URL(request.url, 'http://portal');
const page = <T,>(results: T[]) =>
  HttpResponse.json({ count: results.length, next: null, previous: null, results });

/** The essay API with the fixtures above; a test's own handlers come first. */
function answerEssaysApi(): void {
  server.use(
    http.get('/api/v1/users/profile/', () => HttpResponse.json(ADMIN)),
    http.get('/api/v1/pre_essay_theme/', () => HttpResponse.json(THEMES)),
    http.get('/api/v1/pre_essay_meeting/', () => HttpResponse.json([meeting(3)])),
    http.get('/api/v1/pre_user_essay/', () => page([essay(1)])),
  );
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

beforeEach(async () => {
  localStorage.clear();
  // A toast of the test before must not answer for this one.
  notifications.clean();
  await i18n.changeLanguage('ru');
  storeSession('admin');
});

describe('/admin/essay: themes', () => {
  it('lists the themes in both languages and adds none without both names', async () => {
    answerEssaysApi();
    const requests = recordRequests();
    const { user } = renderApp('/admin/essay');

    expect(await screen.findByRole('heading', { level: 1, name: 'Эссе' })).toBeInTheDocument();
    const list = await screen.findByRole('table', { name: 'Список тем' });
    expect(within(list).getByText('Роль учителя в обществе')).toBeInTheDocument();
    expect(within(list).getByText('Мұғалімнің қоғамдағы рөлі')).toBeInTheDocument();

    await user.type(field(/^Название на русском/), 'Инклюзивное образование');
    await user.click(screen.getByRole('button', { name: 'Добавить тему' }));

    expect(
      await screen.findByText('Введите название темы на русском и казахском языках.'),
    ).toBeInTheDocument();
    expect(field(/^Название на казахском/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Название на русском/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls(requests, 'POST', '/api/v1/pre_essay_theme/')).toHaveLength(0);
  });

  it('adds a theme named in both languages, says so, and reads the list again', async () => {
    answerEssaysApi();
    server.use(
      http.post('/api/v1/pre_essay_theme/', () =>
        HttpResponse.json({ id: 9, name: 'Инклюзия', name_kk: 'Инклюзивті білім' }, { status: 201 }),
      ),
    );
    const requests = recordRequests();
    const { user } = renderApp('/admin/essay');
    await screen.findByRole('table', { name: 'Список тем' });

    await user.type(field(/^Название на русском/), '  Инклюзия ');
    await user.type(field(/^Название на казахском/), 'Инклюзивті білім');
    await user.click(screen.getByRole('button', { name: 'Добавить тему' }));

    expect(await screen.findByText('Тема добавлена')).toBeInTheDocument();
    expect(calls(requests, 'POST', '/api/v1/pre_essay_theme/').map((request) => request.body)).toEqual([
      { name: 'Инклюзия', name_kk: 'Инклюзивті білім' },
    ]);
    expect(field(/^Название на русском/)).toHaveValue('');
    await waitFor(() => expect(calls(requests, 'GET', '/api/v1/pre_essay_theme/')).toHaveLength(2));
  });

  it('tells a failed theme in a toast with the server’s reason', async () => {
    answerEssaysApi();
    server.use(
      http.post('/api/v1/pre_essay_theme/', () =>
        HttpResponse.json({ detail: 'Внутренняя ошибка сервера.' }, { status: 500 }),
      ),
    );
    const { user } = renderApp('/admin/essay');
    await screen.findByRole('table', { name: 'Список тем' });
    await user.type(field(/^Название на русском/), 'Тема');
    await user.type(field(/^Название на казахском/), 'Тақырып');
    await user.click(screen.getByRole('button', { name: 'Добавить тему' }));

    expect(await screen.findByText('Не удалось добавить тему')).toBeInTheDocument();
    expect(screen.getByText('Внутренняя ошибка сервера.')).toBeInTheDocument();
    expect(field(/^Название на русском/)).toHaveValue('Тема');
  });
});

describe('/admin/essay: meetings', () => {
  it('creates a meeting only with a theme, a link and a time, sent as Kazakhstan’s wall clock', async () => {
    answerEssaysApi();
    server.use(http.post('/api/v1/pre_essay_meeting/', () => HttpResponse.json(meeting(4), { status: 201 })));
    const requests = recordRequests();
    const { user } = renderApp('/admin/essay');
    await openTab(user, 'Встречи');

    await user.type(field(/^Ссылка на встречу/), 'zoom.us/j/1');
    await user.click(screen.getByRole('button', { name: 'Создать встречу' }));
    expect(await screen.findByText('Выберите тему встречи')).toBeInTheDocument();
    expect(screen.getByText('Укажите ссылку, начинающуюся с http:// или https://')).toBeInTheDocument();
    expect(screen.getByText('Укажите корректные дату и время встречи')).toBeInTheDocument();
    expect(calls(requests, 'POST', '/api/v1/pre_essay_meeting/')).toHaveLength(0);

    await waitFor(() => expect(field(/^Тема/)).not.toHaveAttribute('placeholder', 'Загрузка тем…'));
    await choose(user, field(/^Тема/), 'Цифровая школа');
    await user.clear(field(/^Ссылка на встречу/));
    await user.type(field(/^Ссылка на встречу/), 'https://meet.google.com/abc-defg-hij');
    await typeMeetingTime(user, '04.05.2026', '10:00');
    await user.click(screen.getByRole('button', { name: 'Создать встречу' }));

    expect(await screen.findByText('Встреча создана')).toBeInTheDocument();
    expect(calls(requests, 'POST', '/api/v1/pre_essay_meeting/').map((request) => request.body)).toEqual([
      { theme: 2, link: 'https://meet.google.com/abc-defg-hij', meeting_time: '2026-05-04T10:00' },
    ]);
  });

  it('lists a meeting with its Kazakhstan time, service and participants, and deletes it only once confirmed', async () => {
    answerEssaysApi();
    server.use(http.delete('/api/v1/pre_essay_meeting/3/', () => new HttpResponse(null, { status: 204 })));
    const requests = recordRequests();
    const { user } = renderApp('/admin/essay');
    await openTab(user, 'Встречи');

    const list = await screen.findByRole('table', { name: 'Список встреч' });
    const row = within(list).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Роль учителя в обществе');
    expect(row).toHaveTextContent('4 мая 2026 г., 10:00');
    expect(row).toHaveTextContent('Zoom');
    expect(within(row).getByRole('link', { name: 'https://us02web.zoom.us/j/123' })).toBeInTheDocument();
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('2');

    const remove = within(row).getByRole('button', {
      name: 'Удалить встречу «Роль учителя в обществе», 4 мая 2026 г., 10:00',
    });
    await user.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Удаление встречи' });
    expect(dialog).toHaveTextContent('Удалить встречу «Роль учителя в обществе» (4 мая 2026 г., 10:00)?');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(requests, 'DELETE', '/api/v1/pre_essay_meeting/3/')).toHaveLength(0);

    await user.click(remove);
    dialog = await screen.findByRole('dialog', { name: 'Удаление встречи' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Встреча удалена')).toBeInTheDocument();
    expect(calls(requests, 'DELETE', '/api/v1/pre_essay_meeting/3/')).toHaveLength(1);
  });

  it('tells a refused delete in a toast', async () => {
    answerEssaysApi();
    server.use(
      http.delete('/api/v1/pre_essay_meeting/3/', () =>
        HttpResponse.json({ detail: 'Не найдено.' }, { status: 404 }),
      ),
    );
    const { user } = renderApp('/admin/essay');
    await openTab(user, 'Встречи');
    await user.click(await screen.findByRole('button', { name: /^Удалить встречу/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Удаление встречи' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));

    expect(await screen.findByText('Не удалось удалить встречу')).toBeInTheDocument();
    expect(screen.getByText('Не найдено.')).toBeInTheDocument();
  });
});

describe('/admin/essay: assigning users', () => {
  it('adds the candidates picked for a meeting and tells how many were added', async () => {
    answerEssaysApi();
    server.use(
      http.get('/api/v1/pre_essay_meeting/3/candidates/', () =>
        page([candidate(31, 'Ахметова Дана'), candidate(32, 'Бекова Алия')]),
      ),
      http.post('/api/v1/pre_essay_meeting/3/add_users/', () => HttpResponse.json({ added: 2, skipped: 0 })),
    );
    const requests = recordRequests();
    const { user } = renderApp('/admin/essay');
    await openTab(user, 'Назначить пользователей');

    await user.click(await screen.findByRole('button', { name: 'Добавить (0)' }));
    expect(await screen.findByText('Выберите встречу и хотя бы одного пользователя.')).toBeInTheDocument();

    await waitFor(() => expect(field(/^Встреча/)).not.toHaveAttribute('placeholder', 'Загрузка встреч…'));
    await choose(user, field(/^Встреча/), 'Роль учителя в обществе — 4 мая 2026 г., 10:00');
    expect(screen.getByText('Уже на встрече: 2')).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: /Ахметова Дана/ }));
    await user.click(screen.getByRole('checkbox', { name: /Бекова Алия/ }));
    await user.click(screen.getByRole('button', { name: 'Добавить (2)' }));

    expect(await screen.findByText('Добавлено пользователей: 2')).toBeInTheDocument();
    expect(
      calls(requests, 'POST', '/api/v1/pre_essay_meeting/3/add_users/').map((request) => request.body),
    ).toEqual([{ user_ids: [31, 32] }]);
    expect(screen.getByRole('button', { name: 'Добавить (0)' })).toBeInTheDocument();
  });
});

describe('/admin/essay: results', () => {
  const openGrading = async (user: User) => {
    await openTab(user, 'Результаты эссе');
    await user.click(await screen.findByRole('button', { name: 'Оценить эссе: Кандидат 1' }));
    return screen.findByRole('dialog', { name: 'Оценка эссе' });
  };

  it('refuses a grade outside 0–100 with the spec’s message and sends nothing', async () => {
    answerEssaysApi();
    const requests = recordRequests();
    const { user } = renderApp('/admin/essay');
    const dialog = await openGrading(user);

    await user.type(within(dialog).getByLabelText('Оценка (0–100)'), '101');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить оценку' }));

    expect(await within(dialog).findByText('Введите число от 0 до 100')).toBeInTheDocument();
    expect(calls(requests, 'POST', '/api/v1/pre_user_essay/1/grade/')).toHaveLength(0);
  });

  it('shows passed before saving and sends the grade as text with passed', async () => {
    answerEssaysApi();
    server.use(
      http.post('/api/v1/pre_user_essay/1/grade/', () =>
        HttpResponse.json(
          essay(1, { grades: [{ grade: 80, passed: true, graded_at: '2026-04-11T06:00:00.000Z' }] }),
          { status: 201 },
        ),
      ),
    );
    const requests = recordRequests();
    const { user } = renderApp('/admin/essay');
    const dialog = await openGrading(user);

    const grade = within(dialog).getByLabelText('Оценка (0–100)');
    await user.type(grade, '45');
    expect(within(dialog).getByText('Не прошёл')).toBeInTheDocument();
    await user.clear(grade);
    await user.type(grade, '80');
    expect(within(dialog).getByText('Прошёл')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить оценку' }));

    expect(await screen.findByText('Оценка сохранена')).toBeInTheDocument();
    expect(calls(requests, 'POST', '/api/v1/pre_user_essay/1/grade/').map((request) => request.body)).toEqual(
      [{ grade: '80', passed: true }],
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a graded essay with its grade and result and offers no grading', async () => {
    answerEssaysApi();
    server.use(
      http.get('/api/v1/pre_user_essay/', () =>
        page([
          essay(1),
          essay(2, { grades: [{ grade: 42.5, passed: false, graded_at: '2026-04-11T06:00:00.000Z' }] }),
        ]),
      ),
    );
    const { user } = renderApp('/admin/essay');
    await openTab(user, 'Результаты эссе');

    expect(await screen.findByText('Всего эссе: 2')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Не оценено');
    expect(within(rows[0]).getByRole('button', { name: 'Оценить эссе: Кандидат 1' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Не прошёл');
    expect(rows[1]).toHaveTextContent('Оценка: 42,5 из 100');
    expect(within(rows[1]).queryByRole('button', { name: /^Оценить/ })).not.toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'Скачать эссе essay-2.pdf' })).toBeInTheDocument();
  });

  it('keeps the server’s "already graded" answer in the dialog and refreshes the list', async () => {
    answerEssaysApi();
    server.use(
      http.post('/api/v1/pre_user_essay/1/grade/', () =>
        HttpResponse.json({ detail: 'Эссе уже оценено: повторная оценка невозможна.' }, { status: 409 }),
      ),
    );
    const requests = recordRequests();
    const { user } = renderApp('/admin/essay');
    const dialog = await openGrading(user);
    await user.type(within(dialog).getByLabelText('Оценка (0–100)'), '70');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить оценку' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Оценить нельзя');
    expect(alert).toHaveTextContent('Эссе уже оценено: повторная оценка невозможна.');
    expect(within(dialog).queryByRole('button', { name: 'Сохранить оценку' })).not.toBeInTheDocument();
    expect(screen.getByText('Не удалось сохранить оценку')).toBeInTheDocument();
    await waitFor(() => expect(calls(requests, 'GET', '/api/v1/pre_user_essay/')).toHaveLength(2));
  });
});

describe('/admin/essay in Kazakh', () => {
  it('shows the tabs, the themes and the meetings in Kazakh', async () => {
    await i18n.changeLanguage('kk');
    answerEssaysApi();
    const { user } = renderApp('/admin/essay');

    expect(await screen.findByRole('tab', { name: 'Эссе тақырыптары' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Тақырыптар тізімі' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Тақырып қосу' })).toBeInTheDocument();

    await openTab(user, 'Кездесулер');
    const list = await screen.findByRole('table', { name: 'Кездесулер тізімі' });
    expect(list).toHaveTextContent('Мұғалімнің қоғамдағы рөлі');
    expect(list).toHaveTextContent('4 мамыр 2026, 10:00');

    await openTab(user, 'Эссе нәтижелері');
    expect(await screen.findByText('Барлық эссе: 1')).toBeInTheDocument();
    expect(screen.getByText('Бағаланбаған')).toBeInTheDocument();
    expect(screen.getByText('Цифрлық мектеп')).toBeInTheDocument();
  });
});
