import { notifications } from '@mantine/notifications';
import type {
  PracticeAnswerDto,
  PracticeCourseDto,
  PracticeTaskDto,
  PracticeUserDto,
} from '@expert-portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { heldReply, recordRequests, server, type SentRequest } from '@/testing/http-server';
import { renderApp, storeSession } from '@/testing/render-app';
import { reportUploadProgress } from '@/testing/upload-progress';
import { CHECKED_TASKS_KEY } from '../components/use-checked-tasks';

const ADMIN = {
  id: 1,
  name: 'Сейткали Айгерим',
  username: 'admin',
  first_name: '',
  last_name: '',
  role: 'admin',
};

const COURSES: PracticeCourseDto[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  title: index === 0 ? 'Педагогика и методика' : `Курс ${index + 1}`,
  title_kk: index === 0 ? 'Педагогика және әдістеме' : `${index + 1}-курс`,
}));

const student = (id: number, name: string): PracticeUserDto => ({
  id,
  name,
  username: `user${id}`,
  email: `user${id}@mail.kz`,
  phone: '87011234567',
});

function task(id: number, overrides: Partial<PracticeTaskDto> = {}): PracticeTaskDto {
  return {
    id,
    title: `Урок по теме ${id}`,
    title_kk: `${id}-тақырып бойынша сабақ`,
    instruction: 'Разработайте план урока и приложите презентацию.',
    instruction_kk: 'Сабақ жоспарын әзірлеп, презентацияны тіркеңіз.',
    // The end of 20.12.2026 in Kazakhstan (UTC+5).
    deadline: '2026-12-20T18:59:59.999Z',
    course: COURSES[0],
    files: [
      {
        id: 5,
        file: `/api/v1/practice/${id}/files/5/`,
        name: 'Задание.pdf',
        size: 1024,
        mime: 'application/pdf',
      },
    ],
    created_at: '2026-11-01T05:00:00.000Z',
    users: [student(21, 'Иванова Анна')],
    answers: [],
    answers_count: 3,
    graded_count: 1,
    ...overrides,
  };
}

function answer(id: number, name: string, overrides: Partial<PracticeAnswerDto> = {}): PracticeAnswerDto {
  return {
    id,
    task: 7,
    user: { id: 20 + id, name, username: `user${20 + id}` },
    files: [
      {
        id: 100 + id,
        file: `/api/v1/practice/7/answers/${id}/files/${100 + id}/`,
        name: `Ответ ${id}.docx`,
        size: 2048,
        mime: 'application/msword',
      },
    ],
    submitted_at: '2026-11-10T06:30:00.000Z',
    grade: null,
    passed: null,
    has_grade: false,
    graded_at: null,
    ...overrides,
  };
}

const urlOf = (request: SentRequest) => new URL(request.url, 'http://portal');
const page = <T,>(results: T[], count = results.length) =>
  HttpResponse.json({ count, next: null, previous: null, results });

/** The practice API with the fixtures above and the task's `answers`; a test's own handlers come first. */
function answerPracticeApi(answers: PracticeAnswerDto[] = []): void {
  server.use(
    http.get('/api/v1/users/profile/', () => HttpResponse.json(ADMIN)),
    http.get('/api/v1/courses/', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const found = COURSES.filter((course) => course.title.includes(params.get('search') ?? ''));
      const from = (Number(params.get('page')) - 1) * 10;
      return page(found.slice(from, from + 10), found.length);
    }),
    http.get('/api/v1/practice/', () => page([task(7), task(8, { users: [], title: 'Анализ урока' })])),
    http.get('/api/v1/practice/7/answers/', ({ request }) => {
      const ungraded = new URL(request.url).searchParams.get('ungraded') === '1';
      return page(answers.filter((item) => !ungraded || !item.has_grade));
    }),
  );
}

const calls = (requests: SentRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && urlOf(request).pathname === path);

type User = ReturnType<typeof renderApp>['user'];

async function openTab(user: User, name: string): Promise<void> {
  await user.click(await screen.findByRole('tab', { name }));
}

beforeEach(async () => {
  localStorage.clear();
  notifications.clean();
  await i18n.changeLanguage('ru');
  storeSession('admin');
});

describe('/admin/practice: add a task', () => {
  it('asks for every field and a course before sending anything', async () => {
    answerPracticeApi();
    const requests = recordRequests();
    const { user } = renderApp('/admin/practice');

    expect(await screen.findByRole('heading', { level: 1, name: 'Практика' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Название \(RU\)/ }), 'План урока');
    await user.click(screen.getByRole('button', { name: 'Создать практику' }));

    expect(await screen.findByText('Заполните все поля и выберите курс')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Инструкция \(RU\)/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByText('Курс не выбран')).toBeInTheDocument();
    expect(calls(requests, 'POST', '/api/v1/practice/')).toEqual([]);
  });

  it('pages and searches the courses 10 at a time', async () => {
    answerPracticeApi();
    const requests = recordRequests();
    const { user } = renderApp('/admin/practice');

    expect(await screen.findByRole('radio', { name: 'Педагогика и методика' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'Страницы курсов' });
    await user.click(within(pages).getByRole('button', { name: '2' }));
    expect(await screen.findByRole('radio', { name: 'Курс 12' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Поиск курса' }), 'Педагогика');
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(1));
    const searched = calls(requests, 'GET', '/api/v1/courses/').map((request) => urlOf(request).searchParams);
    expect(searched.at(-1)?.get('search')).toBe('Педагогика');
    expect(searched.at(-1)?.get('page')).toBe('1');
    expect(searched.every((params) => params.get('page_size') === '10')).toBe(true);
  });

  it('refuses a file of another type before sending it', async () => {
    answerPracticeApi();
    const requests = recordRequests();
    const { user } = renderApp('/admin/practice');
    await screen.findByRole('radio', { name: 'Педагогика и методика' });

    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).toHaveAttribute('accept', expect.stringContaining('.docx'));
    fireEvent.change(input!, { target: { files: [new File(['MZ'], 'setup.exe')] } });
    expect(
      await screen.findByText(
        'setup.exe: Допустимые форматы файлов: pdf, doc, docx, xls, xlsx, ppt, pptx, png, jpg, jpeg, zip.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Создать практику' }));
    expect(calls(requests, 'POST', '/api/v1/practice/')).toEqual([]);
  });

  it('sends the task as multipart with its files and progress, the deadline as YYYY-MM-DD', async () => {
    answerPracticeApi();
    const reply = heldReply();
    server.use(http.post('/api/v1/practice/', reply.resolver));
    const progress = reportUploadProgress();
    const requests = recordRequests();
    const { user } = renderApp('/admin/practice');

    await user.type(screen.getByRole('textbox', { name: /^Название \(RU\)/ }), '  План урока ');
    await user.type(screen.getByRole('textbox', { name: /^Инструкция \(RU\)/ }), 'Составьте план урока.');
    await user.type(screen.getByRole('textbox', { name: /^Название \(KZ\)/ }), ' Сабақ жоспары ');
    await user.type(screen.getByRole('textbox', { name: /^Срок сдачи/ }), '20.12.2030');
    await user.click(await screen.findByRole('radio', { name: 'Педагогика и методика' }));
    expect(screen.getByText('Выбран курс: Педагогика и методика')).toBeInTheDocument();
    const files = [new File(['%PDF'], 'Задание.pdf'), new File(['PK'], 'Шаблон.docx')];
    fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files } });
    await user.click(screen.getByRole('button', { name: 'Создать практику' }));

    await waitFor(() => expect(calls(requests, 'POST', '/api/v1/practice/')[0]?.body).toBeDefined());
    const body = calls(requests, 'POST', '/api/v1/practice/')[0].body as FormData;
    expect(body.get('title')).toBe('План урока');
    expect(body.get('instruction')).toBe('Составьте план урока.');
    expect(body.get('title_kk')).toBe('Сабақ жоспары');
    expect(body.get('instruction_kk')).toBe('');
    expect(body.get('deadline')).toBe('2030-12-20');
    expect(body.get('course')).toBe('1');
    expect(body.getAll('files').map((file) => (file as File).name)).toEqual(['Задание.pdf', 'Шаблон.docx']);

    progress(30, 100);
    expect(screen.getByText('Загружено 30%')).toBeInTheDocument();
    reply.send(HttpResponse.json(task(9, { title: 'План урока' }), { status: 201 }));
    expect(await screen.findByText('Практика «План урока» создана')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Название \(RU\)/ })).toHaveValue('');
  });

  it('tells a refused task with the server’s reason', async () => {
    answerPracticeApi();
    server.use(
      http.post('/api/v1/practice/', () =>
        HttpResponse.json({ detail: 'Такого курса нет.' }, { status: 400 }),
      ),
    );
    const { user } = renderApp('/admin/practice');
    await user.type(screen.getByRole('textbox', { name: /^Название \(RU\)/ }), 'План');
    await user.type(screen.getByRole('textbox', { name: /^Инструкция \(RU\)/ }), 'Текст');
    await user.type(screen.getByRole('textbox', { name: /^Срок сдачи/ }), '20.12.2030');
    await user.click(await screen.findByRole('radio', { name: 'Педагогика и методика' }));
    await user.click(screen.getByRole('button', { name: 'Создать практику' }));

    const alert = await screen.findByRole('alert', { name: 'Ошибка при создании практики' });
    expect(alert).toHaveTextContent('Такого курса нет.');
    expect(screen.getByRole('textbox', { name: /^Название \(RU\)/ })).toHaveValue('План');
  });
});

describe('/admin/practice: add users to a task', () => {
  it('lists each task’s users with the phone in the app’s format, and keeps the checked mark locally', async () => {
    answerPracticeApi();
    const requests = recordRequests();
    const { user } = renderApp('/admin/practice');
    await openTab(user, 'Добавить пользователей');

    const users = await screen.findByRole('table', { name: 'Пользователи задания «Урок по теме 7»' });
    expect(within(users).getByText('Иванова Анна')).toBeInTheDocument();
    expect(within(users).getByText('user21@mail.kz')).toBeInTheDocument();
    expect(within(users).getByText('+7 (701) 123-45-67')).toBeInTheDocument();
    expect(screen.getByText('Пользователи ещё не добавлены.')).toBeInTheDocument();

    const before = requests.length;
    const [toggle] = screen.getAllByRole('switch', { name: /^Проверено/ });
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(JSON.parse(localStorage.getItem(CHECKED_TASKS_KEY) ?? '[]')).toEqual([7]);
    expect(requests.slice(before).filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('searches, selects all and none, needs one user, and adds the chosen ones', async () => {
    const candidates = Array.from({ length: 12 }, (_, index) =>
      student(30 + index, `Слушатель ${index + 1}`),
    );
    answerPracticeApi();
    server.use(
      http.get('/api/v1/practice/7/candidates/', ({ request }) => {
        const params = new URL(request.url).searchParams;
        const size = Number(params.get('page_size'));
        const from = (Number(params.get('page')) - 1) * size;
        return page(candidates.slice(from, from + size), candidates.length);
      }),
      http.post('/api/v1/practice/7/add_users/', () => HttpResponse.json({ added: 1, skipped: 0 })),
    );
    const requests = recordRequests();
    const { user } = renderApp('/admin/practice');
    await openTab(user, 'Добавить пользователей');
    await user.click(
      await screen.findByRole('button', { name: 'Добавить пользователей в задание «Урок по теме 7»' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Добавить пользователей: Урок по теме 7' });
    expect(await within(dialog).findAllByRole('checkbox')).toHaveLength(10);
    await user.type(within(dialog).getByRole('textbox', { name: 'Поиск по имени или логину' }), 'user3');
    await waitFor(() =>
      expect(
        calls(requests, 'GET', '/api/v1/practice/7/candidates/').some(
          (request) => urlOf(request).searchParams.get('search') === 'user3',
        ),
      ).toBe(true),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Выбрать всех' }));
    expect(await within(dialog).findByRole('button', { name: 'Добавить (12)' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Снять выбор со всех' }));
    await user.click(within(dialog).getByRole('button', { name: 'Добавить (0)' }));
    expect(await within(dialog).findByText('Выберите хотя бы одного пользователя.')).toBeInTheDocument();
    expect(calls(requests, 'POST', '/api/v1/practice/7/add_users/')).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: /Слушатель 2/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Добавить (1)' }));
    expect(await screen.findByText('Добавлено пользователей: 1')).toBeInTheDocument();
    expect(calls(requests, 'POST', '/api/v1/practice/7/add_users/').map((request) => request.body)).toEqual([
      { user_ids: [31] },
    ]);
  });

  it('shows the server’s detail when users cannot be added', async () => {
    const detail =
      'Добавить можно только пользователей, зачисленных на курс задания. Не зачислены: user30. Никто не добавлен.';
    answerPracticeApi();
    server.use(
      http.get('/api/v1/practice/7/candidates/', () => page([student(30, 'Слушатель 1')])),
      http.post('/api/v1/practice/7/add_users/', () => HttpResponse.json({ detail }, { status: 400 })),
    );
    const { user } = renderApp('/admin/practice');
    await openTab(user, 'Добавить пользователей');
    await user.click(
      await screen.findByRole('button', { name: 'Добавить пользователей в задание «Урок по теме 7»' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('checkbox', { name: /Слушатель 1/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Добавить (1)' }));

    const alert = await within(dialog).findByRole('alert', { name: 'Ошибка при добавлении пользователей' });
    expect(alert).toHaveTextContent(detail);
  });
});

describe('/admin/practice: all tasks and grading', () => {
  async function openAnswers(user: User) {
    await openTab(user, 'Все задания');
    await user.click(await screen.findByRole('button', { name: 'Посмотреть ответы: Урок по теме 7' }));
    return screen.findByRole('dialog', { name: 'Ответы: Урок по теме 7' });
  }

  it('lists the tasks with their deadline, course and files', async () => {
    answerPracticeApi();
    const { user } = renderApp('/admin/practice');
    await openTab(user, 'Все задания');

    expect(await screen.findByText('Урок по теме 7')).toBeInTheDocument();
    expect(screen.getAllByText('20 дек. 2026 г., 23:59')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Скачать файл Задание.pdf' })).toHaveLength(2);
    expect(screen.getAllByText('Ответов: 3, оценено: 1')).toHaveLength(2);
  });

  it('grades from the keyboard: a comma grade, Enter, and focus on the next ungraded answer', async () => {
    const answers = [
      answer(1, 'Иванова Анна'),
      answer(2, 'Омаров Ержан', {
        grade: 70,
        passed: true,
        has_grade: true,
        graded_at: '2026-11-11T05:00:00Z',
      }),
      answer(3, 'Серікова Дана'),
    ];
    answerPracticeApi(answers);
    server.use(
      http.put('/api/v1/practice/7/answer/1/grade-user/', async ({ request }) => {
        const { grade } = (await request.json()) as { grade: number };
        answers[0] = { ...answers[0], grade, passed: grade >= 65, has_grade: true };
        return HttpResponse.json(answers[0]);
      }),
    );
    const requests = recordRequests();
    const { user } = renderApp('/admin/practice');
    const dialog = await openAnswers(user);

    const table = await within(dialog).findByRole('table', { name: 'Ответы на задание' });
    const graded = within(table).getByText('Омаров Ержан').closest('tr')!;
    expect(within(graded).getByText('70')).toBeInTheDocument();
    expect(within(graded).getByText('Прошёл')).toBeInTheDocument();
    expect(within(graded).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(table).getAllByText('—')).toHaveLength(2);

    const first = within(table).getByRole('textbox', { name: 'Оценка: Иванова Анна' });
    await user.click(first);
    await user.keyboard('{Enter}');
    expect(await within(table).findByText('Введите оценку')).toBeInTheDocument();
    await user.type(first, 'шестьдесят{Enter}');
    expect(await within(table).findByText('Оценка должна быть числом')).toBeInTheDocument();
    expect(calls(requests, 'PUT', '/api/v1/practice/7/answer/1/grade-user/')).toHaveLength(0);

    await user.clear(first);
    await user.type(first, '64,99{Enter}');
    expect(await screen.findByText('Оценка сохранена')).toBeInTheDocument();
    expect(
      calls(requests, 'PUT', '/api/v1/practice/7/answer/1/grade-user/').map((request) => request.body),
    ).toEqual([{ grade: 64.99, passed: false }]);
    await waitFor(() =>
      expect(within(table).getByRole('textbox', { name: 'Оценка: Серікова Дана' })).toHaveFocus(),
    );
    const saved = within(table).getByText('Иванова Анна').closest('tr')!;
    expect(within(saved).getByText('64,99')).toBeInTheDocument();
    expect(within(saved).getByText('Не прошёл')).toBeInTheDocument();
    expect(within(saved).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('asks the server for the ungraded answers alone', async () => {
    answerPracticeApi([
      answer(1, 'Иванова Анна'),
      answer(2, 'Омаров Ержан', { grade: 80, passed: true, has_grade: true }),
    ]);
    const requests = recordRequests();
    const { user } = renderApp('/admin/practice');
    const dialog = await openAnswers(user);
    await within(dialog).findByText('Омаров Ержан');

    await user.click(within(dialog).getByRole('switch', { name: 'Только неоценённые' }));
    await waitFor(() => expect(within(dialog).queryByText('Омаров Ержан')).not.toBeInTheDocument());
    const last = calls(requests, 'GET', '/api/v1/practice/7/answers/').at(-1)!;
    expect(urlOf(last).searchParams.get('ungraded')).toBe('1');
    expect(within(dialog).getByText('Иванова Анна')).toBeInTheDocument();
  });

  it('tells a grade that could not be saved, and answers that could not be read', async () => {
    answerPracticeApi([answer(1, 'Иванова Анна')]);
    server.use(
      http.put('/api/v1/practice/7/answer/1/grade-user/', () =>
        HttpResponse.json({ detail: 'Ответ уже оценён: повторная оценка невозможна.' }, { status: 409 }),
      ),
    );
    const { user } = renderApp('/admin/practice');
    const dialog = await openAnswers(user);

    await user.type(
      await within(dialog).findByRole('textbox', { name: 'Оценка: Иванова Анна' }),
      '65{Enter}',
    );
    expect(await screen.findByText('Не удалось сохранить оценку')).toBeInTheDocument();
    expect(within(dialog).getByText('Ответ уже оценён: повторная оценка невозможна.')).toBeInTheDocument();

    server.use(http.get('/api/v1/practice/7/answers/', () => HttpResponse.json({}, { status: 500 })));
    await user.click(within(dialog).getByRole('switch', { name: 'Только неоценённые' }));
    expect(
      await within(dialog).findByRole('alert', { name: 'Не удалось загрузить ответы' }),
    ).toBeInTheDocument();
  });

  it('shows each answer as a card on a phone, the grade field with its user', async () => {
    const wide = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...wide(query), matches: query.includes('max-width') });
    try {
      answerPracticeApi([answer(1, 'Иванова Анна')]);
      const { user } = renderApp('/admin/practice');
      const dialog = await openAnswers(user);

      const cards = await within(dialog).findByRole('list', { name: 'Ответы на задание' });
      const [card] = within(cards).getAllByRole('listitem');
      expect(within(card).getByText('Иванова Анна')).toBeInTheDocument();
      expect(within(card).getByRole('textbox', { name: 'Оценка: Иванова Анна' })).toBeInTheDocument();
      expect(
        within(card).getByRole('button', { name: 'Сохранить оценку: Иванова Анна' }),
      ).toBeInTheDocument();
    } finally {
      window.matchMedia = wide;
    }
  });
});
