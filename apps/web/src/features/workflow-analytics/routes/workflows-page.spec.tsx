import { screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@/shared/i18n/i18n';
import { renderApp, storeSession } from '@/testing/render-app';
import { mockAnalyticsApi, summary } from '../testing/analytics-fixtures';

const MACHINES = [
  summary('applicationSigning', { waiting: 8, awaiting_deputy: 6, approved: 5, rejected: 5 }),
  summary('candidatePipeline', { tests: 1, theory: 1, failed: 1 }),
  summary('certificateOrder', {}),
];

function mockMachines() {
  return mockAnalyticsApi((_request, url) =>
    url.pathname === '/api/v1/workflows/' ? { status: 200, body: MACHINES } : undefined,
  );
}

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('analyst');
});

describe('the analysts’ workflows', () => {
  it('lists the three machines by name, with what each models and its instances now', async () => {
    mockMachines();
    const { user } = renderApp('/analyst');

    expect(await screen.findByRole('heading', { level: 1, name: 'Процессы' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Процессы — Портал экспертов'));
    const signing = await screen.findByTestId('machine-applicationSigning');
    expect(within(signing).getByRole('heading', { name: 'Подписание заявок' })).toBeInTheDocument();
    expect(signing).toHaveTextContent('подпись сотрудника, затем решение заместителя директора');
    expect(signing).toHaveTextContent('Всего записей24');
    expect(
      within(signing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ожидает сотрудника: 8', 'Ожидает заместителя директора: 6', 'Одобрена: 5', 'Отклонена: 5']);
    expect(screen.getByTestId('machine-candidatePipeline')).toHaveTextContent('Этапы кандидата');
    const orders = screen.getByTestId('machine-certificateOrder');
    expect(orders).toHaveTextContent('Приказы о выдаче сертификатов');
    expect(orders).toHaveTextContent('Всего записей0');
    expect(within(orders).queryByRole('list')).not.toBeInTheDocument();

    await user.click(within(signing).getByRole('link', { name: 'Подписание заявок' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Подписание заявок' })).toBeInTheDocument();
  });

  it('names them in Kazakh', async () => {
    localStorage.setItem('lang', 'kk');
    await i18n.changeLanguage('kk');
    mockMachines();
    renderApp('/analyst/workflows');

    expect(await screen.findByRole('heading', { level: 1, name: 'Процестер' })).toBeInTheDocument();
    const pipeline = await screen.findByTestId('machine-candidatePipeline');
    expect(within(pipeline).getByRole('heading', { name: 'Үміткердің кезеңдері' })).toBeInTheDocument();
    expect(pipeline).toHaveTextContent('Барлық жазба3');
    expect(pipeline).toHaveTextContent('Кезеңнен өтпеді: 1');
  });

  it('lets an admin in as well, and shows a refusal in words', async () => {
    storeSession('admin');
    mockAnalyticsApi(() => ({ status: 403, body: { detail: 'Недостаточно прав.' } }));
    renderApp('/analyst/workflows');
    expect(await screen.findByRole('heading', { level: 1, name: 'Процессы' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Недостаточно прав.');
  });
});
