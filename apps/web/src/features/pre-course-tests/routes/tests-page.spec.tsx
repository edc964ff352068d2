import type { PreCourseTestDto } from '@expert-portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { recordRequests, server } from '@/testing/http-server';
import { renderApp, storeSession } from '@/testing/render-app';
import { resetAnswerQueues } from '../api/answer-queues';
import { inProgress, myTest, testsPipeline, testsServer, PIPELINE_PATH } from '../testing/my-tests-server';

const CHECK = '/api/v1/pre_course_test/4/check_answers/';
const SAVE = '/api/v1/pre_course_test/4/answers/';

function serve(options: Parameters<typeof testsServer>[0] = {}) {
  const tests = testsServer(options);
  server.use(...tests.handlers);
  return { ...tests, requests: recordRequests() };
}

/** The candidate's pipeline and the tests listed, with nothing started. */
function answerList(pipeline: JsonBodyType, tests: PreCourseTestDto[]): void {
  server.use(
    http.get(PIPELINE_PATH, () => HttpResponse.json(pipeline)),
    http.get('/api/v1/pre_course_test/', () => HttpResponse.json(tests)),
  );
}

const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name });
const timer = () => screen.getByRole('timer', { name: 'Осталось времени' });

/** Opens test 4 from its card and confirms the start. */
async function startTest(user: ReturnType<typeof renderApp>['user']) {
  const card = await screen.findByRole('article', { name: 'История и этнография Казахстана' });
  await user.click(within(card).getByRole('button', { name: 'Начать тест' }));
  const confirm = await dialog('Начать тест?');
  await user.click(within(confirm).getByRole('button', { name: 'Начать' }));
  return dialog('История и этнография Казахстана');
}

beforeEach(async () => {
  localStorage.clear();
  // A fresh page: no answer queue of an earlier test.
  resetAnswerQueues();
  await i18n.changeLanguage('ru');
  storeSession('user');
});

describe('/user/tests', () => {
  it('says why a candidate who failed a test stopped, as the cabinet does', async () => {
    const failedPipeline = {
      ...testsPipeline,
      state_path: 'failed',
      tags: [],
      projection: {
        ...testsPipeline.projection,
        position: 'failed',
        failure: {
          stage: 'tests',
          reason: 'tests_below_threshold',
          test_ids: [4],
          grade: null,
          threshold: null,
          at: '2026-09-05T10:30:00.000Z',
        },
        tests: [
          {
            test_id: 4,
            status: 'failed',
            score: 200 / 3,
            threshold: 70,
            expired: false,
            started_at: '2026-09-05T10:00:00.000Z',
            deadline_at: '2026-09-05T10:15:00.000Z',
            finished_at: '2026-09-05T10:10:00.000Z',
          },
        ],
      },
    };
    const failedTest = myTest({
      can_pass: false,
      attempt: { ...inProgress(0), status: 'failed', grade: 200 / 3, passed: false },
    });
    answerList(failedPipeline, [failedTest]);
    renderApp('/user/tests');

    const alert = await screen.findByRole('alert', { name: 'Этап «Тесты» не пройден' });
    expect(
      await within(alert).findByText('История и этнография Казахстана: 66,67 из 100, проходной балл — 70'),
    ).toBeInTheDocument();
    expect(within(alert).getByText('Пересдачу этапа может разрешить администратор.')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'История и этнография Казахстана' });
    expect(card).toHaveTextContent('66,67');
  });

  it('shows each test with its time, questions and pass mark, and start, continue, result or locked', async () => {
    answerList(testsPipeline, [
      myTest({ id: 1, title: 'Психолингвистический тест', time_limit_minutes: 60, question_count: 15 }),
      myTest({ id: 2, title: 'Вербальный анализ', can_pass: false, attempt: inProgress(754) }),
      myTest({
        id: 3,
        title: 'Сопоставление информации',
        can_pass: false,
        attempt: { ...inProgress(0), status: 'passed', grade: 73.33, passed: true },
      }),
      myTest({ id: 4, can_pass: false }),
    ]);
    renderApp('/user/tests');

    const first = await screen.findByRole('article', { name: 'Психолингвистический тест' });
    expect(first).toHaveTextContent('Тест 1');
    expect(first).toHaveTextContent('60 мин.');
    expect(first).toHaveTextContent('Вопросов15');
    expect(first).toHaveTextContent('Проходной балл70%');
    expect(within(first).getByRole('button', { name: 'Начать тест' })).toBeEnabled();

    const second = screen.getByRole('article', { name: 'Вербальный анализ' });
    expect(within(second).getByRole('button', { name: 'Продолжить' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Осталось 12:34');

    const third = screen.getByRole('article', { name: 'Сопоставление информации' });
    expect(within(third).getByText('Пройден · 73,33')).toBeInTheDocument();
    expect(within(third).getByRole('button', { name: 'Посмотреть результат' })).toBeInTheDocument();

    const fourth = screen.getByRole('article', { name: 'История и этнография Казахстана' });
    expect(within(fourth).queryByRole('button')).not.toBeInTheDocument();
    expect(fourth).toHaveTextContent('Тест откроется, когда этап тестирования будет для вас открыт.');
    expect(screen.getByText('Пройдено тестов: 1 из 4')).toBeInTheDocument();
  });

  it('starts after a confirmation, counts from the server’s time, saves each choice and shows the graded result', async () => {
    const tests = serve({ secondsLeft: 125 });
    const { user } = renderApp('/user/tests');
    const test = await startTest(user);

    expect(timer()).toHaveTextContent(/^2:0[45]$/);
    expect(within(test).getByText('Отвечено: 0 из 3')).toBeInTheDocument();
    const first = within(test).getByRole('radiogroup', {
      name: 'В каком году была принята Конституция Республики Казахстан?',
    });
    expect(
      within(first)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['A. 1993', 'B. 1995', 'C. 1997']);
    await user.click(within(first).getByLabelText('B. 1995'));
    const second = within(test).getByRole('group', { name: 'Какие из городов были столицей Казахстана?' });
    expect(second).toHaveAccessibleDescription('Выберите все верные варианты.');
    await user.click(within(second).getByLabelText('A. Алматы'));
    await user.click(within(second).getByLabelText('B. Астана'));

    await waitFor(() => expect(tests.saved[42]).toEqual([421, 422]));
    expect(tests.saved[41]).toEqual([412]);
    expect(tests.requests.filter((request) => request.url === SAVE).map((request) => request.method)).toEqual(
      ['PUT', 'PUT', 'PUT'],
    );
    expect(within(test).getByText('Отвечено: 2 из 3')).toBeInTheDocument();
    // The correct options were never in any answer the browser got.
    expect(JSON.stringify(tests.requests)).not.toContain('is_correct');

    await user.click(within(test).getAllByRole('button', { name: 'Завершить тест' })[0]!);
    const confirm = await dialog('Завершить тест?');
    expect(confirm).toHaveTextContent(
      'Отвечено 2 из 3. Вопросы без ответа (1) будут засчитаны как неверные.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Завершить' }));

    const result = await dialog('Результат теста');
    expect(result).toHaveTextContent('66,67 из 100');
    expect(result).toHaveTextContent('Тест не пройден');
    expect(result).toHaveTextContent('Проходной балл: 70%');
    expect(result).toHaveTextContent('Отвечено вопросов: 2 из 3');
    expect(result).toHaveTextContent(/Дата: 24 нояб\. 2026 г\., \d\d:07/);
    const sent = tests.requests.find((request) => request.url === CHECK);
    expect(sent?.body).toEqual({
      answers: [
        { question_id: 41, answer_id: [412] },
        { question_id: 42, answer_id: [421, 422] },
        { question_id: 43, answer_id: [] },
      ],
    });
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('warns on leaving with the close button and then submits the current answers', async () => {
    const tests = serve();
    const { user } = renderApp('/user/tests');
    const test = await startTest(user);
    await user.click(within(test).getByLabelText('A. Киіз үй'));

    await user.click(within(test).getByRole('button', { name: 'Выйти из теста' }));
    const warning = await dialog('Выйти из теста?');
    expect(warning).toHaveTextContent('текущие ответы (1 из 3) будут отправлены');
    await user.click(within(warning).getByRole('button', { name: 'Остаться' }));
    expect(tests.requests.some((request) => request.url === CHECK)).toBe(false);

    await user.click(within(test).getByRole('button', { name: 'Выйти из теста' }));
    await user.click(
      within(await dialog('Выйти из теста?')).getByRole('button', { name: 'Отправить и выйти' }),
    );
    expect(await dialog('Результат теста')).toHaveTextContent('33,33 из 100');
    expect(tests.requests.filter((request) => request.url === CHECK)).toHaveLength(1);
  });

  it('warns when a link would leave the test, stays on cancel, and submits before going on', async () => {
    const tests = serve();
    const { user, router } = renderApp('/user/tests');
    await startTest(user);

    await user.click(screen.getByRole('link', { name: 'Личный кабинет' }));
    await user.click(within(await dialog('Выйти из теста?')).getByRole('button', { name: 'Остаться' }));
    expect(router.state.location.pathname).toBe('/user/tests');
    expect(screen.getByRole('timer')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Личный кабинет' }));
    await user.click(
      within(await dialog('Выйти из теста?')).getByRole('button', { name: 'Отправить и выйти' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/profile'));
    expect(tests.requests.filter((request) => request.url === CHECK)).toHaveLength(1);
  });

  it('turns the countdown to its danger style at 60 s', async () => {
    serve({ secondsLeft: 61 });
    const { user } = renderApp('/user/tests');
    await startTest(user);
    expect(timer()).not.toHaveAttribute('data-danger');
    await waitFor(() => expect(timer()).toHaveAttribute('data-danger'), { timeout: 2500 });
    expect(timer()).toHaveTextContent('1:00');
  });

  it('submits by itself at zero with the answers chosen, and says the time ran out', async () => {
    const tests = serve({ secondsLeft: 2 });
    const { user } = renderApp('/user/tests');
    const test = await startTest(user);
    await user.click(within(test).getByLabelText('B. 1995'));

    const result = await screen.findByRole('dialog', { name: 'Результат теста' }, { timeout: 5000 });
    expect(result).toHaveTextContent('33,33 из 100');
    expect(tests.requests.find((request) => request.url === CHECK)?.body).toMatchObject({
      answers: [{ question_id: 41, answer_id: [412] }, expect.anything(), expect.anything()],
    });
  });

  it('continues a started attempt with its saved answers and the server’s time left', async () => {
    const tests = serve({ test: myTest({ can_pass: false, attempt: inProgress(300) }), secondsLeft: 300 });
    tests.saved[41] = [411];
    tests.saved[42] = [422];
    const { user } = renderApp('/user/tests');

    const card = await screen.findByRole('article', { name: 'История и этнография Казахстана' });
    await user.click(within(card).getByRole('button', { name: 'Продолжить' }));
    const test = await dialog('История и этнография Казахстана');
    expect(timer()).toHaveTextContent(/^(5:00|4:59)$/);
    expect(within(test).getByLabelText('A. 1993')).toBeChecked();
    expect(within(test).getByLabelText('B. Астана')).toBeChecked();
    expect(within(test).getByLabelText('A. Алматы')).not.toBeChecked();
    expect(within(test).getByText('Отвечено: 2 из 3')).toBeInTheDocument();
    expect(tests.requests.some((request) => request.url.endsWith('/start/'))).toBe(false);
  });

  it('keeps answers while the network is down: a banner says how many and the time left; finishing waits for them', async () => {
    const tests = serve({ secondsLeft: 125 });
    let online = true;
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    // Offline, every request fails as fetch does; online, the tests' handlers answer.
    server.use(http.all('*', () => (online ? undefined : HttpResponse.error())));
    const network = (up: boolean) => {
      online = up;
      window.dispatchEvent(new Event(up ? 'online' : 'offline'));
    };
    try {
      const { user } = renderApp('/user/tests');
      const test = await startTest(user);
      network(false);
      await user.click(within(test).getByLabelText('B. 1995'));
      await user.click(within(test).getByLabelText('A. Киіз үй'));

      const banner = await within(test).findByRole('status', { name: 'Ответы ещё не сохранены на сервере' });
      expect(banner).toHaveTextContent('Ответы ещё не сохранены на сервере');
      expect(banner).toHaveTextContent(/Не сохранено ответов: 2\..*До конца теста: 2:0\d;/);
      expect(JSON.parse(localStorage.getItem('ep:pre-course-answers:4:2026-11-24T09:00:00.000Z')!)).toEqual([
        { question_id: 41, answer_id: [412] },
        { question_id: 43, answer_id: [431] },
      ]);

      await user.click(within(test).getAllByRole('button', { name: 'Завершить тест' })[0]!);
      await user.click(within(await dialog('Завершить тест?')).getByRole('button', { name: 'Завершить' }));
      const alert = await within(test).findByRole('alert');
      expect(alert).toHaveTextContent(
        'Не удалось сохранить ответы (2): нет связи с сервером. Тест не завершён',
      );
      expect(tests.requests.some((request) => request.url === CHECK)).toBe(false);

      network(true);
      await waitFor(() => expect(banner).not.toBeInTheDocument());
      expect(tests.saved).toMatchObject({ 41: [412], 43: [431] });
      expect(localStorage.getItem('ep:pre-course-answers:4:2026-11-24T09:00:00.000Z')).toBeNull();
      await user.click(within(alert).getByRole('button', { name: 'Отправить ещё раз' }));
      expect(await dialog('Результат теста')).toHaveTextContent('66,67 из 100');
    } finally {
      onLine.mockRestore();
    }
  });

  it('names the answers the server refused as late', async () => {
    serve();
    const { user } = renderApp('/user/tests');
    const test = await startTest(user);
    const late =
      'Ответ на вопрос 3 не принят: он пришёл после окончания времени теста. Засчитываются только ответы, сохранённые вовремя.';
    server.use(
      http.put(SAVE, () => HttpResponse.json({ detail: late, question_ids: [43] }, { status: 409 })),
    );
    await user.click(within(test).getByLabelText('A. Киіз үй'));
    const alert = await within(test).findByRole('alert');
    expect(alert).toHaveTextContent('Сервер не принял ответы');
    expect(alert).toHaveTextContent(late);
    // Not «saved» while an answer was refused.
    expect(within(test).queryByText('Ответы сохранены на сервере.')).not.toBeInTheDocument();
  });

  it('shows the server’s words when sending fails, and sends again', async () => {
    const tests = serve();
    tests.state.submitAnswer = { status: 503, body: { detail: 'Сервис временно недоступен.' } };
    const { user } = renderApp('/user/tests');
    const test = await startTest(user);

    await user.click(within(test).getAllByRole('button', { name: 'Завершить тест' })[0]!);
    await user.click(within(await dialog('Завершить тест?')).getByRole('button', { name: 'Завершить' }));
    const alert = await within(test).findByRole('alert');
    expect(alert).toHaveTextContent('Ответы не отправлены');
    expect(alert).toHaveTextContent('Сервис временно недоступен.');

    tests.state.submitAnswer = undefined;
    await user.click(within(alert).getByRole('button', { name: 'Отправить ещё раз' }));
    expect(await dialog('Результат теста')).toHaveTextContent('0 из 100');
  });

  it('takes the result the server gave when it had closed the attempt already', async () => {
    const tests = serve();
    tests.state.submitAnswer = { status: 409, body: { detail: 'Время теста истекло.' } };
    tests.state.resultAfter409 = { ...tests.grade(true), grade: 33.33, passed: false, expired: true };
    const { user } = renderApp('/user/tests');
    const test = await startTest(user);

    await user.click(within(test).getAllByRole('button', { name: 'Завершить тест' })[0]!);
    await user.click(within(await dialog('Завершить тест?')).getByRole('button', { name: 'Завершить' }));
    const result = await dialog('Результат теста');
    expect(result).toHaveTextContent('33,33 из 100');
    expect(result).toHaveTextContent('Время вышло: засчитаны ответы, сохранённые до его окончания.');
  });

  it('after the deadline, once the kept answers are in or refused, shows only what was not counted and the result', async () => {
    const tests = serve({ secondsLeft: 2 });
    let online = true;
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    server.use(http.all('*', () => (online ? undefined : HttpResponse.error())));
    const network = (up: boolean) => {
      online = up;
      window.dispatchEvent(new Event(up ? 'online' : 'offline'));
    };
    try {
      const { user } = renderApp('/user/tests');
      const test = await startTest(user);
      network(false);
      await user.click(within(test).getByLabelText('B. 1995'));
      await user.click(within(test).getByLabelText('A. Киіз үй'));
      // The time runs out offline: the answers cannot go, nor the attempt.
      const stalled = await within(test).findByRole('alert', {}, { timeout: 5000 });
      expect(stalled).toHaveTextContent('Не удалось сохранить ответы (2)');

      // Back online: the server takes the first answer (within its grace), refuses the second as late, and
      // has graded the attempt by its timer.
      const late =
        'Ответ на вопрос 3 не принят: он пришёл после окончания времени теста. Засчитываются только ответы, сохранённые вовремя.';
      server.use(
        http.put(SAVE, async ({ request }) =>
          ((await request.clone().json()) as { question_id: number }).question_id === 43
            ? HttpResponse.json({ detail: late, question_ids: [43] }, { status: 409 })
            : undefined,
        ),
      );
      tests.state.submitAnswer = { status: 409, body: { detail: 'Время теста истекло.' } };
      tests.state.resultAfter409 = { ...tests.grade(true), grade: 33.33, passed: false, expired: true };
      network(true);

      const result = await dialog('Результат теста');
      // Beside the result's own notice that the time ran out, once the result is in.
      expect(within(result).getByRole('alert', { name: 'Сервер не принял ответы' })).toHaveTextContent(
        `Сервер не принял ответы${late}`,
      );
      await waitFor(() => expect(result).toHaveTextContent('33,33 из 100'));
      expect(tests.saved[41]).toEqual([412]);
      // One state: no running test with its stale error, dead timer and buttons.
      expect(
        screen.queryByRole('dialog', { name: 'История и этнография Казахстана' }),
      ).not.toBeInTheDocument();
      expect(screen.queryByText(/Не удалось сохранить ответы/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Отправить ещё раз' })).not.toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });

  it('speaks Kazakh: the cards, the start, the questions and the timer', async () => {
    await i18n.changeLanguage('kk');
    serve();
    const { user } = renderApp('/user/tests');

    const card = await screen.findByRole('article', { name: 'Қазақстан тарихы және этнографиясы' });
    expect(card).toHaveTextContent('15 минут');
    expect(card).toHaveTextContent('Өту балы70%');
    await user.click(within(card).getByRole('button', { name: 'Тестті бастау' }));
    await user.click(within(await dialog('Тестті бастайсыз ба?')).getByRole('button', { name: 'Бастау' }));
    const test = await dialog('Қазақстан тарихы және этнографиясы');
    expect(screen.getByRole('timer', { name: 'Қалған уақыт' })).toBeInTheDocument();
    expect(within(test).getByText('1-сұрақ, барлығы 3')).toBeInTheDocument();
    expect(within(test).getByRole('radiogroup', { name: 'Қазақ үйі қалай аталады?' })).toBeInTheDocument();
    expect(within(test).getByText('Жауап берілді: 0 / 3')).toBeInTheDocument();
  });
});
