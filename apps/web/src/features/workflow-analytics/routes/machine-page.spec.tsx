import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@/shared/i18n/i18n';
import type { SentRequest } from '@/testing/http-server';
import { renderApp, storeSession } from '@/testing/render-app';
import type { WorkflowOverview } from '../api/types';
import {
  type Answer,
  figures,
  instance,
  mockAnalyticsApi,
  overview,
  page,
  rowLayout,
  signedTrail,
  urlOf,
} from '../testing/analytics-fixtures';

// ELK runs in a Web Worker in the browser, which jsdom has not: the layout is stubbed at that boundary only.
jest.mock('../lib/layout-statechart', () => ({
  layoutStatechart: async (chart: Parameters<typeof rowLayout>[0]) =>
    jest
      .requireActual<typeof import('../testing/analytics-fixtures')>('../testing/analytics-fixtures')
      .rowLayout(chart),
}));

const OVERVIEW_PATH = '/api/v1/workflows/applicationSigning/overview/';
const WAITING_PATH = '/api/v1/workflows/applicationSigning/states/waiting/instances/';

/** The demo's applications: 8 wait for staff (3 of them over 5 days), 6 for the deputy. */
function signingOverview(query: URLSearchParams, waiting = 8): WorkflowOverview {
  const threshold = query.get('stuck_after_hours');
  const stuck = (n: number) => (threshold ? n : null);
  return overview(
    'applicationSigning',
    [
      figures('waiting', {
        count: waiting,
        completed_visits: 14,
        median_seconds: 93_600,
        p90_seconds: 4 * 86_400,
        stuck: stuck(3),
      }),
      figures('awaiting_deputy', {
        count: 6,
        completed_visits: 10,
        median_seconds: 7_200,
        p90_seconds: 30_000,
        stuck: stuck(0),
      }),
      figures('approved', { count: 5 }),
      figures('rejected', { count: 5 }),
    ],
    [
      { from: null, to: 'waiting', event: 'xstate.init', count: query.get('period') === '7d' ? 4 : 24 },
      { from: 'waiting', to: 'awaiting_deputy', event: 'staff.sign', count: 16 },
      { from: 'waiting', to: 'rejected', event: 'staff.refuse', count: 2 },
    ],
    {
      period: (query.get('period') ?? '30d') as WorkflowOverview['period'],
      stuck_after_hours: threshold ? Number(threshold) : null,
    },
  );
}

interface Api {
  waiting?: number;
  instances?: (url: URL) => Answer;
  trail?: Answer;
}

function mockApi(api: Api = {}): SentRequest[] {
  return mockAnalyticsApi((_request, url) => {
    if (url.pathname === OVERVIEW_PATH)
      return { status: 200, body: signingOverview(url.searchParams, api.waiting) };
    if (url.pathname === WAITING_PATH)
      return (
        api.instances?.(url) ?? page([instance(41, { owner_name: 'Ахметова Гульнар' }), instance(42)], 14)
      );
    if (url.pathname === '/api/v1/workflows/applicationSigning/instances/41/trail/')
      return api.trail ?? { status: 200, body: signedTrail(41) };
    return undefined;
  });
}

const overviewCalls = (requests: SentRequest[]) =>
  requests.filter((request) => urlOf(request).pathname === OVERVIEW_PATH).map(urlOf);
const stateRow = (path: string) => screen.getByTestId(`state-row-${path}`);

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('analyst');
});

describe('a machine’s page', () => {
  it('draws the statechart with each state’s count now, stays, and how often each transition was taken', async () => {
    const requests = mockApi();
    renderApp('/analyst/workflows/applicationSigning');

    expect(await screen.findByRole('heading', { level: 1, name: 'Подписание заявок' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Подписание заявок — Портал экспертов'));
    const waiting = await screen.findByTestId('state-waiting');
    expect(waiting).toHaveTextContent('Ожидает сотрудника');
    expect(waiting).toHaveTextContent('8сейчас');
    expect(waiting).toHaveTextContent('медиана 1 д 2 ч · 90 % — 4 д');
    expect(screen.getByTestId('state-approved')).toHaveTextContent('за период никто не вышел');
    expect(
      screen.getByRole('application', { name: 'Схема процесса «Подписание заявок»' }),
    ).toBeInTheDocument();

    // Edges: the event, how often, who may send it.
    expect(screen.getByTestId('edge-t0')).toHaveTextContent('Подписана сотрудником16 раз');
    expect(within(screen.getByTestId('edge-t0')).getByText('Сотрудник')).toBeInTheDocument();
    expect(within(screen.getByTestId('edge-t0')).getByText('Администратор')).toBeInTheDocument();
    expect(screen.getByTestId('edge-t1')).toHaveTextContent('Отказ сотрудника2 раза');
    expect(screen.getByTestId('edge-start')).toHaveTextContent('Заявка подана24 раза');

    // The same figures in the table, and the legend of the heat colours.
    expect(stateRow('waiting')).toHaveTextContent('Ожидает сотрудника81 д 2 ч4 д14');
    expect(stateRow('awaiting_deputy')).toHaveTextContent('Ожидает заместителя директора62 ч8 ч 20 мин10');
    expect(stateRow('approved')).toHaveTextContent('Одобрена5——0');
    expect(
      within(screen.getByRole('table', { name: 'Состояния' }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Состояние', 'Сейчас', 'Медиана пребывания', '90-й процентиль', 'Завершённых пребываний']);
    expect(
      within(screen.getByRole('list', { name: 'Сейчас в состоянии:' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['0', '1', '2–3', '4', '5–6', '7–8']);
    expect(screen.getByTestId('figures-updated')).toHaveTextContent(
      /^Обновлено в \d\d:\d\d:07 · с 3 февр\. 2026 г\.$/,
    );
    expect(overviewCalls(requests)[0].search).toBe('?period=30d');
  });

  it('counts the transitions over the period chosen', async () => {
    const requests = mockApi();
    const { user, router } = renderApp('/analyst/workflows/applicationSigning');
    expect(await screen.findByTestId('edge-start')).toHaveTextContent('24 раза');

    await user.click(screen.getByRole('radio', { name: '7 дней' }));
    await waitFor(() => expect(screen.getByTestId('edge-start')).toHaveTextContent('4 раза'));
    expect(overviewCalls(requests).at(-1)?.searchParams.get('period')).toBe('7d');
    expect(router.state.location.search).toBe('?period=7d');

    await user.click(screen.getByRole('radio', { name: 'Всё время' }));
    await waitFor(() => expect(overviewCalls(requests).at(-1)?.searchParams.get('period')).toBe('all'));
  });

  it('marks the states with instances waiting longer than the threshold the analyst sets', async () => {
    const requests = mockApi();
    const { user, router } = renderApp('/analyst/workflows/applicationSigning');
    const waiting = await screen.findByTestId('state-waiting');
    expect(waiting).not.toHaveTextContent('застряли');

    const days = screen.getByRole('textbox', { name: 'Дней' });
    await user.clear(days);
    await user.type(days, '5');
    await waitFor(() => expect(waiting).toHaveTextContent('застряли: 3'));
    expect(screen.getByTestId('state-awaiting_deputy')).not.toHaveTextContent('застряли');
    expect(overviewCalls(requests).at(-1)?.searchParams.get('stuck_after_hours')).toBe('120');
    expect(router.state.location.search).toBe('?stuck=120');
    expect(stateRow('waiting')).toHaveTextContent('Ожидает сотрудника83');

    await user.type(screen.getByRole('textbox', { name: 'Часов' }), '6');
    await waitFor(() =>
      expect(overviewCalls(requests).at(-1)?.searchParams.get('stuck_after_hours')).toBe('126'),
    );
    await user.click(screen.getByRole('button', { name: 'Сбросить' }));
    await waitFor(() => expect(waiting).not.toHaveTextContent('застряли'));
    expect(router.state.location.search).toBe('');
  });

  it('shows a transition made elsewhere within seconds, without reloading', async () => {
    const api: Api = { waiting: 8 };
    mockApi(api);
    renderApp('/analyst/workflows/applicationSigning');
    const waiting = await screen.findByTestId('state-waiting');
    expect(waiting).toHaveTextContent('8сейчас');
    api.waiting = 7;
    await waitFor(() => expect(waiting).toHaveTextContent('7сейчас'), { timeout: 5000 });
  });

  it('lists the instances in a state clicked, searchable, and only the stuck ones on request', async () => {
    const requests = mockApi();
    const { user } = renderApp('/analyst/workflows/applicationSigning?stuck=96');
    await user.click(await screen.findByRole('button', { name: 'Ожидает сотрудника' }));

    const panel = await screen.findByRole('region', { name: 'В состоянии «Ожидает сотрудника»' });
    expect(await within(panel).findByText('Всего: 14')).toBeInTheDocument();
    const rows = within(within(panel).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Ахметова Гульнар');
    expect(rows[0]).toHaveTextContent('application:41');
    expect(rows[0]).toHaveTextContent(/1 мар\. 2026 г\., \d\d:00/);
    expect(rows[0]).toHaveTextContent('4 д 3 ч');
    expect(rows[1]).toHaveTextContent('application:42');
    const calls = () => requests.filter((request) => urlOf(request).pathname === WAITING_PATH).map(urlOf);
    expect(calls()[0].search).toBe('?page=1&page_size=10');

    await user.type(within(panel).getByRole('searchbox', { name: 'Поиск' }), 'Ахмет');
    await waitFor(() => expect(calls().at(-1)?.searchParams.get('search')).toBe('Ахмет'));
    expect(calls().filter((url) => url.searchParams.has('search'))).toHaveLength(1);

    await user.click(within(panel).getByRole('switch', { name: 'Только застрявшие' }));
    await waitFor(() => expect(calls().at(-1)?.searchParams.get('stuck_after_hours')).toBe('96'));
    expect(calls().at(-1)?.searchParams.get('search')).toBe('Ахмет');
  });

  it('opens a state from its node on the diagram too, and says when no one is in it', async () => {
    mockApi({ instances: () => page([]) });
    renderApp('/analyst/workflows/applicationSigning');
    fireEvent.click(await screen.findByTestId('state-waiting'));
    const panel = await screen.findByRole('region', { name: 'В состоянии «Ожидает сотрудника»' });
    expect(
      await within(panel).findByText('Сейчас в состоянии «Ожидает сотрудника» записей нет.'),
    ).toBeInTheDocument();
    await act(() => within(panel).getByRole('button', { name: 'Закрыть' }).click());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens an instance: its context, its path on the diagram and its timeline with actor names', async () => {
    mockApi();
    const { user } = renderApp('/analyst/workflows/applicationSigning?state=waiting');
    await user.click(await screen.findByRole('button', { name: 'Ахметова Гульнар' }));

    const panel = await screen.findByRole('region', { name: 'Ахметова Гульнар' });
    const timeline = await within(panel).findByText('Подписана сотрудником');
    expect(within(panel).getByText('Заявка подана')).toBeInTheDocument();
    const signed = timeline.closest('.mantine-Timeline-item') as HTMLElement;
    expect(signed).toHaveTextContent('Ожидает сотрудника → Ожидает заместителя директора');
    expect(signed).toHaveTextContent('Серикова Дана · Сотрудник');
    expect(signed).toHaveTextContent(/2 мар\. 2026 г\., \d\d:30 · в состоянии 3 д/);
    expect(within(panel).getByText('Посетитель')).toBeInTheDocument();
    expect(within(panel).getByRole('row', { name: /signed_by_staff\.name/ })).toHaveTextContent(
      'Серикова Дана',
    );
    expect(within(panel).getByRole('row', { name: /signed_by_deputy/ })).toHaveTextContent('—');
    expect(
      within(panel).getByRole('row', { name: 'Состояние Ожидает заместителя директора' }),
    ).toBeInTheDocument();

    // Its path stands out on the diagram (drawn once React gets to the deferred drawing): where it is now, the
    // states it passed; the rest is dimmed.
    await waitFor(() => expect(screen.getByTestId('state-awaiting_deputy').style.boxShadow).not.toBe(''));
    expect(screen.getByTestId('state-waiting').style.opacity).toBe('1');
    expect(screen.getByTestId('state-approved').style.opacity).toBe('0.3');
    expect(screen.getByTestId('edge-t0').style.opacity).toBe('1');
    expect(screen.getByTestId('edge-t2').style.opacity).toBe('0.4');

    await user.click(
      within(panel).getByRole('button', { name: /К записям в состоянии «Ожидает сотрудника»/ }),
    );
    expect(
      await screen.findByRole('region', { name: 'В состоянии «Ожидает сотрудника»' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('state-approved').style.opacity).toBe('1');
  });

  it('speaks Kazakh', async () => {
    localStorage.setItem('lang', 'kk');
    await i18n.changeLanguage('kk');
    mockApi();
    renderApp('/analyst/workflows/applicationSigning?instance=41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Өтінімдерге қол қою' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Өтінімдерге қол қою — Сарапшылар порталы'));
    expect(await screen.findByTestId('state-waiting')).toHaveTextContent('медианасы 1 к 2 сағ · 90 % — 4 к');
    expect(screen.getByTestId('edge-t0')).toHaveTextContent('Қызметкер қол қойды16 рет');
    const panel = await screen.findByRole('region', { name: 'Ахметова Гульнар' });
    expect(await within(panel).findByText('Серикова Дана · Қызметкер')).toBeInTheDocument();
    expect(within(panel).getByText(/2 наурыз 2026, \d\d:30 · күйде 3 к/)).toBeInTheDocument();
  });

  it('says so for a machine that does not exist, and when the figures cannot be read', async () => {
    mockApi();
    const { unmount } = renderApp('/analyst/workflows/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Процесс не найден' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Страница не найдена — Портал экспертов'));
    expect(screen.getByRole('link', { name: 'Все процессы' })).toHaveAttribute('href', '/analyst/workflows');
    unmount();

    mockAnalyticsApi(() => ({ status: 500, body: { detail: 'Сервер недоступен.' } }));
    renderApp('/analyst/workflows/applicationSigning');
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервер недоступен.');
    // The diagram and the tables still draw the definition.
    expect(await screen.findByTestId('state-waiting')).toHaveTextContent('0сейчас');
  });
});
