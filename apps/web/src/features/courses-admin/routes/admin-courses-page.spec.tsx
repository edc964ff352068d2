import type { CourseDto } from '@expert-portal/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@/shared/i18n/i18n';
import { FakeXhr } from '@/testing/fake-xhr';
import { mockFetch, type MockAnswer, type RecordedRequest } from '@/testing/fetch-mock';
import { renderApp, storeSession } from '@/testing/render-app';
import { ADMIN_PROFILE, course, fill } from '../testing/course-fixtures';

const COURSES = Array.from({ length: 20 }, (_, index) =>
  course(index + 1, index === 0 ? { title: 'Методика преподавания', title_kk: 'Оқыту әдістемесі' } : {}),
);

type Route = (request: RecordedRequest, url: URL) => MockAnswer | undefined;
const urlOf = (request: RecordedRequest) => new URL(request.url, 'http://portal');

function mockCoursesApi(route: Route = () => undefined): RecordedRequest[] {
  return mockFetch((request) => {
    const url = urlOf(request);
    const answer = route(request, url);
    if (answer) return answer;
    if (url.pathname === '/api/v1/users/profile/') return { status: 200, body: ADMIN_PROFILE };
    if (url.pathname === '/api/v1/courses/') {
      const search = url.searchParams.get('search');
      const results: CourseDto[] = search ? COURSES.filter((item) => item.title.includes(search)) : COURSES;
      return {
        status: 200,
        body: { count: search ? results.length : 23, next: null, previous: null, results },
      };
    }
    if (url.pathname === '/api/v1/courses/1/candidates/')
      return {
        status: 200,
        body: {
          count: 1,
          next: null,
          previous: null,
          results: [{ id: 5, name: 'Касымов Марат', username: 'marat' }],
        },
      };
    return { status: 404, body: { detail: 'Не найдено.' } };
  });
}

const calls = (requests: RecordedRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && urlOf(request).pathname === path);

const realXhr = globalThis.XMLHttpRequest;

beforeAll(() => {
  // jsdom has no object URLs; the picked cover is previewed through one.
  Object.assign(URL, { createObjectURL: () => 'blob:cover', revokeObjectURL: () => undefined });
});

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('admin');
  FakeXhr.sent = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});

afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
});

async function firstRow() {
  const row = (await screen.findByText('Методика преподавания')).closest('tr');
  if (!row) throw new Error('no row');
  return row;
}

describe('/admin/courses', () => {
  it('lists the courses 20 a page with their details, and searches', async () => {
    const requests = mockCoursesApi();
    const { user } = renderApp('/admin/courses');

    expect(await screen.findByRole('heading', { level: 1, name: 'Курсы' })).toBeInTheDocument();
    const row = await firstRow();
    expect(row).toHaveTextContent('Оқыту әдістемесі');
    expect(row).toHaveTextContent('72 ак. часа');
    expect(row).toHaveTextContent('3 месяца');
    expect(row).toHaveTextContent('45 000 ₸');
    expect(screen.getByText('Всего курсов: 23')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Страницы курсов' })).toBeInTheDocument();
    expect(urlOf(calls(requests, 'GET', '/api/v1/courses/')[0]).searchParams.get('page_size')).toBe('20');
    expect(within(row).getByRole('link', { name: 'Материалы' })).toHaveAttribute(
      'href',
      '/admin/courses/1/content',
    );
    expect(within(row).getByRole('link', { name: 'Добавить урок' })).toHaveAttribute(
      'href',
      '/admin/courses/1/add-lesson',
    );

    await fill(user, screen.getByRole('textbox', { name: 'Поиск' }), 'Методика');
    await waitFor(() =>
      expect(
        calls(requests, 'GET', '/api/v1/courses/').some(
          (request) => urlOf(request).searchParams.get('search') === 'Методика',
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('Всего курсов: 1')).toBeInTheDocument();
  });

  it('checks a new course as the server does, then sends it as multipart with its progress', async () => {
    mockCoursesApi();
    const { user } = renderApp('/admin/courses');
    await firstRow();

    await user.click(screen.getByRole('button', { name: 'Создать курс' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый курс' });
    await user.click(within(dialog).getByRole('button', { name: 'Создать курс' }));
    expect(within(dialog).getAllByText('Введите название курса на русском и казахском языках.')).toHaveLength(
      2,
    );

    await fill(user, within(dialog).getByRole('textbox', { name: 'Название (RU)' }), 'Оценивание');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Название (KZ)' }), 'Бағалау');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Академических часов' }), 'много');
    const imageInput = dialog.querySelector('input[name="image"]') as HTMLInputElement;
    const templateInput = dialog.querySelector('input[name="certificate_template_ru"]') as HTMLInputElement;
    fireEvent.change(imageInput, {
      target: { files: [new File(['x'], 'обложка.txt', { type: 'text/plain' })] },
    });
    fireEvent.change(templateInput, {
      target: { files: [new File(['x'], 'шаблон.png', { type: 'image/png' })] },
    });
    expect(
      await within(dialog).findByText(/Обложка курса: допустимы только изображения/),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Шаблон сертификата: допустимые форматы .doc, .docx, .pdf.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Введите целое число.', { exact: false })).toBeInTheDocument();
    expect(FakeXhr.sent).toEqual([]);

    const cover = new File(['png'], 'обложка.png', { type: 'image/png' });
    const template = new File(['%PDF'], 'шаблон.pdf', { type: 'application/pdf' });
    fireEvent.change(imageInput, { target: { files: [cover] } });
    fireEvent.change(templateInput, { target: { files: [template] } });
    expect(await within(dialog).findByRole('img', { name: 'Предпросмотр обложки' })).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Академических часов' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Академических часов' }), '36');
    await user.click(within(dialog).getByRole('button', { name: 'Создать курс' }));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const [xhr] = FakeXhr.sent;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/courses/');
    expect(xhr.body?.get('title')).toBe('Оценивание');
    expect(xhr.body?.get('title_kk')).toBe('Бағалау');
    expect(xhr.body?.get('academic_hours')).toBe('36');
    expect(xhr.body?.get('image')).toBe(cover);
    expect(xhr.body?.get('certificate_template_ru')).toBe(template);
    expect(xhr.body?.get('certificate_template_kk')).toBeNull();

    xhr.progress(50, 100);
    expect(within(dialog).getByText('Отправка: 50%')).toBeInTheDocument();
    act(() =>
      xhr.respond(400, {
        price: ['Введите стоимость: число не меньше 0, не более двух знаков после запятой.'],
      }),
    );
    expect(
      await within(dialog).findByText(
        'Введите стоимость: число не меньше 0, не более двух знаков после запятой.',
        {
          selector: '.mantine-InputWrapper-error',
        },
      ),
    ).toBeInTheDocument();
  });

  it('says at once that a cover the browser cannot draw is no image, and sends nothing', async () => {
    mockCoursesApi();
    const { user } = renderApp('/admin/courses');
    const row = await firstRow();

    await user.click(within(row).getByRole('button', { name: 'Изменить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменение курса' });
    const imageInput = dialog.querySelector('input[name="image"]') as HTMLInputElement;
    fireEvent.change(imageInput, {
      target: { files: [new File(['Это текст.'], 'обложка.png', { type: 'image/png' })] },
    });
    // jsdom draws no images: the browser's refusal of the file is its error event.
    fireEvent.error(await within(dialog).findByRole('img', { name: 'Предпросмотр обложки' }));

    expect(
      await within(dialog).findByText(
        'Обложка курса: допустимы только изображения (png, jpg, jpeg, webp, gif).',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'Предпросмотр обложки' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(FakeXhr.sent).toEqual([]);
  });

  it('edits a course: its fields filled in, sent with PATCH', async () => {
    mockCoursesApi();
    const { user } = renderApp('/admin/courses');
    const row = await firstRow();

    await user.click(within(row).getByRole('button', { name: 'Изменить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменение курса' });
    expect(within(dialog).getByRole('textbox', { name: 'Название (RU)' })).toHaveValue(
      'Методика преподавания',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Стоимость, ₸' })).toHaveValue('45000');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Стоимость, ₸' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Стоимость, ₸' }), '50000,5');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const [xhr] = FakeXhr.sent;
    expect(xhr.method).toBe('PATCH');
    expect(xhr.url).toBe('/api/v1/courses/1/');
    expect(xhr.body?.get('price')).toBe('50000,5');
    expect(xhr.body?.get('image')).toBeNull();
    act(() => xhr.respond(200, course(1)));
    expect(await screen.findByText('Курс сохранён')).toBeInTheDocument();
  });

  it('enrols at least one picked user and shows the server’s answer when refused', async () => {
    const requests = mockCoursesApi((request, url) =>
      request.method === 'POST' && url.pathname === '/api/v1/courses/1/add_users/'
        ? { status: 400, body: { detail: 'Эти пользователи не могут быть записаны на курс: 5.' } }
        : undefined,
    );
    const { user } = renderApp('/admin/courses');
    const row = await firstRow();

    await user.click(within(row).getByRole('button', { name: 'Добавить слушателей' }));
    const dialog = await screen.findByRole('dialog', { name: 'Слушатели курса «Методика преподавания»' });
    await user.click(within(dialog).getByRole('button', { name: 'Добавить 0 пользователей' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Выберите хотя бы одного пользователя.');
    expect(calls(requests, 'POST', '/api/v1/courses/1/add_users/')).toHaveLength(0);

    await user.click(await within(dialog).findByRole('checkbox', { name: /Касымов Марат/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Добавить 1 пользователя' }));
    await waitFor(() => expect(calls(requests, 'POST', '/api/v1/courses/1/add_users/')).toHaveLength(1));
    expect(calls(requests, 'POST', '/api/v1/courses/1/add_users/')[0].body).toEqual({ user_ids: [5] });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ошибка при добавлении пользователей: Эти пользователи не могут быть записаны на курс: 5.',
    );
  });

  it('offers users to enrol with a role filter, «Кандидат» first, in the words of a course', async () => {
    const requests = mockCoursesApi();
    const { user } = renderApp('/admin/courses');
    const row = await firstRow();

    await user.click(within(row).getByRole('button', { name: 'Добавить слушателей' }));
    const dialog = await screen.findByRole('dialog', { name: 'Слушатели курса «Методика преподавания»' });
    expect(await within(dialog).findByRole('checkbox', { name: /Касымов Марат/ })).toBeInTheDocument();
    expect(within(dialog).getByText('Показаны пользователи, ещё не записанные на курс')).toBeInTheDocument();
    expect(within(dialog).queryByText(/приглаш/)).not.toBeInTheDocument();
    const role = within(dialog).getByRole('textbox', { name: /^Роль/ });
    expect(role).toHaveValue('Кандидат');
    const pickerCalls = () =>
      calls(requests, 'GET', '/api/v1/courses/1/candidates/').map((call) =>
        new URL(call.url, 'http://portal').searchParams.get('role'),
      );
    expect(pickerCalls()).toEqual(['user']);

    await user.click(role);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(role).toHaveValue('Прямое зачисление'));
    await waitFor(() => expect(pickerCalls()).toEqual(['user', 'direct_enroll']));
  });

  it('deletes a course only after a confirmation, and tells the server’s reason when it refuses', async () => {
    const requests = mockCoursesApi((request, url) =>
      request.method === 'DELETE' && url.pathname === '/api/v1/courses/1/'
        ? { status: 409, body: { detail: 'Курс нельзя удалить: его уже завершили пользователи.' } }
        : undefined,
    );
    const { user } = renderApp('/admin/courses');
    const row = await firstRow();

    await user.click(within(row).getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удаление курса' });
    expect(dialog).toHaveTextContent(
      'Удалить курс «Методика преподавания» со всеми уроками, файлами и тестами?',
    );
    expect(calls(requests, 'DELETE', '/api/v1/courses/1/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));

    expect(
      await screen.findByText('Курс нельзя удалить: его уже завершили пользователи.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Не удалось удалить курс')).toBeInTheDocument();
    expect(calls(requests, 'DELETE', '/api/v1/courses/1/')).toHaveLength(1);
  });
});
