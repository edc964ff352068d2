import type { CourseUserDto } from '@expert-portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { recordRequests, server, type SentRequest } from '@/testing/http-server';
import { renderApp, storeSession } from '@/testing/render-app';
import { ADMIN_PROFILE, fill } from '../testing/course-fixtures';

const NAMES = [
  { id: 7, title: 'Методика преподавания', title_kk: 'Оқыту әдістемесі' },
  { id: 8, title: 'Оценивание', title_kk: 'Бағалау' },
];

function courseUser(id: number, overrides: Partial<CourseUserDto> = {}): CourseUserDto {
  return {
    id,
    name: `Слушатель ${id}`,
    username: `user${id}`,
    email: `user${id}@example.kz`,
    phone: '87011234567',
    role: 'user',
    iin: '850515400181',
    id_number: null,
    application: null,
    enrolled_at: '2026-11-20T06:00:00.000Z',
    completed_at: null,
    stage: 'theory',
    ...overrides,
  };
}

const urlOf = (request: SentRequest) => new URL(request.url, 'http://portal');
const page = <T,>(results: T[]) =>
  HttpResponse.json({ count: results.length, next: null, previous: null, results });
const failed = () => new HttpResponse(null, { status: 500 });

/** The course users' API with the fixtures above; a test's own handlers come first. */
function answerUsersApi(): void {
  server.use(
    http.get('/api/v1/users/profile/', () => HttpResponse.json(ADMIN_PROFILE)),
    http.get('/api/v1/courses/names/', () => HttpResponse.json(NAMES)),
    http.get('/api/v1/courses/7/users/', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search');
      const users = [
        courseUser(1, { name: 'Касымов Марат' }),
        courseUser(2, { role: 'direct_enroll', stage: null }),
      ];
      return page(search ? users.filter((item) => item.name.includes(search)) : users);
    }),
    http.get('/api/v1/courses/8/users/', () => page([])),
  );
}

const calls = (requests: SentRequest[], path: string) =>
  requests.filter((request) => urlOf(request).pathname === path);

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('admin');
  answerUsersApi();
});

describe('/admin/course-users', () => {
  it('lists the first course’s users 500 at a time, searches them and switches course', async () => {
    const requests = recordRequests();
    const { user } = renderApp('/admin/course-users');

    expect(await screen.findByRole('heading', { level: 1, name: 'Слушатели курсов' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Слушатели курса' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Касымов Марат');
    expect(rows[0]).toHaveTextContent('user1@example.kz');
    expect(rows[0]).toHaveTextContent('+7 (701) 123-45-67');
    expect(rows[0]).toHaveTextContent('Кандидат');
    expect(rows[0]).toHaveTextContent('850515400181');
    expect(rows[0]).toHaveTextContent('20 нояб. 2026 г.');
    expect(rows[0]).toHaveTextContent('Теория');
    expect(rows[1]).toHaveTextContent('Прямое зачисление');
    expect(urlOf(calls(requests, '/api/v1/courses/7/users/')[0]).searchParams.get('page_size')).toBe('500');

    await fill(user, screen.getByRole('textbox', { name: 'Поиск' }), 'Касымов');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(
      calls(requests, '/api/v1/courses/7/users/').some(
        (request) => urlOf(request).searchParams.get('search') === 'Касымов',
      ),
    ).toBe(true);

    // jsdom has no layout, so Mantine's dropdown stays hidden: the course is chosen as a keyboard user does it.
    const select = screen.getByRole('combobox', { name: 'Курс' });
    await user.clear(select);
    await user.type(select, 'Оценивание');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText('Ничего не найдено')).toBeInTheDocument();
  });

  it('saves the server’s Excel export of the course', async () => {
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    server.use(
      http.get('/api/v1/courses/7/users/export/', () => new HttpResponse(new Blob(['xlsx'], { type: xlsx }))),
    );
    const requests = recordRequests();
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:export';
      },
      revokeObjectURL: () => undefined,
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderApp('/admin/course-users');

    await screen.findByRole('table', { name: 'Слушатели курса' });
    await user.click(screen.getByRole('button', { name: 'Выгрузить в Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].type).toBe(xlsx);
    expect(await saved[0].text()).toBe('xlsx');
    expect(click).toHaveBeenCalled();
    expect(calls(requests, '/api/v1/courses/7/users/')).not.toHaveLength(0);
    click.mockRestore();
  });

  it('tells when the courses, the users or the export could not be loaded', async () => {
    server.use(
      http.get('/api/v1/courses/7/users/', failed),
      http.get('/api/v1/courses/7/users/export/', failed),
    );
    const { user } = renderApp('/admin/course-users');
    expect(
      await screen.findByText('Не удалось загрузить пользователей выбранного курса'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Выгрузить в Excel' }));
    expect(await screen.findByText('Не удалось экспортировать данные')).toBeInTheDocument();
  });

  it('tells when the list of courses could not be loaded', async () => {
    server.use(http.get('/api/v1/courses/names/', failed));
    renderApp('/admin/course-users');
    expect(await screen.findByText('Не удалось загрузить список курсов')).toBeInTheDocument();
  });
});
