import type { CourseDto } from '@expert-portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { heldReply, recordRequests, server, type SentRequest } from '@/testing/http-server';
import { renderApp, storeSession } from '@/testing/render-app';
import { reportUploadProgress } from '@/testing/upload-progress';
import { ADMIN_PROFILE, course, fill } from '../testing/course-fixtures';

const COURSES = Array.from({ length: 20 }, (_, index) =>
  course(index + 1, index === 0 ? { title: 'Методика преподавания', title_kk: 'Оқыту әдістемесі' } : {}),
);

const urlOf = (request: SentRequest) => new URL(request.url, 'http://portal');

/** The admin's courses API with the fixtures above; a test's own handlers come first. */
function answerCoursesApi(): void {
  server.use(
    http.get('/api/v1/users/profile/', () => HttpResponse.json(ADMIN_PROFILE)),
    http.get('/api/v1/courses/', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search');
      const results: CourseDto[] = search ? COURSES.filter((item) => item.title.includes(search)) : COURSES;
      return HttpResponse.json({ count: search ? results.length : 23, next: null, previous: null, results });
    }),
    http.get('/api/v1/courses/1/candidates/', () =>
      HttpResponse.json({
        count: 1,
        next: null,
        previous: null,
        results: [{ id: 5, name: 'Касымов Марат', username: 'marat' }],
      }),
    ),
  );
}

const calls = (requests: SentRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && urlOf(request).pathname === path);

/** The multipart body of the one request to `path`, once it has been read. */
async function sentForm(requests: SentRequest[], method: string, path: string): Promise<FormData> {
  await waitFor(() => expect(calls(requests, method, path)[0]?.body).toBeDefined());
  return calls(requests, method, path)[0].body as FormData;
}

const nameAndText = async (file: FormDataEntryValue | null) =>
  file instanceof File ? [file.name, await file.text()] : file;

beforeAll(() => {
  // jsdom has no object URLs; the picked cover is previewed through one.
  Object.assign(URL, { createObjectURL: () => 'blob:cover', revokeObjectURL: () => undefined });
});

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('admin');
  answerCoursesApi();
});

async function firstRow() {
  const row = (await screen.findByText('Методика преподавания')).closest('tr');
  if (!row) throw new Error('no row');
  return row;
}

describe('/admin/courses', () => {
  it('lists the courses 20 a page with their details, and searches', async () => {
    const requests = recordRequests();
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
    const reply = heldReply();
    server.use(http.post('/api/v1/courses/', reply.resolver));
    const progress = reportUploadProgress();
    const requests = recordRequests();
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
    expect(calls(requests, 'POST', '/api/v1/courses/')).toEqual([]);

    const cover = new File(['png'], 'обложка.png', { type: 'image/png' });
    const template = new File(['%PDF'], 'шаблон.pdf', { type: 'application/pdf' });
    fireEvent.change(imageInput, { target: { files: [cover] } });
    fireEvent.change(templateInput, { target: { files: [template] } });
    expect(await within(dialog).findByRole('img', { name: 'Предпросмотр обложки' })).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Академических часов' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Академических часов' }), '36');
    await user.click(within(dialog).getByRole('button', { name: 'Создать курс' }));

    const form = await sentForm(requests, 'POST', '/api/v1/courses/');
    expect(form.get('title')).toBe('Оценивание');
    expect(form.get('title_kk')).toBe('Бағалау');
    expect(form.get('academic_hours')).toBe('36');
    expect(await nameAndText(form.get('image'))).toEqual(['обложка.png', 'png']);
    expect(await nameAndText(form.get('certificate_template_ru'))).toEqual(['шаблон.pdf', '%PDF']);
    expect(form.get('certificate_template_kk')).toBeNull();

    progress(50, 100);
    expect(within(dialog).getByText('Отправка: 50%')).toBeInTheDocument();
    reply.send(
      HttpResponse.json(
        { price: ['Введите стоимость: число не меньше 0, не более двух знаков после запятой.'] },
        { status: 400 },
      ),
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
    const requests = recordRequests();
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
    expect(calls(requests, 'PATCH', '/api/v1/courses/1/')).toEqual([]);
  });

  it('edits a course: its fields filled in, sent with PATCH', async () => {
    server.use(http.patch('/api/v1/courses/1/', () => HttpResponse.json(course(1))));
    const requests = recordRequests();
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

    expect(await screen.findByText('Курс сохранён')).toBeInTheDocument();
    const form = await sentForm(requests, 'PATCH', '/api/v1/courses/1/');
    expect(form.get('price')).toBe('50000,5');
    expect(form.get('image')).toBeNull();
  });

  it('enrols at least one picked user and shows the server’s answer when refused', async () => {
    server.use(
      http.post('/api/v1/courses/1/add_users/', () =>
        HttpResponse.json({ detail: 'Эти пользователи не могут быть записаны на курс: 5.' }, { status: 400 }),
      ),
    );
    const requests = recordRequests();
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
    const requests = recordRequests();
    const { user } = renderApp('/admin/courses');
    const row = await firstRow();

    await user.click(within(row).getByRole('button', { name: 'Добавить слушателей' }));
    const dialog = await screen.findByRole('dialog', { name: 'Слушатели курса «Методика преподавания»' });
    expect(await within(dialog).findByRole('checkbox', { name: /Касымов Марат/ })).toBeInTheDocument();
    expect(within(dialog).getByText('Показаны пользователи, ещё не записанные на курс')).toBeInTheDocument();
    expect(within(dialog).queryByText(/приглаш/)).not.toBeInTheDocument();
    const role = within(dialog).getByRole('combobox', { name: /^Роль/ });
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
    server.use(
      http.delete('/api/v1/courses/1/', () =>
        HttpResponse.json(
          { detail: 'Курс нельзя удалить: его уже завершили пользователи.' },
          { status: 409 },
        ),
      ),
    );
    const requests = recordRequests();
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
