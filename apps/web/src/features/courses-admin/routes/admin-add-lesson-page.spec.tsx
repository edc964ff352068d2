import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { recordRequests, server, type SentRequest } from '@/testing/http-server';
import { typeMeetingTime } from '@/testing/meeting-time';
import { renderApp, storeSession } from '@/testing/render-app';
import { ADMIN_PROFILE, course, lesson, fill } from '../testing/course-fixtures';

const LESSONS_PATH = '/api/v1/courses/7/lessons/';

/** The course of the new lesson, and the server's answer to it. */
function answerLessonApi(create: () => Response): void {
  server.use(
    http.get('/api/v1/users/profile/', () => HttpResponse.json(ADMIN_PROFILE)),
    http.get('/api/v1/courses/7/', () => HttpResponse.json(course(7, { title: 'Методика преподавания' }))),
    http.get(LESSONS_PATH, () => HttpResponse.json([])),
    http.post(LESSONS_PATH, create),
  );
}

const posts = (requests: SentRequest[]) =>
  requests.filter((request) => request.method === 'POST' && request.url === LESSONS_PATH);

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('admin');
});

describe('/admin/courses/:courseId/add-lesson', () => {
  it('checks the lesson, sends it and goes back to the course’s content page', async () => {
    answerLessonApi(() => HttpResponse.json(lesson(15), { status: 201 }));
    const requests = recordRequests();
    const { user, router } = renderApp('/admin/courses/7/add-lesson');

    expect(await screen.findByRole('heading', { level: 1, name: 'Новый урок' })).toBeInTheDocument();
    expect(await screen.findByText('Методика преподавания')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Опубликован' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Открыт всем слушателям' })).not.toBeChecked();

    await fill(user, screen.getByRole('textbox', { name: 'Ссылка на занятие' }), 'meet.example.kz');
    await user.click(screen.getByRole('button', { name: 'Добавить урок' }));
    expect(screen.getByText('Введите название урока.')).toBeInTheDocument();
    expect(screen.getByText('Укажите существующие дату и время урока.')).toBeInTheDocument();
    expect(screen.getByText('Ссылка должна начинаться с http:// или https://.')).toBeInTheDocument();
    expect(posts(requests)).toHaveLength(0);

    await fill(
      user,
      screen.getByRole('textbox', { name: 'Название урока (RU)' }),
      'Критериальное оценивание',
    );
    await fill(user, screen.getByRole('textbox', { name: 'Название урока (KZ)' }), 'Критериалды бағалау');
    await typeMeetingTime(user, '08.12.2026', '15:30');
    await user.clear(screen.getByRole('textbox', { name: 'Ссылка на занятие' }));
    await fill(
      user,
      screen.getByRole('textbox', { name: 'Ссылка на занятие' }),
      'https://meet.example.kz/l2',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Открыт всем слушателям' }));
    await user.click(screen.getByRole('button', { name: 'Добавить урок' }));

    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0].body).toEqual({
      title: 'Критериальное оценивание',
      title_kk: 'Критериалды бағалау',
      description: '',
      description_kk: '',
      date_time: '2026-12-08T10:30:00.000Z',
      link: 'https://meet.example.kz/l2',
      file_link: null,
      published: true,
      public: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/courses/7/content'));
    expect(await screen.findByText('Урок добавлен')).toBeInTheDocument();
  });

  it('tells why the server refused the lesson, field by field', async () => {
    answerLessonApi(() =>
      HttpResponse.json(
        { title: ['Введите название урока.'], date_time: ['Укажите существующие дату и время урока.'] },
        { status: 400 },
      ),
    );
    const { user } = renderApp('/admin/courses/7/add-lesson');

    await fill(user, await screen.findByRole('textbox', { name: 'Название урока (RU)' }), 'Урок');
    await typeMeetingTime(user, '08.12.2026', '15:30');
    await user.click(screen.getByRole('button', { name: 'Добавить урок' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось создать урок: title: Введите название урока. | date_time: Укажите существующие дату и время урока.',
    );
  });

  it('says an unknown error when the answer has no detail', async () => {
    answerLessonApi(() => new HttpResponse(null, { status: 500 }));
    const { user } = renderApp('/admin/courses/7/add-lesson');
    await fill(user, await screen.findByRole('textbox', { name: 'Название урока (RU)' }), 'Урок');
    await typeMeetingTime(user, '08.12.2026', '15:30');
    await user.click(screen.getByRole('button', { name: 'Добавить урок' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось создать урок: Неизвестная ошибка');
  });

  it('says the course id is missing when the path has none', async () => {
    answerLessonApi(() => new HttpResponse(null, { status: 500 }));
    renderApp('/admin/courses/abc/add-lesson');
    expect(await screen.findByRole('alert')).toHaveTextContent('Курс ID не указан');
  });
});
