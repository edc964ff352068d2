import type { LessonDto, LessonTestDto } from '@expert-portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { heldReply, recordRequests, server, type SentRequest } from '@/testing/http-server';
import { renderApp, storeSession } from '@/testing/render-app';
import { reportUploadProgress } from '@/testing/upload-progress';
import {
  ADMIN_PROFILE,
  course,
  lesson,
  lessonTest,
  question,
  storedFile,
  fill,
} from '../testing/course-fixtures';

const LESSONS_PATH = '/api/v1/courses/7/lessons/';
const QUESTIONS_PATH = '/api/v1/courses/7/lessons/11/test/31/questions/';

interface Content {
  lessons: LessonDto[];
  tests: Record<number, LessonTestDto[]>;
}

function content(): Content {
  return {
    lessons: [
      lesson(12, {
        title: 'Оценивание на уроке',
        date_time: '2026-12-08T05:00:00.000Z',
        published: false,
        public: true,
      }),
      lesson(11, {
        title: 'Введение в методику',
        description: 'Первое занятие курса',
        date_time: '2026-12-01T05:00:00.000Z',
        link: 'https://meet.example.kz/intro',
        file_link: 'https://disk.example.kz/intro.pdf',
        files: [storedFile(41, 'Программа курса.pdf'), storedFile(42, 'Бағдарлама.docx')],
        test: { id: 31, title: 'Тест по уроку', title_kz: 'Сабақ тесті' },
      }),
    ],
    tests: { 11: [lessonTest(31, 11, [question(1), question(2)])] },
  };
}

const urlOf = (request: SentRequest) => new URL(request.url, 'http://portal');

/** The course's content API over `state`; a test's own handlers come first. */
function answerContentApi(state: Content = content()): void {
  server.use(
    http.get('/api/v1/users/profile/', () => HttpResponse.json(ADMIN_PROFILE)),
    http.get('/api/v1/courses/7/', () => HttpResponse.json(course(7, { title: 'Методика преподавания' }))),
    http.get(LESSONS_PATH, () => HttpResponse.json(state.lessons)),
    http.get(`${LESSONS_PATH}:lesson/test/`, ({ params }) =>
      HttpResponse.json(state.tests[Number(params.lesson)] ?? []),
    ),
    http.delete('/api/v1/courses/7/*', () => new HttpResponse(null, { status: 204 })),
  );
}

const calls = (requests: SentRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && urlOf(request).pathname === path);

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('admin');
});

const card = (title: string) => screen.findByRole('article', { name: title });

describe('/admin/courses/:id/content', () => {
  it('shows the lesson cards by date with their time, links, marks, files and test', async () => {
    answerContentApi();
    renderApp('/admin/courses/7/content');

    expect(await screen.findByRole('heading', { level: 1, name: 'Материалы курса' })).toBeInTheDocument();
    expect(await screen.findByText('Методика преподавания')).toBeInTheDocument();
    const cards = await screen.findAllByRole('article', { name: /Введение в методику|Оценивание на уроке/ });
    expect(cards.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Введение в методику',
      'Оценивание на уроке',
    ]);
    const first = cards[0];
    expect(first).toHaveTextContent('1 дек. 2026 г., 10:00');
    expect(first).toHaveTextContent('Опубликован');
    expect(within(first).getByRole('link', { name: 'https://meet.example.kz/intro' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(
      within(first).getByRole('link', { name: 'https://disk.example.kz/intro.pdf' }),
    ).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Программа курса.pdf' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Бағдарлама.docx' })).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Не опубликован');
    expect(cards[1]).toHaveTextContent('Открыт всем слушателям');

    expect(await within(first).findByText('Тест: Тест по уроку')).toBeInTheDocument();
    const firstQuestion = await within(first).findByRole('article', { name: 'Вопрос 1' });
    expect(firstQuestion).toHaveTextContent('Верный 1');
    expect(firstQuestion).toHaveTextContent('Правильный');
    expect(within(cards[1]).getByRole('button', { name: 'Создать тест' })).toBeInTheDocument();
  });

  it('deletes a file and a lesson only after a confirmation', async () => {
    answerContentApi();
    const requests = recordRequests();
    const { user } = renderApp('/admin/courses/7/content');
    const first = await card('Введение в методику');

    await user.click(within(first).getByRole('button', { name: 'Удалить файл Программа курса.pdf' }));
    const fileDialog = await screen.findByRole('dialog', { name: 'Удаление файла' });
    expect(fileDialog).toHaveTextContent('Удалить файл «Программа курса.pdf»?');
    await user.click(within(fileDialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(calls(requests, 'DELETE', `${LESSONS_PATH}11/files/41/`)).toHaveLength(1));
    expect(await screen.findByText('Файл удалён')).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Удалить урок' }));
    const lessonDialog = await screen.findByRole('dialog', { name: 'Удаление урока' });
    await user.click(within(lessonDialog).getByRole('button', { name: 'Отмена' }));
    expect(calls(requests, 'DELETE', `${LESSONS_PATH}11/`)).toHaveLength(0);
    await user.click(within(first).getByRole('button', { name: 'Удалить урок' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Удаление урока' })).getByRole('button', {
        name: 'Удалить',
      }),
    );
    await waitFor(() => expect(calls(requests, 'DELETE', `${LESSONS_PATH}11/`)).toHaveLength(1));
    expect(await screen.findByText('Урок удалён')).toBeInTheDocument();
  });

  it('asks for files, then uploads several with their progress', async () => {
    answerContentApi();
    const reply = heldReply();
    server.use(http.post(`${LESSONS_PATH}12/upload_files/`, reply.resolver));
    const progress = reportUploadProgress();
    const requests = recordRequests();
    const { user } = renderApp('/admin/courses/7/content');
    const second = await card('Оценивание на уроке');

    await user.click(within(second).getByRole('button', { name: 'Загрузить' }));
    expect(await within(second).findByText('Выберите файлы')).toBeInTheDocument();
    expect(calls(requests, 'POST', `${LESSONS_PATH}12/upload_files/`)).toEqual([]);

    const files = [
      new File(['%PDF'], 'Слайды.pdf', { type: 'application/pdf' }),
      new File(['PK'], 'Тапсырма.docx', { type: 'application/octet-stream' }),
    ];
    fireEvent.change(second.querySelector('input[name="files"]') as HTMLInputElement, { target: { files } });
    await user.click(within(second).getByRole('button', { name: 'Загрузить' }));
    const upload = () => calls(requests, 'POST', `${LESSONS_PATH}12/upload_files/`)[0]?.body;
    await waitFor(() => expect(upload()).toBeDefined());
    expect((upload() as FormData).getAll('files').map((file) => (file as File).name)).toEqual([
      'Слайды.pdf',
      'Тапсырма.docx',
    ]);
    progress(30, 100);
    expect(within(second).getByText('Загрузка: 30%')).toBeInTheDocument();
    reply.send(HttpResponse.json(lesson(12)));
    expect(await screen.findByText('Файлы успешно загружены')).toBeInTheDocument();
  });

  it('says when the upload fails', async () => {
    answerContentApi();
    server.use(
      http.post(`${LESSONS_PATH}12/upload_files/`, () =>
        HttpResponse.json(
          { detail: 'Содержимое файла «a.pdf» не соответствует его расширению.' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp('/admin/courses/7/content');
    const second = await card('Оценивание на уроке');
    fireEvent.change(second.querySelector('input[name="files"]') as HTMLInputElement, {
      target: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] },
    });
    await user.click(within(second).getByRole('button', { name: 'Загрузить' }));
    expect(await screen.findByText('Ошибка загрузки файлов')).toBeInTheDocument();
    expect(screen.getByText('Содержимое файла «a.pdf» не соответствует его расширению.')).toBeInTheDocument();
  });

  it('creates a lesson’s test only with both titles', async () => {
    answerContentApi();
    server.use(
      http.post(`${LESSONS_PATH}12/test/`, () =>
        HttpResponse.json({ detail: 'У этого урока уже есть тест.' }, { status: 409 }),
      ),
    );
    const requests = recordRequests();
    const { user } = renderApp('/admin/courses/7/content');
    const second = await card('Оценивание на уроке');

    await fill(user, within(second).getByRole('textbox', { name: 'Название теста (RU)' }), 'Итоговый тест');
    await user.click(within(second).getByRole('button', { name: 'Создать тест' }));
    expect(within(second).getByText('Заполните оба поля названия.')).toBeInTheDocument();
    expect(calls(requests, 'POST', `${LESSONS_PATH}12/test/`)).toHaveLength(0);

    await fill(user, within(second).getByRole('textbox', { name: 'Название теста (KZ)' }), 'Қорытынды тест');
    await user.click(within(second).getByRole('button', { name: 'Создать тест' }));
    await waitFor(() => expect(calls(requests, 'POST', `${LESSONS_PATH}12/test/`)).toHaveLength(1));
    expect(calls(requests, 'POST', `${LESSONS_PATH}12/test/`)[0].body).toEqual({
      title: 'Итоговый тест',
      title_kz: 'Қорытынды тест',
    });
    expect(await within(second).findByRole('alert')).toHaveTextContent(
      'Не удалось создать тест: У этого урока уже есть тест.',
    );
  });

  it('renames a lesson’s test in both languages', async () => {
    const state = content();
    answerContentApi(state);
    server.use(
      http.patch(`${LESSONS_PATH}11/test/31/`, async ({ request }) => {
        const titles = (await request.json()) as { title: string; title_kz: string };
        state.lessons[1] = { ...state.lessons[1], test: { id: 31, ...titles } };
        return HttpResponse.json(lessonTest(31, 11, []));
      }),
    );
    const requests = recordRequests();
    const { user } = renderApp('/admin/courses/7/content');
    const first = await card('Введение в методику');

    await user.click(within(first).getByRole('button', { name: 'Переименовать тест' }));
    const ru = within(first).getByRole('textbox', { name: 'Название теста (RU)' });
    expect(ru).toHaveValue('Тест по уроку');
    await user.clear(ru);
    await user.click(within(first).getByRole('button', { name: 'Сохранить название' }));
    expect(within(first).getByText('Заполните оба поля названия.')).toBeInTheDocument();
    expect(calls(requests, 'PATCH', `${LESSONS_PATH}11/test/31/`)).toHaveLength(0);

    await fill(user, ru, 'Итоги урока');
    await user.click(within(first).getByRole('button', { name: 'Сохранить название' }));
    await waitFor(() => expect(calls(requests, 'PATCH', `${LESSONS_PATH}11/test/31/`)).toHaveLength(1));
    expect(calls(requests, 'PATCH', `${LESSONS_PATH}11/test/31/`)[0].body).toEqual({
      title: 'Итоги урока',
      title_kz: 'Сабақ тесті',
    });
    expect(await within(first).findByText('Тест: Итоги урока')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Сохранить название' })).not.toBeInTheDocument();
  });

  it('adds a question with its options in one request, after the editor’s checks', async () => {
    answerContentApi();
    server.use(http.post(QUESTIONS_PATH, () => HttpResponse.json(question(3), { status: 201 })));
    const requests = recordRequests();
    const { user } = renderApp('/admin/courses/7/content');
    const first = await card('Введение в методику');

    await user.click(await within(first).findByRole('button', { name: 'Добавить вопрос' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый вопрос' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Вопрос (RU)' }), 'Что такое рубрика?');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить вопрос' }));
    expect(within(dialog).getByText('Введите текст вопроса на обоих языках (RU и KZ).')).toBeInTheDocument();
    expect(within(dialog).queryByText('Заполните оба поля вопроса.')).not.toBeInTheDocument();

    await fill(user, within(dialog).getByRole('textbox', { name: 'Вопрос (KZ)' }), 'Рубрика дегеніміз не?');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Вариант 1 (RU)' }), 'Критерии оценивания');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить вопрос' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Добавьте минимум два варианта ответа (оба языка должны быть заполнены).',
    );

    await fill(user, within(dialog).getByRole('textbox', { name: 'Вариант 1 (KZ)' }), 'Бағалау критерийлері');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Вариант 2 (RU)' }), 'Список литературы');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Вариант 2 (KZ)' }), 'Әдебиеттер тізімі');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить вопрос' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Отметьте хотя бы один правильный вариант.');

    await user.click(within(dialog).getByRole('button', { name: 'Добавить вариант' }));
    await user.click(within(dialog).getByRole('button', { name: 'Удалить вариант 3' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Вариант 1 правильный' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить вопрос' }));

    await waitFor(() => expect(calls(requests, 'POST', QUESTIONS_PATH)).toHaveLength(1));
    expect(calls(requests, 'POST', QUESTIONS_PATH)[0].body).toEqual({
      title: 'Что такое рубрика?',
      title_kz: 'Рубрика дегеніміз не?',
      answers: [
        { title: 'Критерии оценивания', title_kz: 'Бағалау критерийлері', is_correct: true },
        { title: 'Список литературы', title_kz: 'Әдебиеттер тізімі', is_correct: false },
      ],
    });
    expect(await screen.findByText('Вопрос добавлен')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Новый вопрос' })).not.toBeInTheDocument(),
    );
  });

  it('edits a question with PUT and deletes one after a confirmation', async () => {
    answerContentApi();
    server.use(http.put(`${QUESTIONS_PATH}1/`, () => HttpResponse.json(question(1))));
    const requests = recordRequests();
    const { user } = renderApp('/admin/courses/7/content');
    const first = await card('Введение в методику');

    await user.click(await within(first).findByRole('button', { name: 'Изменить вопрос 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вопрос 1' });
    expect(within(dialog).getByRole('textbox', { name: 'Вопрос (RU)' })).toHaveValue('Вопрос 1');
    expect(within(dialog).getByRole('checkbox', { name: 'Вариант 1 правильный' })).toBeChecked();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Вопрос (KZ)' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Вопрос (RU)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить вопрос' }));
    expect(within(dialog).getByText('Введите текст вопроса на обоих языках (RU и KZ).')).toBeInTheDocument();

    await fill(user, within(dialog).getByRole('textbox', { name: 'Вопрос (RU)' }), 'Новый текст');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Вопрос (KZ)' }), 'Жаңа мәтін');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить вопрос' }));
    await waitFor(() => expect(calls(requests, 'PUT', `${QUESTIONS_PATH}1/`)).toHaveLength(1));
    expect(calls(requests, 'PUT', `${QUESTIONS_PATH}1/`)[0].body).toEqual({
      title: 'Новый текст',
      title_kz: 'Жаңа мәтін',
      answers: [
        { title: 'Верный 1', title_kz: 'Дұрыс 1', is_correct: true },
        { title: 'Неверный 1', title_kz: 'Қате 1', is_correct: false },
      ],
    });
    expect(await screen.findByText('Вопрос сохранён')).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Удалить вопрос 2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Удаление вопроса' });
    expect(confirm).toHaveTextContent('Удалить вопрос 2 «Вопрос 2» вместе с вариантами ответа?');
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(calls(requests, 'DELETE', `${QUESTIONS_PATH}2/`)).toHaveLength(1));
    expect(await screen.findByText('Вопрос удалён')).toBeInTheDocument();
  });
});
