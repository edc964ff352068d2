import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@/shared/i18n/i18n';
import { renderApp, storeSession } from '@/testing/render-app';
import { callsTo, mockStatisticsApi, quietChartSizeWarnings } from '../testing/statistics-fixtures';

quietChartSizeWarnings();

const FUNNEL = '/api/v1/statistics/funnel/';

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('admin');
});

describe('/admin/statistics/third, the candidates’ journey', () => {
  it('draws the funnel and its table with the conversion from each step to the next', async () => {
    const requests = mockStatisticsApi();
    renderApp('/admin/statistics/third');

    expect(
      await screen.findByRole('figure', { name: 'Воронка: от заявки до сертификата' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Путь кандидатов — /));
    expect(screen.queryByText('В разработке...')).not.toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Этап',
      'Человек',
      'Из них прямое зачисление',
      'Переход с предыдущего этапа',
      'Доля от заявок',
    ]);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    // 24 of 40 = 60 %, 18 of 24 = 75 %, 15 of 18 = 83,33 %, …, 0 of 5 = 0 %.
    expect(rows).toEqual([
      ['Подали заявку', '40', '6', '—', '100,00\u00a0%'],
      ['Заявка одобрена', '24', '6', '60,00\u00a0%', '60,00\u00a0%'],
      ['Сдали тесты', '18', '6', '75,00\u00a0%', '45,00\u00a0%'],
      ['Прошли собеседование', '15', '6', '83,33\u00a0%', '37,50\u00a0%'],
      ['Сдали эссе', '12', '6', '80,00\u00a0%', '30,00\u00a0%'],
      ['Приступили к теории', '12', '6', '100,00\u00a0%', '30,00\u00a0%'],
      ['Сдали практику', '5', '3', '41,67\u00a0%', '12,50\u00a0%'],
      ['Получили сертификат', '0', '0', '0,00\u00a0%', '0,00\u00a0%'],
    ]);
    expect(screen.getByText(/Прямое зачисление минует отбор/)).toBeInTheDocument();
    expect(callsTo(requests, FUNNEL)).toEqual(['']);
  });

  it('asks for the applications of the typed period as YYYY-MM-DD', async () => {
    const requests = mockStatisticsApi();
    const { user } = renderApp('/admin/statistics/third');
    await screen.findByRole('table');
    const from = screen.getByRole('textbox', { name: 'Заявки поданы с' });
    expect(from).toHaveAttribute('placeholder', 'ДД.ММ.ГГГГ');
    await user.type(from, '10.01.2026');
    await user.tab();
    await user.type(screen.getByRole('textbox', { name: 'по' }), '20.01.2026');
    await user.tab();
    await waitFor(() => expect(callsTo(requests, FUNNEL).at(-1)).toBe('?from=2026-01-10&to=2026-01-20'));
    expect(from).toHaveValue('10.01.2026');
  });

  it('shows the server’s reason for a refused period, in the interface language', async () => {
    mockStatisticsApi((request, url) =>
      url.pathname === FUNNEL && url.searchParams.has('to')
        ? {
            status: 400,
            body: {
              to: [
                request.headers.get('Accept-Language') === 'kk'
                  ? '«Дейін» күні «бастап» күнінен ерте.'
                  : 'Дата «по» раньше даты «с».',
              ],
            },
          }
        : undefined,
    );
    const { user } = renderApp('/admin/statistics/third');
    await screen.findByRole('table');
    await user.type(screen.getByRole('textbox', { name: 'по' }), '01.01.2026');
    await user.tab();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить путь кандидатов');
    expect(alert).toHaveTextContent('Дата «по» раньше даты «с».');
  });

  it('is the analyst’s too, in Kazakh', async () => {
    storeSession('analyst');
    await act(() => i18n.changeLanguage('kk'));
    mockStatisticsApi();
    renderApp('/analyst/statistics/third');
    expect(
      await screen.findByRole('figure', { name: 'Шұңқыр: өтінімнен сертификатқа дейін' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Сертификат алғандар' })).toBeInTheDocument();
  });
});
