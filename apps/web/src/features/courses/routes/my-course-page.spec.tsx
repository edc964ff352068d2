import type { LessonTestResultDto } from '@expert-portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { recordRequests, server } from '@/testing/http-server';
import { renderApp, storeSession } from '@/testing/render-app';
import {
  coursesPipeline,
  lesson,
  lessonFile,
  ownCourse,
  QUESTIONS,
  RESULT,
  TEST,
} from '../testing/my-course-fixtures';

const BASE = '/api/v1/courses/7/';
const TEST_PATH = `${BASE}lessons/1/test/31/`;
const atTheory = coursesPipeline();

const LESSONS = [
  lesson({
    id: 2,
    title: 'Практикум по экспертизе',
    date_time: '2026-10-12T05:00:00.000Z',
    link: 'https://meet.example.kz/lesson-2',
  }),
  lesson({
    id: 1,
    title: 'Введение в экспертизу',
    title_kk: 'Сараптамаға кіріспе',
    description: 'Цели и критерии экспертизы.',
    description_kk: 'Сараптаманың мақсаттары мен критерийлері.',
    date_time: '2026-10-05T04:00:00.000Z',
    link: 'https://meet.example.kz/lesson-1',
    file_link: 'https://drive.example.kz/materials',
    files: [
      lessonFile(11, 'Критерии экспертизы.pdf', 3 * 1024 * 1024),
      lessonFile(12, 'Сараптама үлгісі.docx'),
    ],
    test: { id: 31, title: TEST.title, title_kz: TEST.title_kz },
  }),
];

interface Learner {
  result: LessonTestResultDto | null;
  tests?: unknown[];
  lessons?: typeof LESSONS;
}

const zip = () => new HttpResponse(new Blob(['PK'], { type: 'application/zip' }));

/** The course as `learner` stands in it; checking the answers grades and stores RESULT, as the server does. */
function answerCourse(learner: Learner): void {
  server.use(
    http.get('/api/v1/workflows/candidatePipeline/mine/', () => HttpResponse.json(atTheory)),
    http.get(BASE, () => HttpResponse.json(ownCourse())),
    http.get(`${BASE}image/`, () => new HttpResponse(new Blob(['png'], { type: 'image/png' }))),
    http.get(`${BASE}lessons/`, () => HttpResponse.json(learner.lessons ?? LESSONS)),
    http.get(`${BASE}download_all/`, zip),
    http.get(`${BASE}lessons/:lesson/download_all/`, zip),
    http.get(`${BASE}lessons/:lesson/files/:file/`, zip),
    http.get(`${BASE}lessons/1/test/`, () => HttpResponse.json(learner.tests ?? [TEST])),
    http.get(`${TEST_PATH}questions/`, () => HttpResponse.json(QUESTIONS)),
    http.get(`${TEST_PATH}results/`, () =>
      learner.result
        ? HttpResponse.json(learner.result)
        : HttpResponse.json({ detail: 'Результата пока нет: тест ещё не пройден.' }, { status: 404 }),
    ),
    http.post(`${TEST_PATH}check_answers/`, () => {
      learner.result = RESULT;
      return HttpResponse.json(RESULT);
    }),
  );
}

const saved: string[] = [];
beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => undefined });
  // What the browser would save: the name each download is given.
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

beforeEach(async () => {
  saved.length = 0;
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('user');
});

const lessonCard = (name: string) => screen.findByRole('article', { name });

async function openTest(user: ReturnType<typeof renderApp>['user'], button = 'Пройти тест') {
  const card = await lessonCard('Введение в экспертизу');
  await user.click(within(card).getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: 'Критерии экспертизы' });
}

describe('/user/courses/:id', () => {
  it('shows the course and its lessons by date, with time, links and files', async () => {
    answerCourse({ result: null });
    renderApp('/user/courses/7');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Экспертиза учебных материалов' }),
    ).toBeVisible();
    expect(screen.getByText('Вид обучения: Повышение квалификации')).toBeInTheDocument();
    expect(screen.getByText('Как оценивать учебники и пособия по критериям экспертизы.')).toBeVisible();
    expect(screen.getByText('Продолжительность: 2 месяца')).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Введение в экспертизу',
      'Практикум по экспертизе',
    ]);
    const first = cards[0];
    expect(first).toHaveTextContent('Урок 1');
    // Kazakhstan time (UTC+5), whatever the browser's zone.
    expect(first).toHaveTextContent('5 окт. 2026 г., 09:00');
    expect(within(first).getByRole('link', { name: 'Открыть урок' })).toHaveAttribute(
      'href',
      'https://meet.example.kz/lesson-1',
    );
    expect(within(first).getByRole('link', { name: 'Материалы по ссылке' })).toHaveAttribute(
      'href',
      'https://drive.example.kz/materials',
    );
    const files = within(first).getByRole('list', { name: 'Файлы урока: Введение в экспертизу' });
    expect(files).toHaveTextContent('Критерии экспертизы.pdf3 МБ');
    expect(files).toHaveTextContent('Сараптама үлгісі.docx2 КБ');
    expect(cards[1]).toHaveTextContent('К уроку нет файлов.');
    expect(cards[1]).toHaveTextContent('Для этого урока нет теста');
  });

  it('downloads each file under its original name and all of a lesson or of the course as one zip', async () => {
    answerCourse({ result: null });
    const requests = recordRequests();
    const { user } = renderApp('/user/courses/7');

    const card = await lessonCard('Введение в экспертизу');
    await user.click(within(card).getByRole('button', { name: 'Скачать Сараптама үлгісі.docx' }));
    await user.click(within(card).getByRole('button', { name: 'Скачать все файлы урока' }));
    await user.click(screen.getByRole('button', { name: 'Скачать все материалы курса' }));

    await waitFor(() =>
      expect(saved).toEqual([
        'Сараптама үлгісі.docx',
        'Урок Введение в экспертизу.zip',
        'Курс Экспертиза учебных материалов.zip',
      ]),
    );
    const downloads = requests.filter((request) => request.headers.accept === '*/*').map(({ url }) => url);
    expect(downloads).toEqual(
      expect.arrayContaining([
        `${BASE}lessons/1/files/12/`,
        `${BASE}lessons/1/download_all/`,
        `${BASE}download_all/`,
      ]),
    );
  });

  it('takes the lesson test once, after a confirmation, and shows the result read-only', async () => {
    answerCourse({ result: null });
    const requests = recordRequests();
    const { user } = renderApp('/user/courses/7');

    const dialog = await openTest(user);
    expect(await within(dialog).findByText('Вопрос 1 из 2')).toBeInTheDocument();
    // The lesson says there is no attempt yet: no result is asked for (its 404 is a console error).
    expect(requests.filter((request) => request.url.endsWith('/results/'))).toEqual([]);
    expect(within(dialog).getByRole('radio', { name: 'A. Соответствие стандарту' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'C. Газета' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'A. Соответствие стандарту' }));
    await user.click(within(dialog).getByRole('button', { name: 'Отправить ответы' }));

    const confirm = await screen.findByRole('dialog', { name: 'Отправить ответы?' });
    expect(confirm).toHaveTextContent('Вопросы без ответа (1) будут засчитаны как неверные.');
    await user.click(within(confirm).getByRole('button', { name: 'Вернуться к тесту' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'A. Программа' }));
    await user.click(within(dialog).getByRole('button', { name: 'Отправить ответы' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Отправить ответы?' })).getByRole('button', {
        name: 'Отправить',
      }),
    );

    const result = await within(dialog).findByTestId('lesson-test-result');
    expect(result).toHaveTextContent('50 из 100');
    expect(result).toHaveTextContent('Верных ответов: 1 из 2');
    expect(result).toHaveTextContent('Тест пройден, ответы изменить нельзя.');
    expect(within(result).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(result).queryByRole('button', { name: 'Отправить ответы' })).not.toBeInTheDocument();
    const second = within(result).getByRole('region', { name: 'Какие документы нужны эксперту?' });
    expect(second).toHaveTextContent('Неверно');
    const program = within(second).getByText('A. Программа').closest('li');
    expect(program).toHaveTextContent('Ваш ответ');
    expect(program).toHaveTextContent('Верный ответ');
    expect(within(second).getByText('B. Учебник').closest('li')).toHaveTextContent('Верный ответ');

    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.map(({ url, body }) => ({ url, body }))).toEqual([
      {
        url: `${TEST_PATH}check_answers/`,
        body: {
          answers: [
            { question_id: 101, answer_id: [1001] },
            { question_id: 102, answer_id: [1003] },
          ],
        },
      },
    ]);
  });

  it('shows the stored result when the test was taken already (409)', async () => {
    answerCourse({ result: null });
    server.use(
      http.post(`${TEST_PATH}check_answers/`, () =>
        HttpResponse.json(
          { detail: 'Тест уже пройден: попытка только одна.', result: RESULT },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderApp('/user/courses/7');

    const dialog = await openTest(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Отправить ответы' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Отправить ответы?' })).getByRole('button', {
        name: 'Отправить',
      }),
    );
    expect(await within(dialog).findByTestId('lesson-test-result')).toHaveTextContent('50 из 100');
  });

  it('shows a pending result with a refresh when the answer to the submission is lost', async () => {
    const learner: Learner = { result: null };
    answerCourse(learner);
    server.use(http.post(`${TEST_PATH}check_answers/`, () => HttpResponse.error()));
    const { user } = renderApp('/user/courses/7');

    const dialog = await openTest(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Отправить ответы' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Отправить ответы?' })).getByRole('button', {
        name: 'Отправить',
      }),
    );
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось отправить ответы, попробуйте снова');
    expect(alert).toHaveTextContent('Результат пока не получен.');

    // The server had graded it after all.
    learner.result = RESULT;
    await user.click(within(alert).getByRole('button', { name: 'Обновить результат' }));
    expect(await within(dialog).findByTestId('lesson-test-result')).toHaveTextContent('50 из 100');
  });

  it('opens a taken test on its result, read-only', async () => {
    const taken = LESSONS.map((item) =>
      item.id === 1 ? { ...item, result: { grade: 50, submitted_at: RESULT.submitted_at } } : item,
    );
    answerCourse({ result: RESULT, lessons: taken });
    const { user } = renderApp('/user/courses/7');

    const card = await lessonCard('Введение в экспертизу');
    expect(card).toHaveTextContent('Результат теста: 50 из 100');
    const dialog = await openTest(user, 'Посмотреть результат');
    expect(await within(dialog).findByTestId('lesson-test-result')).toHaveTextContent(
      'Верных ответов: 1 из 2',
    );
    expect(within(dialog).queryByRole('button', { name: 'Отправить ответы' })).not.toBeInTheDocument();
  });

  it('says «no test for lesson» when the lesson’s test is gone', async () => {
    answerCourse({ result: null, tests: [] });
    const { user } = renderApp('/user/courses/7');

    const card = await lessonCard('Введение в экспертизу');
    await user.click(within(card).getByRole('button', { name: 'Пройти тест' }));
    expect(await screen.findByRole('dialog', { name: 'Тест по уроку' })).toHaveTextContent(
      'Для этого урока нет теста',
    );
  });

  it('reads in Kazakh', async () => {
    await i18n.changeLanguage('kk');
    answerCourse({ result: null });
    const { user } = renderApp('/user/courses/7');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Оқу материалдарын сараптау' }),
    ).toBeVisible();
    expect(
      screen.getByText('Оқулықтар мен құралдарды сараптама критерийлері бойынша қалай бағалау керек.'),
    ).toBeVisible();
    expect(screen.getByText('Ұзақтығы: 2 ай')).toBeInTheDocument();
    const card = await lessonCard('Сараптамаға кіріспе');
    expect(card).toHaveTextContent('1-сабақ');
    expect(card).toHaveTextContent('5 қазан 2026, 09:00');
    expect(card).toHaveTextContent('Сараптаманың мақсаттары мен критерийлері.');
    expect(card).not.toHaveTextContent('орысша');
    // The second lesson has no Kazakh title: the Russian one, in Russian, marked «орысша».
    const untranslated = await lessonCard('Практикум по экспертизе орысша');
    expect(within(untranslated).getByText('Практикум по экспертизе')).toHaveAttribute('lang', 'ru');
    await user.click(within(card).getByRole('button', { name: 'Тест тапсыру' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сараптама өлшемдері' });
    expect(
      await within(dialog).findByRole('radio', { name: 'A. Стандартқа сәйкестігі' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('2 сұрақтың 1-сі')).toBeInTheDocument();
  });

  it('says «course not found» for a course that is not the candidate’s', async () => {
    const notFound = () => HttpResponse.json({ detail: 'Не найдено.' }, { status: 404 });
    server.use(
      http.get('/api/v1/workflows/candidatePipeline/mine/', () => HttpResponse.json(atTheory)),
      http.get('/api/v1/courses/99/', notFound),
      http.get('/api/v1/courses/99/*', notFound),
    );
    renderApp('/user/courses/99');

    expect(await screen.findByText('Курс не найден')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Мои курсы' })).toHaveAttribute('href', '/user/courses');
  });
});
