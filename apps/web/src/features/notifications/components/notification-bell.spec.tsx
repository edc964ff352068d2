import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { appUrl, recordRequests, server, type SentRequest } from '@/testing/http-server';
import { renderApp, storeSession } from '@/testing/render-app';
import type { NotificationDto } from '@expert-portal/contracts';

/** One request for the notification stream, answered by the test playing the server. */
interface StreamConnection {
  url: string;
  headers: Record<string, string>;
  /** Whether the app closed it. */
  aborted: boolean;
  /** Sends an event (`event: <type>`, JSON `data`). */
  send(type: string, data: unknown): Promise<void>;
  /** The server ends the stream, as it does when the token expires or the login is revoked. */
  end(): Promise<void>;
}

/**
 * Answers the app's stream requests: 200 with a body the test writes to, or the status queued in `refuse`.
 * `handler` goes first among the test's routes.
 */
class StreamServer {
  readonly connections: StreamConnection[] = [];
  readonly refusals: number[] = [];
  /**
   * The requests, kept as long as their connections: Node's fetch makes `request.signal` follow the app's
   * signal through a weak reference that only the request holds, so once a request is collected the app's
   * abort never reaches its signal (it happened under load in CI).
   */
  private readonly requests: Request[] = [];
  readonly handler = http.get('/api/v1/notifications/stream/', ({ request }) => this.answer(request));

  latest(): StreamConnection {
    const connection = this.connections.at(-1);
    if (!connection) throw new Error('no stream was opened');
    return connection;
  }

  /** Answers the next stream request with this status instead of a stream. */
  refuse(status: number): void {
    this.refusals.push(status);
  }

  private answer(request: Request): Response {
    let writer!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (controller) => (writer = controller) });
    const write = async (text: string): Promise<void> => {
      await act(async () => {
        writer.enqueue(new TextEncoder().encode(text));
        await new Promise((resolve) => setTimeout(resolve, 10));
      });
    };
    const connection: StreamConnection = {
      url: appUrl(request.url),
      headers: Object.fromEntries(request.headers),
      aborted: false,
      send: (type, data) => write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`),
      end: async () => {
        await act(async () => writer.close());
      },
    };
    this.connections.push(connection);
    this.requests.push(request);
    // As the network does: an aborted request fails its body.
    request.signal.addEventListener('abort', () => {
      connection.aborted = true;
      writer.error(new DOMException('The operation was aborted.', 'AbortError'));
    });
    const status = this.refusals.shift();
    if (status) return HttpResponse.json({}, { status });
    return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } });
  }
}

const PROFILE = { id: 7, name: 'Айгерим Серикова', username: 'aigerim', role: 'user', image: null };
const MINUTE = 60_000;

function notification(id: number, extra: Partial<NotificationDto> = {}): NotificationDto {
  return {
    id: String(id),
    kind: 'stage_opened',
    title: `Поздравляем! Этап «Тесты ${id}» открыт`,
    body: 'Удачи на этом этапе!',
    link: null,
    created_at: new Date(Date.now() - id * MINUTE).toISOString(),
    read: false,
    ...extra,
  };
}

let streams: StreamServer;

/**
 * The notifications API over an in-memory list (newest first), as the server pages and marks it, and its
 * stream (`streams`); a refresh renews the access token to `access-2`.
 */
interface Answer {
  status: number;
  body: JsonBodyType;
}

const reply = ({ status, body }: Answer) => HttpResponse.json(body, { status });

function mockApi(stored: NotificationDto[], answer: Partial<Record<'list' | 'read', Answer>> = {}) {
  streams = new StreamServer();
  server.use(
    streams.handler,
    http.get('/api/v1/users/profile/', () => HttpResponse.json(PROFILE)),
    http.post('/token/refresh/', () => HttpResponse.json({ access: 'access-2', refresh: 'r-2' })),
    http.post('/token/logout/', () => new HttpResponse(null, { status: 204 })),
    http.get('/api/v1/notifications/', ({ request }) => {
      if (answer.list) return reply(answer.list);
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('page_size'));
      return HttpResponse.json({
        count: stored.length,
        next: page * size < stored.length ? `http://portal/api/v1/notifications/?page=${page + 1}` : null,
        previous: null,
        results: stored.slice((page - 1) * size, page * size),
        unread_count: stored.filter((item) => !item.read).length,
      });
    }),
    http.post('/api/v1/notifications/read-all/', () => {
      const unread = stored.filter((item) => !item.read);
      unread.forEach((item) => (item.read = true));
      return HttpResponse.json({ updated: unread.length });
    }),
    http.post<{ id: string }>('/api/v1/notifications/:id/read/', ({ params }) => {
      if (answer.read) return reply(answer.read);
      const item = stored.find((candidate) => candidate.id === params.id);
      if (!item) return HttpResponse.json({ detail: 'Не найдено.' }, { status: 404 });
      item.read = true;
      return HttpResponse.json(item);
    }),
    http.all('/api/v1/*', () => HttpResponse.json({ detail: 'Не найдено.' }, { status: 404 })),
  );
  return recordRequests();
}

const streamParams = (connection: StreamConnection): URLSearchParams =>
  new URL(connection.url, 'http://portal').searchParams;

const posts = (requests: SentRequest[]): string[] =>
  requests.filter((request) => request.method === 'POST').map((request) => request.url);
const listRequests = (requests: SentRequest[]): SentRequest[] =>
  requests.filter((request) => request.url.startsWith('/api/v1/notifications/?'));

const bell = (name: string | RegExp = /^Уведомления/): HTMLElement => screen.getByRole('button', { name });
const panel = (): HTMLElement => screen.getByRole('dialog');

/** Opens the bell's list and waits for it (the popover opens with a transition). */
async function openList(
  user: ReturnType<typeof renderApp>['user'],
  button: HTMLElement = bell(),
): Promise<HTMLElement> {
  await user.click(button);
  return screen.findByRole('dialog');
}
const entries = (): HTMLElement[] => within(panel()).getAllByTestId('notification');

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('user', 'access-1');
});

describe('the notification bell', () => {
  it('shows the unread count and lists the latest notifications, unread ones marked', async () => {
    mockApi([notification(1), notification(2, { read: true }), notification(3)]);
    const { user } = renderApp('/user/certificate');

    expect(await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 2' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-count')).toHaveTextContent('2');

    await openList(user);
    expect(within(panel()).getByRole('heading', { name: 'Уведомления' })).toBeInTheDocument();
    expect(entries()).toHaveLength(3);
    expect(entries()[0]).toHaveTextContent('Поздравляем! Этап «Тесты 1» открыт');
    expect(entries()[0]).toHaveTextContent('Удачи на этом этапе!');
    expect(entries()[0]).toHaveTextContent('минуту назад');
    expect(entries()[0]).toHaveTextContent('Не прочитано');
    expect(entries()[1]).not.toHaveTextContent('Не прочитано');
    expect(within(panel()).getByRole('button', { name: 'Отметить все как прочитанные' })).toBeEnabled();
    expect(within(panel()).queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it('has no badge when everything is read, says when there is nothing, and cannot mark all', async () => {
    mockApi([]);
    const { user } = renderApp('/user/certificate');

    await openList(user, await screen.findByRole('button', { name: 'Уведомления' }));
    expect(await within(panel()).findByText('Уведомлений пока нет.')).toBeInTheDocument();
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Отметить все как прочитанные' })).toBeDisabled();
  });

  it('adds a streamed notification to the badge and to the top of the list', async () => {
    const stored = [notification(1)];
    mockApi(stored);
    const { user } = renderApp('/user/certificate');
    await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 1' });

    await waitFor(() => expect(streams.connections).toHaveLength(1));
    const stream = streams.latest();
    // The token goes in the header, never in the address.
    expect(stream.url).toBe('/api/v1/notifications/stream/?lang=ru');
    expect(stream.headers.authorization).toBe('Bearer access-1');
    const streamed = notification(9, {
      title: 'Поздравляем! Этап «Собеседование» открыт',
      created_at: new Date().toISOString(),
    });
    // Stored before it is announced, as the server does: opening the list may reload it.
    stored.unshift(streamed);
    await stream.send('notification', streamed);

    await waitFor(() => expect(bell()).toHaveAccessibleName('Уведомления, непрочитанных: 2'));
    expect(screen.getByTestId('notification-count')).toHaveTextContent('2');
    await openList(user);
    expect(entries()).toHaveLength(2);
    expect(entries()[0]).toHaveTextContent('Поздравляем! Этап «Собеседование» открыт');
    expect(entries()[0]).toHaveTextContent('несколько секунд назад');
  });

  it('reads the screen again when a notification arrives, so a newly opened stage shows at once', async () => {
    const stored = [notification(1)];
    const requests = mockApi(stored);
    renderApp('/user/certificate');
    await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 1' });
    await waitFor(() => expect(streams.connections).toHaveLength(1));
    const profileReads = () => requests.filter((request) => request.url === '/api/v1/users/profile/').length;
    const before = { profile: profileReads(), lists: listRequests(requests).length };

    const streamed = notification(9, { title: 'Поздравляем! Этап «Теория» открыт' });
    stored.unshift(streamed);
    await streams.latest().send('notification', streamed);

    await waitFor(() => expect(profileReads()).toBe(before.profile + 1));
    // The list itself took the notification from the stream: it is not asked for again.
    expect(listRequests(requests)).toHaveLength(before.lists);
  });

  it('marks a notification read when it is opened and goes to its link', async () => {
    const requests = mockApi([notification(1), notification(2, { link: '/user/interview' })]);
    const { user, router } = renderApp('/user/certificate');
    await openList(user, await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 2' }));

    await user.click(within(entries()[1]).getByRole('button'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/interview'));
    expect(posts(requests)).toEqual(['/api/v1/notifications/2/read/']);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Уведомления, непрочитанных: 1'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await openList(user);
    expect(entries()[1]).toHaveAttribute('data-read', 'true');
    expect(entries()[0]).toHaveAttribute('data-read', 'false');
  });

  it('marks one without a link read and stays where it is', async () => {
    const requests = mockApi([notification(1)]);
    const { user, router } = renderApp('/user/certificate');
    await openList(user, await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 1' }));

    await user.click(within(entries()[0]).getByRole('button'));

    await waitFor(() => expect(entries()[0]).toHaveAttribute('data-read', 'true'));
    expect(posts(requests)).toEqual(['/api/v1/notifications/1/read/']);
    expect(router.state.location.pathname).toBe('/user/certificate');
    expect(bell()).toHaveAccessibleName('Уведомления');
    // Read and without a link, there is nothing left to do with it.
    expect(within(entries()[0]).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows an expert’s old «stage opened» notification without its link to a stage behind them', async () => {
    storeSession('expert');
    const requests = mockApi([
      notification(1, { link: '/user/practice' }),
      notification(2, { link: '/user/certificate', read: true }),
    ]);
    const { user, router } = renderApp('/user/profile');
    await openList(user, await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 1' }));

    await user.click(within(entries()[0]).getByRole('button'));

    await waitFor(() => expect(entries()[0]).toHaveAttribute('data-read', 'true'));
    expect(posts(requests)).toEqual(['/api/v1/notifications/1/read/']);
    expect(router.state.location.pathname).toBe('/user/profile');
    expect(within(entries()[0]).queryByRole('button')).not.toBeInTheDocument();
    // A link the expert may still follow stays.
    await user.click(within(entries()[1]).getByRole('button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/certificate'));
  });

  it('tells when marking read fails and keeps the notification unread', async () => {
    mockApi([notification(1)], { read: { status: 500, body: {} } });
    const { user } = renderApp('/user/certificate');
    await openList(user, await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 1' }));

    await user.click(within(entries()[0]).getByRole('button'));

    expect(await screen.findByText('Не удалось отметить уведомление как прочитанное.')).toBeInTheDocument();
    expect(entries()[0]).toHaveAttribute('data-read', 'false');
    expect(bell()).toHaveAccessibleName('Уведомления, непрочитанных: 1');
  });

  it('marks all as read', async () => {
    const requests = mockApi([notification(1), notification(2), notification(3, { read: true })]);
    const { user } = renderApp('/user/certificate');
    await openList(user, await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 2' }));

    await user.click(within(panel()).getByRole('button', { name: 'Отметить все как прочитанные' }));

    await waitFor(() => expect(bell()).toHaveAccessibleName('Уведомления'));
    expect(posts(requests)).toEqual(['/api/v1/notifications/read-all/']);
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
    expect(entries().map((entry) => entry.getAttribute('data-read'))).toEqual(['true', 'true', 'true']);
    expect(within(panel()).getByRole('button', { name: 'Отметить все как прочитанные' })).toBeDisabled();
  });

  it('loads the next page on "more"', async () => {
    const requests = mockApi(Array.from({ length: 12 }, (_, index) => notification(index + 1)));
    const { user } = renderApp('/user/certificate');
    await openList(user, await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 12' }));
    expect(entries()).toHaveLength(10);

    await user.click(within(panel()).getByRole('button', { name: 'Показать ещё' }));

    await waitFor(() => expect(entries()).toHaveLength(12));
    expect(entries()[11]).toHaveTextContent('Этап «Тесты 12» открыт');
    expect(within(panel()).queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
    expect(listRequests(requests).map((request) => request.url)).toEqual([
      '/api/v1/notifications/?page=1&page_size=10',
      '/api/v1/notifications/?page=2&page_size=10',
    ]);
  });

  it('says when the list cannot be loaded', async () => {
    mockApi([], { list: { status: 403, body: {} } });
    const { user } = renderApp('/user/certificate');
    await waitFor(() => expect(streams.connections).toHaveLength(1));

    await openList(user);

    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Не удалось загрузить уведомления.');
    expect(within(panel()).getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it('speaks Kazakh, and asks the list and the stream in Kazakh', async () => {
    await i18n.changeLanguage('kk');
    const requests = mockApi([notification(2, { title: 'Құттықтаймыз! «Әңгімелесу» кезеңі ашылды' })]);
    const { user } = renderApp('/user/certificate');

    await openList(user, await screen.findByRole('button', { name: 'Хабарландырулар, оқылмағаны: 1' }));
    expect(within(panel()).getByRole('heading', { name: 'Хабарландырулар' })).toBeInTheDocument();
    expect(entries()[0]).toHaveTextContent('Құттықтаймыз! «Әңгімелесу» кезеңі ашылды');
    expect(entries()[0]).toHaveTextContent('2 минут бұрын');
    expect(entries()[0]).toHaveTextContent('Оқылмаған');
    expect(within(panel()).getByRole('button', { name: 'Барлығын оқылды деп белгілеу' })).toBeEnabled();
    expect(listRequests(requests)[0].headers['accept-language']).toBe('kk');
    await waitFor(() => expect(streams.connections).toHaveLength(1));
    expect(streamParams(streams.latest()).get('lang')).toBe('kk');
  });

  it('reopens the stream in the new language when the language is switched', async () => {
    const requests = mockApi([notification(1)]);
    const { user } = renderApp('/user/certificate');
    await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 1' });
    await waitFor(() => expect(streams.connections).toHaveLength(1));
    const russian = streams.latest();

    await user.click(screen.getByRole('button', { name: 'Қазақша' }));

    expect(await screen.findByRole('button', { name: 'Хабарландырулар, оқылмағаны: 1' })).toBeInTheDocument();
    // The label is drawn in the render; the old stream is aborted in the effect's cleanup after it, and the abort
    // reaches the test's server through the fetch a turn or more later on a busy machine.
    await waitFor(() => expect(russian.aborted).toBe(true));
    await waitFor(() => expect(streams.connections).toHaveLength(2));
    expect(streamParams(streams.latest()).get('lang')).toBe('kk');
    expect(listRequests(requests).map((request) => request.headers['accept-language'])).toEqual(['ru', 'kk']);
  });

  it('when the server ends the stream, reconnects with the token stored by then and reloads the list', async () => {
    const stored = [notification(1)];
    const requests = mockApi(stored);
    renderApp('/user/certificate');
    await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 1' });
    await waitFor(() => expect(streams.connections).toHaveLength(1));

    // Meanwhile the token was renewed, and a notification came that the ended stream did not carry.
    localStorage.setItem('access', 'access-2');
    stored.unshift(notification(5));
    await streams.latest().end();

    await waitFor(() => expect(streams.connections).toHaveLength(2));
    expect(streams.latest().headers.authorization).toBe('Bearer access-2');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Уведомления, непрочитанных: 2'));
    expect(listRequests(requests)).toHaveLength(2);
  });

  it('renews an expired token through the client on a 401, then reconnects with the new one', async () => {
    const requests = mockApi([notification(1)]);
    streams.refuse(401);
    renderApp('/user/certificate');
    await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 1' });

    await waitFor(() => expect(streams.connections).toHaveLength(2));
    expect(streams.connections.map((connection) => connection.headers.authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
    expect(posts(requests)).toEqual(['/token/refresh/']);
    expect(localStorage.getItem('access')).toBe('access-2');
  });

  it('stops when the session cannot be renewed', async () => {
    mockApi([]);
    server.use(http.post('/token/refresh/', () => HttpResponse.json({}, { status: 401 })));
    streams.refuse(401);
    const { router } = renderApp('/user/certificate');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(streams.connections).toHaveLength(1);
  });

  it('logs out on the server and closes the stream on logout', async () => {
    const requests = mockApi([]);
    const { user, router } = renderApp('/user/certificate');
    await waitFor(() => expect(streams.connections).toHaveLength(1));

    await user.click(screen.getByTestId('logout'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const logout = requests.find((request) => request.url === '/token/logout/');
    expect(logout).toMatchObject({ method: 'POST', headers: { authorization: 'Bearer access-1' } });
    await waitFor(() => expect(streams.latest().aborted).toBe(true));
    expect(streams.connections).toHaveLength(1);
  });

  it('signs out even when the server cannot be told', async () => {
    mockApi([]);
    server.use(http.post('/token/logout/', () => HttpResponse.error()));
    const { user, router } = renderApp('/user/certificate');
    await waitFor(() => expect(streams.connections).toHaveLength(1));

    await user.click(screen.getByTestId('logout'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('access')).toBeNull();
    expect(localStorage.getItem('refresh')).toBeNull();
  });
});
