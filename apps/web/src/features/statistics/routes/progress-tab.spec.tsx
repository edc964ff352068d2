import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@/shared/i18n/i18n';
import { renderApp, storeSession } from '@/testing/render-app';
import { callsTo, mockStatisticsApi, progressPage, progressRow } from '../testing/statistics-fixtures';

const PROGRESS = '/api/v1/users/progress/';

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('admin');
});

describe('/admin/statistics, the progress tab', () => {
  it('opens by default and shows each candidate’s averages with two decimals, «—» where none', async () => {
    const requests = mockStatisticsApi((_request, url) =>
      url.pathname === PROGRESS
        ? {
            status: 200,
            body: progressPage([
              progressRow(),
              progressRow({
                id: 13,
                name: 'Ветрова Анна',
                username: 'vetrova',
                avg_precourse: null,
                avg_interview: null,
                avg_essay: null,
                total_avg: null,
              }),
            ]),
          }
        : undefined,
    );
    const { router } = renderApp('/admin/statistics');

    const table = await screen.findByRole('table');
    expect(router.state.location.pathname).toBe('/admin/statistics/progress');
    expect(screen.getByRole('tab', { name: 'Прогресс' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(document.title).toMatch(/^Прогресс кандидатов — /));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'ФИО', 'Логин', 'Вступительные тесты', 'Собеседование', 'Эссе', 'Практика', 'Итого']);
    const [strong, fresh] = within(table).getAllByRole('row').slice(1);
    expect(
      within(strong)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '12',
      'Әбенова Гүлнар',
      'abenova',
      '85,50\u00a0%',
      '100,00\u00a0%',
      '62,75\u00a0%',
      '—',
      '82,75\u00a0%',
    ]);
    expect(within(fresh).getAllByRole('cell').slice(3)).toHaveLength(5);
    within(fresh)
      .getAllByRole('cell')
      .slice(3)
      .forEach((cell) => expect(cell).toHaveTextContent('—'));
    expect(callsTo(requests, PROGRESS)).toEqual(['?page=1&page_size=10']);
  });

  it('searches after the typing pauses and starts again from the first page', async () => {
    const requests = mockStatisticsApi((_request, url) =>
      url.pathname === PROGRESS ? { status: 200, body: progressPage([progressRow()], 95) } : undefined,
    );
    const { user } = renderApp('/admin/statistics/progress');
    await screen.findByRole('table');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Страницы прогресса' })).getByRole('button', {
        name: '2',
      }),
    );
    await waitFor(() => expect(callsTo(requests, PROGRESS).at(-1)).toBe('?page=2&page_size=10'));

    await user.type(screen.getByRole('textbox', { name: /^Поиск/ }), 'Әбен');
    await waitFor(() =>
      expect(callsTo(requests, PROGRESS).at(-1)).toBe(
        `?search=${encodeURIComponent('Әбен')}&page=1&page_size=10`,
      ),
    );
    // One request for the whole word, not one per letter.
    expect(callsTo(requests, PROGRESS).filter((search) => search.includes('search='))).toHaveLength(1);
  });

  it('pages 10 rows at a time with at most 7 page buttons', async () => {
    const requests = mockStatisticsApi((_request, url) =>
      url.pathname === PROGRESS ? { status: 200, body: progressPage([progressRow()], 195) } : undefined,
    );
    const { user } = renderApp('/admin/statistics/progress');
    const pages = await screen.findByRole('navigation', { name: 'Страницы прогресса' });
    expect(screen.getByText('Кандидатов: 195')).toBeInTheDocument();
    const numbered = () =>
      within(pages)
        .getAllByRole('button')
        .filter((button) => /^\d+$/.test(button.textContent ?? ''));
    expect(numbered().map((button) => button.textContent)).toEqual(['1', '2', '3', '4', '5', '20']);
    await user.click(within(pages).getByRole('button', { name: '5' }));
    await waitFor(() => expect(callsTo(requests, PROGRESS).at(-1)).toBe('?page=5&page_size=10'));
    expect(numbered().length).toBeLessThanOrEqual(7);
    expect(numbered().map((button) => button.textContent)).toEqual(['1', '4', '5', '6', '20']);
  });

  it('says the progress could not be loaded, in Russian and in Kazakh', async () => {
    mockStatisticsApi((_request, url) =>
      url.pathname === PROGRESS ? { status: 500, body: { detail: 'Внутренняя ошибка сервера.' } } : undefined,
    );
    renderApp('/admin/statistics/progress');
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить прогресс пользователей');

    await act(() => i18n.changeLanguage('kk'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Пайдаланушылардың үлгерімін жүктеу мүмкін болмады',
    );
  });

  it('shows the analyst the same screen under /analyst/statistics, by name without the login (an IIN)', async () => {
    storeSession('analyst');
    mockStatisticsApi((_request, url) =>
      url.pathname === PROGRESS
        ? { status: 200, body: progressPage([progressRow({ username: null })]) }
        : undefined,
    );
    const { router } = renderApp('/analyst/statistics');
    const table = await screen.findByRole('table');
    expect(screen.getByText('Әбенова Гүлнар')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/analyst/statistics/progress');
    expect(screen.getByRole('tab', { name: 'Путь кандидатов' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'ФИО', 'Вступительные тесты', 'Собеседование', 'Эссе', 'Практика', 'Итого']);
    expect(screen.getByText('По ФИО')).toBeInTheDocument();
  });
});
