import { screen, within } from '@testing-library/react';
import { i18n } from '@/shared/i18n/i18n';
import { mockFetch, type MockAnswer } from '@/testing/fetch-mock';
import { renderApp, storeSession } from '@/testing/render-app';
import { coursesPipeline, ownCourse } from '../testing/my-course-fixtures';

const PIPELINE_PATH = '/api/v1/workflows/candidatePipeline/mine/';
const atTheory = coursesPipeline();

function mockApi(courses: MockAnswer, pipeline = atTheory) {
  return mockFetch((request) => {
    const path = request.url.split('?')[0];
    if (path === PIPELINE_PATH) return { status: 200, body: pipeline };
    if (path === '/api/v1/courses/own/') return courses;
    if (path === '/api/v1/courses/7/image/')
      return { status: 200, blob: new Blob(['png'], { type: 'image/png' }) };
    return { status: 404, body: { detail: 'Не найдено.' } };
  });
}

beforeAll(() => {
  // jsdom has no object URLs; the cover is shown through one.
  Object.assign(URL, { createObjectURL: () => 'blob:cover', revokeObjectURL: () => undefined });
});

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('user');
});

describe('/user/courses', () => {
  it('lists the own courses and the completed ones, each with its cover, hours, type and lessons', async () => {
    const requests = mockApi({
      status: 200,
      body: [
        ownCourse(),
        ownCourse({
          id: 8,
          title: 'Оценивание в школе',
          title_kk: 'Мектептегі бағалау',
          image: null,
          academic_hours: 1,
          lessons_count: 1,
          is_completed: true,
          status: 'completed',
        }),
      ],
    });
    const { user, router } = renderApp('/user/courses');

    const current = await screen.findByRole('region', { name: 'Мои курсы' });
    const card = within(current).getByRole('article', { name: 'Экспертиза учебных материалов' });
    expect(card).toHaveTextContent('72 академических часа');
    expect(card).toHaveTextContent('Повышение квалификации');
    expect(card).toHaveTextContent('3 урока');
    expect(card).toHaveTextContent('Идёт обучение');
    expect(
      await within(card).findByRole('img', { name: 'Обложка курса «Экспертиза учебных материалов»' }),
    ).toHaveAttribute('src', 'blob:cover');
    expect(
      requests.find((request) => request.url === '/api/v1/courses/7/image/')?.headers.Authorization,
    ).toBe('Bearer stored-access-token');

    const completed = screen.getByRole('region', { name: 'Завершённые курсы' });
    const done = within(completed).getByRole('article', { name: 'Оценивание в школе' });
    expect(done).toHaveTextContent('Завершён');
    expect(done).toHaveTextContent('1 академический час');
    expect(done).toHaveTextContent('1 урок');
    expect(within(done).getByRole('img', { name: 'Без обложки' })).toBeInTheDocument();

    await user.click(within(card).getByRole('link', { name: 'Открыть курс: Экспертиза учебных материалов' }));
    expect(router.state.location.pathname).toBe('/user/courses/7');
  });

  it('shows the Kazakh titles and texts in Kazakh', async () => {
    await i18n.changeLanguage('kk');
    mockApi({ status: 200, body: [ownCourse()] });
    renderApp('/user/courses');

    const card = await screen.findByRole('article', { name: 'Оқу материалдарын сараптау' });
    expect(card).toHaveTextContent('72 академиялық сағат');
    expect(card).toHaveTextContent('Біліктілікті арттыру');
    expect(card).toHaveTextContent('3 сабақ');
    expect(
      within(card).getByRole('link', { name: 'Курсты ашу: Оқу материалдарын сараптау' }),
    ).toBeInTheDocument();
  });

  it('says when there is no course yet', async () => {
    mockApi({ status: 200, body: [] });
    renderApp('/user/courses');

    expect(await screen.findByText(/Вы пока не записаны ни на один курс/)).toBeInTheDocument();
  });

  it('says when the courses could not be loaded, and loads them again on request', async () => {
    let answer: MockAnswer = { status: 403, body: { detail: 'Недостаточно прав.' } };
    mockFetch((request) =>
      request.url === '/api/v1/courses/own/' ? answer : { status: 200, body: atTheory },
    );
    const { user } = renderApp('/user/courses');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить курсы');
    expect(alert).toHaveTextContent('Недостаточно прав.');
    answer = { status: 200, body: [ownCourse()] };
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('article', { name: 'Экспертиза учебных материалов' })).toBeInTheDocument();
  });

  it('says it in Kazakh too', async () => {
    await i18n.changeLanguage('kk');
    mockApi({ status: 403, body: { detail: 'Рұқсат жоқ.' } });
    renderApp('/user/courses');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Курстарды жүктеу мүмкін болмады');
    expect(within(alert).getByRole('button', { name: 'Қайталау' })).toBeInTheDocument();
  });

  it('stays behind the stage gate until theory opens', async () => {
    mockApi({ status: 200, body: [ownCourse()] }, coursesPipeline('essay', ['tests', 'interview', 'essay']));
    renderApp('/user/courses');

    expect(await screen.findByText('Этот этап пока закрыт')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('opens theory to a direct_enroll user without the selection stages', async () => {
    storeSession('direct_enroll');
    mockApi({ status: 200, body: [ownCourse()] }, coursesPipeline('theory', ['theory']));
    renderApp('/user/courses');

    expect(await screen.findByRole('article', { name: 'Экспертиза учебных материалов' })).toBeInTheDocument();
  });
});
