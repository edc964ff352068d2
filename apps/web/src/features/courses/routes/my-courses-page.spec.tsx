import { screen, within } from '@testing-library/react';
import type { OwnCourseDto } from '@expert-portal/contracts';
import { http, HttpResponse } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { recordRequests, server } from '@/testing/http-server';
import { renderApp, storeSession } from '@/testing/render-app';
import { coursesPipeline, ownCourse } from '../testing/my-course-fixtures';

const refused = (detail: string) => HttpResponse.json({ detail }, { status: 403 });

/** The candidate's courses (or the server's refusal), behind the pipeline at `pipeline`. */
function answerCourses(courses: OwnCourseDto[] | Response, pipeline = coursesPipeline()): void {
  server.use(
    http.get('/api/v1/workflows/candidatePipeline/mine/', () => HttpResponse.json(pipeline)),
    http.get('/api/v1/courses/own/', () => (Array.isArray(courses) ? HttpResponse.json(courses) : courses)),
    http.get('/api/v1/courses/7/image/', () => new HttpResponse(new Blob(['png'], { type: 'image/png' }))),
  );
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
    answerCourses([
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
    ]);
    const requests = recordRequests();
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
      requests.find((request) => request.url === '/api/v1/courses/7/image/')?.headers.authorization,
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
    answerCourses([ownCourse()]);
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
    answerCourses([]);
    renderApp('/user/courses');

    expect(await screen.findByText(/Вы пока не записаны ни на один курс/)).toBeInTheDocument();
  });

  it('says when the courses could not be loaded, and loads them again on request', async () => {
    answerCourses(refused('Недостаточно прав.'));
    const { user } = renderApp('/user/courses');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить курсы');
    expect(alert).toHaveTextContent('Недостаточно прав.');
    answerCourses([ownCourse()]);
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('article', { name: 'Экспертиза учебных материалов' })).toBeInTheDocument();
  });

  it('says it in Kazakh too', async () => {
    await i18n.changeLanguage('kk');
    answerCourses(refused('Рұқсат жоқ.'));
    renderApp('/user/courses');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Курстарды жүктеу мүмкін болмады');
    expect(within(alert).getByRole('button', { name: 'Қайталау' })).toBeInTheDocument();
  });

  it('stays behind the stage gate until theory opens', async () => {
    answerCourses([ownCourse()], coursesPipeline('essay', ['tests', 'interview', 'essay']));
    renderApp('/user/courses');

    expect(await screen.findByText('Этот этап пока закрыт')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('opens theory to a direct_enroll user without the selection stages', async () => {
    storeSession('direct_enroll');
    answerCourses([ownCourse()], coursesPipeline('theory', ['theory']));
    renderApp('/user/courses');

    expect(await screen.findByRole('article', { name: 'Экспертиза учебных материалов' })).toBeInTheDocument();
  });
});
