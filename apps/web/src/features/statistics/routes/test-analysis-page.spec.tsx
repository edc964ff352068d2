import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@/shared/i18n/i18n';
import { renderApp, storeSession } from '@/testing/render-app';
import { ITEM_ANALYSIS, mockStatisticsApi, quietChartSizeWarnings } from '../testing/statistics-fixtures';

quietChartSizeWarnings();

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('admin');
});

const questionRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('/admin/statistics/tests/{id}, a test’s item analysis', () => {
  it('shows the test’s reliability and spread, each question’s facility and discrimination, the flags explained', async () => {
    mockStatisticsApi();
    renderApp('/admin/statistics/tests/2');

    expect(
      await screen.findByRole('heading', { name: 'Анализ вопросов: Вербальный анализ' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Анализ вопросов теста — /));
    expect(screen.getByRole('group', { name: 'Попыток' })).toHaveTextContent('6');
    expect(screen.getByRole('group', { name: 'Средний результат' })).toHaveTextContent('46,67 %');
    expect(screen.getByRole('group', { name: 'Стандартное отклонение' })).toHaveTextContent('20,66 %');
    expect(screen.getByRole('group', { name: 'Надёжность (KR-20)' })).toHaveTextContent('0,31');
    expect(screen.getByText('Вопросов с замечаниями: 2 из 3. Они выделены в таблице.')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Доля верных ответов по вопросам' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Различающая способность по вопросам' })).toBeInTheDocument();

    const [easy, good, misleading] = questionRows();
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell');
    expect(cells(easy)[1]).toHaveTextContent('Синоним слова «быстрый»');
    expect(cells(easy)[2]).toHaveTextContent('100,00 %6 из 6');
    expect(cells(easy)[3]).toHaveTextContent('—');
    expect(within(cells(easy)[4]).getByText('Слишком лёгкий')).toBeInTheDocument();
    expect(cells(easy)[4]).toHaveTextContent('Верно отвечают больше 95 % кандидатов');
    expect(easy).toHaveAttribute('data-flagged');

    expect(cells(good)[2]).toHaveTextContent('33,33 %');
    expect(cells(good)[3]).toHaveTextContent('0,61');
    expect(cells(good)[4]).toBeEmptyDOMElement();
    expect(good).not.toHaveAttribute('data-flagged');

    expect(cells(misleading)[3]).toHaveTextContent('-0,25');
    expect(within(cells(misleading)[4]).getByText('Путает сильных')).toBeInTheDocument();
    expect(cells(misleading)[4]).toHaveTextContent('Проверьте, верно ли отмечен правильный ответ');
  });

  it('names the test and its questions in Kazakh for a Kazakh interface', async () => {
    await i18n.changeLanguage('kk');
    mockStatisticsApi();
    renderApp('/admin/statistics/tests/2');
    expect(
      await screen.findByRole('heading', { name: 'Сұрақтар талдауы: Вербалды талдау' }),
    ).toBeInTheDocument();
    expect(within(questionRows()[0]).getAllByRole('cell')[1]).toHaveTextContent('«Жылдам» сөзінің синонимі');
    expect(screen.getByText('Тым оңай')).toBeInTheDocument();
  });

  it('says when too few candidates took the test to flag anything', async () => {
    mockStatisticsApi((_request, url) =>
      url.pathname === '/api/v1/pre_course_test/statistics/2/'
        ? {
            status: 200,
            body: {
              ...ITEM_ANALYSIS,
              attempts: 3,
              questions: ITEM_ANALYSIS.questions.map((question) => ({ ...question, attempts: 3, flags: [] })),
            },
          }
        : undefined,
    );
    renderApp('/admin/statistics/tests/2');
    expect(
      await screen.findByText('Замечания к вопросам появляются, когда тест завершили хотя бы 5 кандидатов.'),
    ).toBeInTheDocument();
  });

  it('says a test nobody finished has nothing to analyse', async () => {
    mockStatisticsApi((_request, url) =>
      url.pathname === '/api/v1/pre_course_test/statistics/2/'
        ? {
            status: 200,
            body: { ...ITEM_ANALYSIS, attempts: 0, mean_percent: null, sd_percent: null, kr20: null },
          }
        : undefined,
    );
    renderApp('/admin/statistics/tests/2');
    expect(await screen.findByText('Этот тест ещё никто не завершил.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Надёжность (KR-20)' })).toHaveTextContent('—');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says an unknown test could not be loaded, and leads back to the tests', async () => {
    mockStatisticsApi();
    const { user, router } = renderApp('/admin/statistics/tests/9');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить анализ вопросов теста');
    expect(alert).toHaveTextContent('Не найдено.');
    await act(() => user.click(screen.getByRole('link', { name: 'К статистике тестов' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/statistics/tests'));
  });
});
