import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@/shared/i18n/i18n';
import { renderApp, storeSession } from '@/testing/render-app';
import { mockStatisticsApi, quietChartSizeWarnings } from '../testing/statistics-fixtures';

quietChartSizeWarnings();

const saved: Array<{ name: string; blob: Blob }> = [];
let lastBlob: Blob | null = null;

beforeAll(() => {
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      lastBlob = blob;
      return 'blob:statistics';
    },
    revokeObjectURL: () => undefined,
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download && lastBlob) saved.push({ name: this.download, blob: lastBlob });
  });
});

beforeEach(async () => {
  saved.length = 0;
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('admin');
});

const bodyRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

const readText = async (blob: Blob) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());

describe('/admin/statistics/tests', () => {
  it('shows the summary cards and the tests by pass percent, highest first, with their attempts', async () => {
    mockStatisticsApi();
    renderApp('/admin/statistics/tests');

    const card = async (name: string) => screen.findByRole('group', { name });
    expect(await card('Всего кандидатов')).toHaveTextContent('14');
    expect(await card('Приняли участие')).toHaveTextContent('11');
    expect(await card('Не приняли участие')).toHaveTextContent('3');
    await waitFor(() => expect(document.title).toMatch(/^Статистика тестов — /));
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Тест',
      'Сдали',
      'Не сдали',
      'Попыток',
      'Процент сдачи',
    ]);
    expect(bodyRows()).toEqual([
      ['Сопоставление информации', '9', '1', '10', '90,00\u00a0%'],
      ['Психолингвистический тест', '6', '2', '8', '75,00\u00a0%'],
      ['Вербальный анализ', '2', '1', '3', '66,67\u00a0%'],
      ['История и этнография Казахстана', '0', '0', '0', '0,00\u00a0%'],
    ]);
    expect(screen.getByRole('columnheader', { name: /Процент сдачи/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('figure', { name: 'Процент сдачи по тестам' })).toBeInTheDocument();
  });

  it('sorts by a clicked column, both ways, and searches the tests’ names', async () => {
    mockStatisticsApi();
    const { user } = renderApp('/admin/statistics/tests');
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Сортировать по столбцу «Тест»' }));
    expect(bodyRows().map((row) => row[0])).toEqual([
      'Вербальный анализ',
      'История и этнография Казахстана',
      'Психолингвистический тест',
      'Сопоставление информации',
    ]);
    await user.click(screen.getByRole('button', { name: 'Сортировать по столбцу «Попыток»' }));
    expect(bodyRows().map((row) => row[3])).toEqual(['10', '8', '3', '0']);
    await user.click(screen.getByRole('button', { name: 'Сортировать по столбцу «Попыток»' }));
    expect(bodyRows().map((row) => row[3])).toEqual(['0', '3', '8', '10']);
    expect(screen.getByRole('columnheader', { name: /Попыток/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.type(screen.getByRole('textbox', { name: 'Поиск теста' }), 'анализ');
    expect(bodyRows().map((row) => row[0])).toEqual(['Вербальный анализ']);
    await user.clear(screen.getByRole('textbox', { name: 'Поиск теста' }));
    await user.type(screen.getByRole('textbox', { name: 'Поиск теста' }), 'нет такого');
    expect(screen.getByText('Ничего не найдено')).toBeInTheDocument();
  });

  it('exports the table as a CSV Excel reads: BOM, semicolons, decimal commas, dated name', async () => {
    mockStatisticsApi();
    const { user } = renderApp('/admin/statistics/tests');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Выгрузить в CSV' }));

    expect(saved).toHaveLength(1);
    expect(saved[0].name).toMatch(/^test-statistics_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(saved[0].blob.type).toBe('text/csv;charset=utf-8');
    expect([...new Uint8Array(await saved[0].blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await readText(saved[0].blob);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Тест;Сдали;Не сдали;Попыток;Процент сдачи',
      'Сопоставление информации;9;1;10;90,00',
      'Психолингвистический тест;6;2;8;75,00',
      'Вербальный анализ;2;1;3;66,67',
      'История и этнография Казахстана;0;0;0;0,00',
      '',
    ]);
  });

  it('exports in Kazakh when the interface is Kazakh', async () => {
    await i18n.changeLanguage('kk');
    mockStatisticsApi();
    const { user } = renderApp('/admin/statistics/tests');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'CSV-ге жүктеп алу' }));
    const text = await readText(saved[0].blob);
    expect(text).toContain('Тест;Өткендер;Өтпегендер;Әрекет саны;Өту пайызы');
    expect(text).toContain('Қазақстанның тарихы мен этнографиясы;0;0;0;0,00');
  });

  it('opens a test’s item analysis from its name', async () => {
    mockStatisticsApi();
    const { user, router } = renderApp('/admin/statistics/tests');
    await user.click(await screen.findByRole('link', { name: 'Вербальный анализ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/statistics/tests/2'));
    expect(screen.getByRole('tab', { name: 'Тесты' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says the statistics could not be loaded', async () => {
    mockStatisticsApi((_request, url) =>
      url.pathname === '/api/v1/pre_course_test/statistics/' ? { status: 503, body: {} } : undefined,
    );
    renderApp('/admin/statistics/tests');
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить статистику тестов');
    await act(() => i18n.changeLanguage('kk'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Тестілер статистикасын жүктеу мүмкін болмады',
    );
  });
});
