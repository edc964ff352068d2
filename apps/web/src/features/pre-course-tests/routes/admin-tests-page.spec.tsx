import type { PreCourseQuestionDto, PreCourseTestDto } from '@expert-portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { recordRequests, server, type SentRequest } from '@/testing/http-server';
import { renderApp, storeSession } from '@/testing/render-app';

const ADMIN = {
  id: 1,
  name: 'Сейткали Айгерим',
  username: 'admin',
  first_name: '',
  last_name: '',
  role: 'admin',
};

function test(id: number, title: string, titleKz: string, questions: number, minutes = 60): PreCourseTestDto {
  return {
    id,
    order: id,
    title,
    title_kz: titleKz,
    description: `Описание теста ${id}`,
    description_kz: `${id}-тесттің сипаттамасы`,
    time_limit_minutes: minutes,
    time_limit_seconds: minutes * 60,
    pass_percent: 70,
    question_count: questions,
    can_pass: false,
    attempt: null,
  };
}

const TESTS = [
  test(1, 'Психолингвистический тест', 'Психолингвистикалық тест', 2),
  test(2, 'Вербальный анализ', 'Вербалды талдау', 25, 30),
  test(3, 'Сопоставление информации', 'Ақпаратты салыстыру', 30, 45),
  test(4, 'История и этнография Казахстана', 'Қазақстанның тарихы мен этнографиясы', 20, 40),
];

function question(id: number, overrides: Partial<PreCourseQuestionDto> = {}): PreCourseQuestionDto {
  return {
    id,
    order: id,
    section: null,
    passage: null,
    passage_kz: null,
    title: `Вопрос ${id}`,
    title_kz: `${id}-сұрақ`,
    answers: [
      { id: id * 10 + 1, title: `Верный ${id}`, title_kz: `Дұрыс ${id}`, is_correct: true },
      { id: id * 10 + 2, title: `Неверный ${id}`, title_kz: `Қате ${id}`, is_correct: false },
    ],
    multiple: false,
    selected: [],
    ...overrides,
  };
}

const PSYCHOLINGUISTIC = [
  question(1, {
    section: 'text_analysis',
    passage: 'Долгое время считалось, что хороший учитель хорошо объясняет.',
    passage_kz: 'Ұзақ уақыт бойы жақсы мұғалім жақсы түсіндіреді деп есептелді.',
    title: 'Какова основная мысль текста?',
    title_kz: 'Мәтіннің негізгі ойы қандай?',
  }),
  question(2, { section: 'critical_thinking' }),
];
const VERBAL = Array.from({ length: 25 }, (_, index) => question(100 + index, { order: index + 1 }));

const urlOf = (request: SentRequest) => new URL(request.url, 'http://portal');

/** The tests API with the fixtures above; a test's own handlers come first. */
function answerTestsApi(): void {
  server.use(
    http.get('/api/v1/users/profile/', () => HttpResponse.json(ADMIN)),
    http.get('/api/v1/pre_course_test/', () => HttpResponse.json(TESTS)),
    http.get('/api/v1/pre_course_test/1/questions/', () => HttpResponse.json(PSYCHOLINGUISTIC)),
    http.get('/api/v1/pre_course_test/2/questions/', () => HttpResponse.json(VERBAL)),
  );
}

const calls = (requests: SentRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && urlOf(request).pathname === path);

type User = ReturnType<typeof renderApp>['user'];

async function openAddQuestion(user: User): Promise<HTMLElement> {
  await screen.findByRole('article', { name: 'Вопрос № 1' });
  await user.click(screen.getByRole('button', { name: 'Добавить вопрос' }));
  return screen.findByRole('dialog', { name: 'Новый вопрос' });
}

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('admin');
});

describe('/admin/pre-course-tests', () => {
  it('lists the four tests and opens the first with its settings and questions, the correct option marked', async () => {
    answerTestsApi();
    renderApp('/admin/pre-course-tests');

    expect(await screen.findByRole('heading', { level: 1, name: 'Вступительные тесты' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Список тестов' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Вербальный анализ');
    expect(rows[1]).toHaveTextContent('Вербалды талдау');
    expect(rows[1]).toHaveTextContent('30 мин');
    expect(rows[1]).toHaveTextContent('70%');
    expect(within(rows[1]).getAllByRole('cell')[5]).toHaveTextContent('25');
    expect(
      within(rows[0]).getByRole('button', { name: 'Открыть тест «Психолингвистический тест»' }),
    ).toHaveAttribute('aria-pressed', 'true');

    const settings = screen.getByRole('form', { name: 'Настройки теста «Психолингвистический тест»' });
    expect(within(settings).getByLabelText(/^Название \(KZ\)/)).toHaveValue('Психолингвистикалық тест');
    expect(within(settings).getByLabelText(/^Время на тест/)).toHaveValue('60');

    const first = await screen.findByRole('article', { name: 'Вопрос № 1' });
    expect(first).toHaveTextContent('Анализ текста');
    expect(first).toHaveTextContent('Долгое время считалось');
    expect(first).toHaveTextContent('Какова основная мысль текста?');
    const options = within(first).getAllByRole('listitem');
    expect(options[0]).toHaveTextContent('Верный 1Правильный');
    expect(options[1]).toHaveTextContent('Неверный 1');
    expect(options[1]).not.toHaveTextContent('Правильный');
    expect(screen.getByRole('article', { name: 'Вопрос № 2' })).toHaveTextContent('Критическое мышление');
  });

  it('saves the settings with a PATCH, and refuses an empty title or time', async () => {
    answerTestsApi();
    server.use(
      http.patch('/api/v1/pre_course_test/2/', () =>
        HttpResponse.json({ ...TESTS[1], time_limit_minutes: 35, time_limit_seconds: 2100 }),
      ),
    );
    const requests = recordRequests();
    const { user } = renderApp('/admin/pre-course-tests?test=2');
    const settings = await screen.findByRole('form', { name: 'Настройки теста «Вербальный анализ»' });
    const title = within(settings).getByLabelText(/^Название \(RU\)/);
    const minutes = within(settings).getByLabelText(/^Время на тест/);

    await user.clear(title);
    await user.clear(minutes);
    await user.click(within(settings).getByRole('button', { name: 'Сохранить настройки' }));
    expect(await within(settings).findByText('Обязательное поле.')).toBeInTheDocument();
    expect(within(settings).getByText('Введите целое число минут от 1 до 240.')).toBeInTheDocument();
    expect(calls(requests, 'PATCH', '/api/v1/pre_course_test/2/')).toHaveLength(0);

    await user.type(title, '  Вербальный анализ ');
    await user.clear(minutes);
    await user.type(minutes, '35');
    await user.click(within(settings).getByRole('button', { name: 'Сохранить настройки' }));

    expect(await screen.findByText('Настройки теста сохранены')).toBeInTheDocument();
    expect(calls(requests, 'PATCH', '/api/v1/pre_course_test/2/').map((request) => request.body)).toEqual([
      {
        title: 'Вербальный анализ',
        title_kz: 'Вербалды талдау',
        description: 'Описание теста 2',
        description_kz: '2-тесттің сипаттамасы',
        time_limit_minutes: 35,
      },
    ]);
    await waitFor(() => expect(calls(requests, 'GET', '/api/v1/pre_course_test/')).toHaveLength(2));
  });

  it('says the three rules of a question in the modal and sends nothing until they hold', async () => {
    answerTestsApi();
    const requests = recordRequests();
    const { user } = renderApp('/admin/pre-course-tests');
    const dialog = await openAddQuestion(user);
    const save = within(dialog).getByRole('button', { name: 'Сохранить вопрос' });

    await user.type(within(dialog).getByLabelText(/^Вопрос \(RU\)/), 'Что важнее всего?');
    await user.click(save);
    expect(
      await within(dialog).findByText('Введите текст вопроса на обоих языках (RU и KZ).'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Вопрос \(KZ\)/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/^Вопрос \(RU\)/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(
      within(dialog).getByText('Добавьте минимум два варианта ответа (оба языка должны быть заполнены).'),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Вопрос \(KZ\)/), 'Ең маңыздысы не?');
    await user.type(within(dialog).getByLabelText('Вариант 1 (RU)'), 'Понимание');
    await user.type(within(dialog).getByLabelText('Вариант 1 (KZ)'), 'Түсіну');
    await user.type(within(dialog).getByLabelText('Вариант 2 (RU)'), 'Пересказ');
    expect(within(dialog).queryByText(/^Введите текст вопроса/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Добавьте минимум два варианта ответа (оба языка должны быть заполнены).',
    );
    expect(within(dialog).getByLabelText('Вариант 2 (KZ)')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(dialog).getByLabelText('Вариант 2 (KZ)'), 'Қайталау');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Отметьте хотя бы один правильный вариант.');
    await user.click(save);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Отметьте хотя бы один правильный вариант.');
    // Two options are the least: neither can be removed.
    expect(within(dialog).getByRole('button', { name: 'Удалить вариант 2' })).toBeDisabled();
    expect(calls(requests, 'POST', '/api/v1/pre_course_test/1/questions/')).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Вариант 1 правильный' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds a question with its section, passage and options, sent trimmed, and reads the questions again', async () => {
    answerTestsApi();
    server.use(
      http.post('/api/v1/pre_course_test/1/questions/', () =>
        HttpResponse.json(question(3, { section: 'professional_competence' }), { status: 201 }),
      ),
    );
    const requests = recordRequests();
    const { user } = renderApp('/admin/pre-course-tests');
    const dialog = await openAddQuestion(user);

    // A new question starts in the section of the test's last one.
    const section = within(dialog).getByLabelText(/^Раздел/, { selector: 'input' });
    expect(section).toHaveValue('Критическое мышление');
    await user.click(section);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(section).toHaveValue('Профессиональная компетентность');

    await user.type(within(dialog).getByLabelText('Текст задания (RU)'), 'Таблица успеваемости');
    await user.type(within(dialog).getByLabelText(/^Вопрос \(RU\)/), '  Что показывает таблица? ');
    await user.type(within(dialog).getByLabelText(/^Вопрос \(KZ\)/), 'Кесте нені көрсетеді?');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить вариант' }));
    const texts: Array<[string, string]> = [
      ['Рост', 'Өсу'],
      ['Спад', 'Төмендеу'],
      ['Ничего', 'Ештеңе'],
    ];
    for (const [index, [ru, kk]] of texts.entries()) {
      await user.type(within(dialog).getByLabelText(`Вариант ${index + 1} (RU)`), ru);
      await user.type(within(dialog).getByLabelText(`Вариант ${index + 1} (KZ)`), kk);
    }
    await user.click(within(dialog).getByRole('checkbox', { name: 'Вариант 1 правильный' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить вопрос' }));

    expect(await screen.findByText('Вопрос добавлен')).toBeInTheDocument();
    expect(
      calls(requests, 'POST', '/api/v1/pre_course_test/1/questions/').map((request) => request.body),
    ).toEqual([
      {
        title: 'Что показывает таблица?',
        title_kz: 'Кесте нені көрсетеді?',
        passage: 'Таблица успеваемости',
        passage_kz: null,
        section: 'professional_competence',
        answers: [
          { title: 'Рост', title_kz: 'Өсу', is_correct: true },
          { title: 'Спад', title_kz: 'Төмендеу', is_correct: false },
          { title: 'Ничего', title_kz: 'Ештеңе', is_correct: false },
        ],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(calls(requests, 'GET', '/api/v1/pre_course_test/1/questions/')).toHaveLength(2),
    );
  });

  it('keeps the modal open and says "Не удалось добавить вопрос." with the server’s reason', async () => {
    answerTestsApi();
    server.use(
      http.post('/api/v1/pre_course_test/2/questions/', () =>
        HttpResponse.json({ detail: 'Внутренняя ошибка сервера.' }, { status: 500 }),
      ),
    );
    const { user } = renderApp('/admin/pre-course-tests?test=2');
    const dialog = await openAddQuestion(user);
    // The verbal test has no sections: the modal asks for none.
    expect(within(dialog).queryByLabelText(/^Раздел/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Вопрос \(RU\)/), 'Синоним');
    await user.type(within(dialog).getByLabelText(/^Вопрос \(KZ\)/), 'Синоним сөз');
    for (const number of [1, 2]) {
      await user.type(within(dialog).getByLabelText(`Вариант ${number} (RU)`), `Ответ ${number}`);
      await user.type(within(dialog).getByLabelText(`Вариант ${number} (KZ)`), `Жауап ${number}`);
    }
    await user.click(within(dialog).getByRole('checkbox', { name: 'Вариант 2 правильный' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить вопрос' }));

    expect(await screen.findByText('Не удалось добавить вопрос.')).toBeInTheDocument();
    expect(screen.getByText('Внутренняя ошибка сервера.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Новый вопрос' })).toBeInTheDocument();
  });

  it('edits a question with a PUT of its texts and options as a whole', async () => {
    answerTestsApi();
    server.use(
      http.put('/api/v1/pre_course_test/1/questions/2/', () =>
        HttpResponse.json(question(2, { section: 'critical_thinking' })),
      ),
    );
    const requests = recordRequests();
    const { user } = renderApp('/admin/pre-course-tests');
    await screen.findByRole('article', { name: 'Вопрос № 2' });
    await user.click(screen.getByRole('button', { name: 'Изменить вопрос № 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вопрос № 2' });
    expect(within(dialog).getByRole('checkbox', { name: 'Вариант 1 правильный' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Добавить вариант' }));
    await user.type(within(dialog).getByLabelText('Вариант 3 (RU)'), 'Тоже верный');
    await user.type(within(dialog).getByLabelText('Вариант 3 (KZ)'), 'Бұл да дұрыс');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Вариант 3 правильный' }));
    await user.click(within(dialog).getByRole('button', { name: 'Удалить вариант 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить вопрос' }));

    expect(await screen.findByText('Вопрос сохранён')).toBeInTheDocument();
    expect(
      calls(requests, 'PUT', '/api/v1/pre_course_test/1/questions/2/').map((request) => request.body),
    ).toEqual([
      {
        title: 'Вопрос 2',
        title_kz: '2-сұрақ',
        passage: null,
        passage_kz: null,
        section: 'critical_thinking',
        answers: [
          { title: 'Верный 2', title_kz: 'Дұрыс 2', is_correct: true },
          { title: 'Тоже верный', title_kz: 'Бұл да дұрыс', is_correct: true },
        ],
      },
    ]);
  });

  it('deletes a question only once confirmed, and says so when the server refuses', async () => {
    let refuse = false;
    answerTestsApi();
    server.use(
      http.delete('/api/v1/pre_course_test/1/questions/1/', () =>
        refuse
          ? HttpResponse.json({ detail: 'Не найдено.' }, { status: 404 })
          : new HttpResponse(null, { status: 204 }),
      ),
    );
    const requests = recordRequests();
    const { user } = renderApp('/admin/pre-course-tests');
    await screen.findByRole('article', { name: 'Вопрос № 1' });
    const remove = screen.getByRole('button', { name: 'Удалить вопрос № 1' });

    await user.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Удаление вопроса' });
    expect(dialog).toHaveTextContent(
      'Удалить вопрос № 1 «Какова основная мысль текста?» вместе с вариантами ответа?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(requests, 'DELETE', '/api/v1/pre_course_test/1/questions/1/')).toHaveLength(0);

    await user.click(remove);
    dialog = await screen.findByRole('dialog', { name: 'Удаление вопроса' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Вопрос удалён')).toBeInTheDocument();
    expect(calls(requests, 'DELETE', '/api/v1/pre_course_test/1/questions/1/')).toHaveLength(1);

    refuse = true;
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Удалить вопрос № 1' }));
    dialog = await screen.findByRole('dialog', { name: 'Удаление вопроса' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Не удалось удалить вопрос')).toBeInTheDocument();
    expect(screen.getByText('Не найдено.')).toBeInTheDocument();
  });

  it('shows a long test ten questions a page', async () => {
    answerTestsApi();
    const { user } = renderApp('/admin/pre-course-tests');
    await user.click(await screen.findByRole('button', { name: 'Открыть тест «Вербальный анализ»' }));

    expect(await screen.findByText('Вопросы 1–10 из 25')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'Страницы вопросов' });
    await user.click(within(pages).getByRole('button', { name: '3' }));
    expect(screen.getByText('Вопросы 21–25 из 25')).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual([
      'Вопрос № 21',
      'Вопрос № 22',
      'Вопрос № 23',
      'Вопрос № 24',
      'Вопрос № 25',
    ]);
  });

  it('says "Не удалось загрузить вопросы: ..." with the reason', async () => {
    answerTestsApi();
    server.use(
      http.get('/api/v1/pre_course_test/1/questions/', () =>
        HttpResponse.json(
          { detail: 'У вас недостаточно прав для выполнения данного действия.' },
          { status: 403 },
        ),
      ),
    );
    renderApp('/admin/pre-course-tests');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось загрузить вопросы: У вас недостаточно прав для выполнения данного действия.',
    );
    expect(screen.getByRole('button', { name: 'Добавить вопрос' })).toBeDisabled();
  });
});

describe('/admin/pre-course-tests in Kazakh', () => {
  it('shows the tests, the settings and the questions in Kazakh', async () => {
    await i18n.changeLanguage('kk');
    answerTestsApi();
    const { user } = renderApp('/admin/pre-course-tests');

    expect(await screen.findByRole('heading', { level: 1, name: 'Кіру тестілері' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Тестілер тізімі' })).toBeInTheDocument();
    expect(
      screen.getByRole('form', { name: '«Психолингвистикалық тест» тестінің баптаулары' }),
    ).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: '№ 1 сұрақ' });
    expect(first).toHaveTextContent('Мәтінді талдау');
    expect(first).toHaveTextContent('Мәтіннің негізгі ойы қандай?');
    expect(first).toHaveTextContent('Ұзақ уақыт бойы');
    expect(within(first).getAllByRole('listitem')[0]).toHaveTextContent('Дұрыс 1Дұрыс');

    await user.click(screen.getByRole('button', { name: 'Сұрақ қосу' }));
    const dialog = await screen.findByRole('dialog', { name: 'Жаңа сұрақ' });
    await user.click(within(dialog).getByRole('button', { name: 'Сұрақты сақтау' }));
    expect(
      await within(dialog).findByText('Сұрақ мәтінін екі тілде де енгізіңіз (RU және KZ).'),
    ).toBeInTheDocument();
  });
});
