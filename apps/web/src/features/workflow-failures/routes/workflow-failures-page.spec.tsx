import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { recordRequests, server, type SentRequest } from '@/testing/http-server';
import { renderApp, storeSession } from '@/testing/render-app';
import type { FailedOutboxDto, FailedTimerDto } from '@expert-portal/contracts';

const ADMIN = {
  id: 1,
  name: 'Сейткали Айгерим',
  username: 'admin',
  first_name: '',
  last_name: '',
  role: 'admin',
};

function timer(id: number): FailedTimerDto {
  return {
    id: String(id),
    instance_id: String(500 + id),
    machine: 'applicationSigning',
    key: `remind-${id}`,
    event: 'staff.sign',
    attempts: 5,
    last_error: `workflow forbidden (timer ${id})`,
    due_at: '2026-03-01T09:15:00.000Z',
    failed_at: '2026-03-02T09:15:00.000Z',
  };
}

function outboxRow(id: number): FailedOutboxDto {
  return {
    id: String(id),
    instance_id: String(700 + id),
    machine: 'certificateOrder',
    effect: 'noSuchEffect',
    attempts: 5,
    last_error: 'No queue route for the effect "noSuchEffect"',
    created_at: '2026-03-01T09:15:00.000Z',
    failed_at: '2026-03-02T09:15:00.000Z',
  };
}

interface Failures {
  timers: FailedTimerDto[];
  outbox: FailedOutboxDto[];
}

const page = <Row,>(results: Row[]) => ({ count: results.length, next: null, previous: null, results });

interface Answer {
  status: number;
  body?: JsonBodyType;
}

/** How the server answers the retry of the row `id`. */
type Retry = (id: string) => Promise<Answer>;

const notFound = () => HttpResponse.json({ detail: 'Не найдено.' }, { status: 404 });

/** The profile, both lists as `failures` holds them now, and the retries (which take the row off the list). */
function mockApi(failures: Failures, retry: Retry = async () => ({ status: 200 })): SentRequest[] {
  const retried = (kind: keyof Failures) =>
    http.post<{ id: string }>(`/api/v1/admin/failed-${kind}/:id/retry/`, async ({ params: { id } }) => {
      const answer = await retry(id);
      if (answer.status === 200) {
        if (kind === 'timers') failures.timers = failures.timers.filter((row) => row.id !== id);
        else failures.outbox = failures.outbox.filter((row) => row.id !== id);
      }
      return HttpResponse.json(answer.body ?? { id, attempts: 5 }, { status: answer.status });
    });
  server.use(
    http.get('/api/v1/users/profile/', () => HttpResponse.json(ADMIN)),
    http.get('/api/v1/admin/failed-timers/', () => HttpResponse.json(page(failures.timers))),
    http.get('/api/v1/admin/failed-outbox/', () => HttpResponse.json(page(failures.outbox))),
    retried('timers'),
    retried('outbox'),
    http.all('/api/v1/*', notFound),
  );
  return recordRequests();
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const headers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
const listed = (requests: SentRequest[], kind: string) =>
  requests.filter((request) => request.method === 'GET' && request.url.includes(`failed-${kind}/`));

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('admin');
});

describe('the workflow failures page', () => {
  it('is an admin section listing the failed timers and outbox rows in Russian', async () => {
    mockApi({ timers: [timer(2), timer(1)], outbox: [outboxRow(9)] });
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('link', { name: 'Сбои процессов' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Сбои процессов' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Сбои процессов — Портал экспертов'));
    expect(screen.getByRole('tab', { name: /^Таймеры/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Таймеров со сбоем: 2')).toBeInTheDocument();
    expect(headers()).toEqual(['Процесс', 'Событие', 'Попытки', 'Последняя ошибка', 'Время сбоя', 'Повтор']);
    expect(rows()).toHaveLength(2);
    expect(rows()[0]).toHaveTextContent('applicationSigning');
    expect(rows()[0]).toHaveTextContent('экземпляр № 502');
    expect(rows()[0]).toHaveTextContent('staff.sign');
    expect(rows()[0]).toHaveTextContent('ключ: remind-2');
    expect(rows()[0]).toHaveTextContent('workflow forbidden (timer 2)');
    expect(rows()[0]).toHaveTextContent(/2 мар\. 2026 г\., \d\d:\d\d/);
    expect(
      within(rows()[0]).getByRole('button', { name: 'Повторить таймер staff.sign № 2' }),
    ).toHaveTextContent('Повторить');

    await user.click(screen.getByRole('tab', { name: /^Исходящие события/ }));
    expect(await screen.findByText('Событий со сбоем: 1')).toBeInTheDocument();
    expect(headers()).toEqual(['Процесс', 'Действие', 'Попытки', 'Последняя ошибка', 'Время сбоя', 'Повтор']);
    expect(rows()[0]).toHaveTextContent('certificateOrder');
    expect(rows()[0]).toHaveTextContent('экземпляр № 709');
    expect(rows()[0]).toHaveTextContent('No queue route for the effect "noSuchEffect"');
    expect(
      within(rows()[0]).getByRole('button', { name: 'Повторить исходящее событие noSuchEffect № 9' }),
    ).toBeInTheDocument();
  });

  it('lists them in Kazakh, with Kazakh month names', async () => {
    localStorage.setItem('lang', 'kk');
    await i18n.changeLanguage('kk');
    mockApi({ timers: [timer(1)], outbox: [outboxRow(3)] });
    const { user } = renderApp('/admin/workflow-failures');

    expect(await screen.findByRole('heading', { level: 1, name: 'Үдеріс ақаулары' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Үдеріс ақаулары — Сарапшылар порталы'));
    expect(await screen.findByText('Ақауы бар таймерлер: 1')).toBeInTheDocument();
    expect(headers()).toEqual(['Үдеріс', 'Оқиға', 'Талпыныс', 'Соңғы қате', 'Ақау уақыты', 'Қайталау']);
    expect(rows()[0]).toHaveTextContent(/2 наурыз 2026, \d\d:\d\d/);
    expect(rows()[0]).toHaveTextContent('кілті: remind-1');
    expect(
      within(rows()[0]).getByRole('button', { name: '№ 1 staff.sign таймерін қайталау' }),
    ).toHaveTextContent('Қайталау');

    await user.click(screen.getByRole('tab', { name: /^Шығыс оқиғалар/ }));
    expect(await screen.findByText('Ақауы бар оқиғалар: 1')).toBeInTheDocument();
    expect(headers()[1]).toBe('Әрекет');
    expect(
      within(rows()[0]).getByRole('button', { name: '№ 3 noSuchEffect шығыс оқиғасын қайталау' }),
    ).toBeInTheDocument();
  });

  it('retries a timer once, however fast the clicks, then says so and reads the list again', async () => {
    let answer: (value: Answer) => void = () => undefined;
    const requests = mockApi(
      { timers: [timer(2), timer(1)], outbox: [] },
      () => new Promise((resolve) => (answer = resolve)),
    );
    const { user } = renderApp('/admin/workflow-failures');
    const button = await screen.findByRole('button', { name: 'Повторить таймер staff.sign № 2' });
    const readsBefore = listed(requests, 'timers').length;

    // Two clicks in the same task, before React draws the pending state, then one on the disabled button.
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(button).toBeDisabled());
    await user.click(button);
    answer({ status: 200 });

    expect(
      await screen.findByText('Таймер снова ждёт срабатывания: у него ещё одна попытка.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('remind-1');
    expect(screen.getByText('Таймеров со сбоем: 1')).toBeInTheDocument();
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.url)).toEqual(['/api/v1/admin/failed-timers/2/retry/']);
    expect(listed(requests, 'timers').length).toBeGreaterThan(readsBefore);
  });

  it('retries an outbox row from its tab, and shows the server error when a retry is refused', async () => {
    const requests = mockApi({ timers: [], outbox: [outboxRow(9), outboxRow(8)] }, async (id) =>
      id === '8' ? { status: 404, body: { detail: 'Не найдено.' } } : { status: 200 },
    );
    const { user } = renderApp('/admin/workflow-failures?tab=outbox');
    await user.click(
      await screen.findByRole('button', { name: 'Повторить исходящее событие noSuchEffect № 9' }),
    );
    expect(
      await screen.findByText('Событие снова в очереди на отправку: у него ещё одна попытка.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Повторить исходящее событие noSuchEffect № 8' }));
    expect(await screen.findByText('Не удалось повторить')).toBeInTheDocument();
    expect(screen.getByText('Не найдено.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      '/api/v1/admin/failed-outbox/9/retry/',
      '/api/v1/admin/failed-outbox/8/retry/',
    ]);
  });

  it('stacks each row in one cell on a narrow screen, the error and the retry included', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('max-width') });
    try {
      mockApi({ timers: [timer(1)], outbox: [] });
      renderApp('/admin/workflow-failures');
      await waitFor(() => expect(headers()).toEqual(['Сбой']));
      expect(rows()[0]).toHaveTextContent('applicationSigning');
      expect(rows()[0]).toHaveTextContent('экземпляр № 501');
      expect(rows()[0]).toHaveTextContent('workflow forbidden (timer 1)');
      expect(rows()[0]).toHaveTextContent(/сбой: 2 мар\. 2026 г\., \d\d:\d\d · попыток: 5/);
      expect(
        within(rows()[0]).getByRole('button', { name: 'Повторить таймер staff.sign № 1' }),
      ).toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('says so when nothing failed', async () => {
    mockApi({ timers: [], outbox: [] });
    const { user } = renderApp('/admin/workflow-failures');
    expect(await screen.findByText('Сбоев нет')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Исходящие события' }));
    expect(await screen.findByText('Сбоев нет')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the server error when the failures cannot be read', async () => {
    server.use(
      http.get('/api/v1/users/profile/', () => HttpResponse.json(ADMIN)),
      http.all('/api/v1/*', () => HttpResponse.json({ detail: 'Недостаточно прав.' }, { status: 403 })),
    );
    renderApp('/admin/workflow-failures');
    expect(await screen.findByRole('alert')).toHaveTextContent('Недостаточно прав.');
  });
});
