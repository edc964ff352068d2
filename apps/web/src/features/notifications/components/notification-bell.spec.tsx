import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@/shared/i18n/i18n';
import { mockFetch, type MockAnswer, type RecordedRequest } from '@/testing/fetch-mock';
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
 * Answers the app's stream requests (jsdom has neither streamed bodies nor Response): 200 with a body the test
 * writes to, or the status queued in `refuse`. The rest of the requests go to the mocked API.
 */
class StreamServer {
  readonly connections: StreamConnection[] = [];
  readonly refusals: number[] = [];

  constructor() {
    const api = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      if (!url.startsWith('/api/v1/notifications/stream/')) return api(input, init);
      return this.answer(url, init);
    }) as typeof fetch;
  }

  latest(): StreamConnection {
    const connection = this.connections.at(-1);
    if (!connection) throw new Error('no stream was opened');
    return connection;
  }

  /** Answers the next stream request with this status instead of a stream. */
  refuse(status: number): void {
    this.refusals.push(status);
  }

  private answer(url: string, init: RequestInit): Response {
    let writer!: ReadableStreamDefaultController<Uint8Array>;
    const body = new NodeReadableStream<Uint8Array>({ start: (controller) => (writer = controller) });
    const write = async (text: string): Promise<void> => {
      await act(async () => {
        writer.enqueue(new TextEncoder().encode(text));
        await new Promise((resolve) => setTimeout(resolve, 10));
      });
    };
    const connection: StreamConnection = {
      url,
      headers: { ...(init.headers as Record<string, string>) },
      aborted: false,
      send: (type, data) => write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`),
      end: async () => {
        await act(async () => writer.close());
      },
    };
    this.connections.push(connection);
    // As fetch does: an aborted request fails its body.
    init.signal?.addEventListener('abort', () => {
      connection.aborted = true;
      writer.error(new DOMException('The operation was aborted.', 'AbortError'));
    });
    const status = this.refusals.shift() ?? 200;
    const type = status === 200 ? 'text/event-stream; charset=utf-8' : 'application/json';
    return {
      status,
      ok: status === 200,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? type : null) },
      body,
    } as unknown as Response;
  }
}

const PROFILE = { id: 7, name: 'Айгерим Серикова', username: 'aigerim', role: 'user' };
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
function mockApi(stored: NotificationDto[], answer: Partial<Record<'list' | 'read', MockAnswer>> = {}) {
  const requests: RecordedRequest[] = mockFetch((request) => {
    const url = new URL(request.url, 'http://portal');
    if (url.pathname === '/api/v1/users/profile/') return { status: 200, body: PROFILE };
    if (url.pathname === '/token/refresh/')
      return { status: 200, body: { access: 'access-2', refresh: 'r-2' } };
    if (url.pathname === '/token/logout/') return { status: 204 };
    if (url.pathname === '/api/v1/notifications/') {
      if (answer.list) return answer.list;
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('page_size'));
      return {
        status: 200,
        body: {
          count: stored.length,
          next: page * size < stored.length ? `http://portal/api/v1/notifications/?page=${page + 1}` : null,
          previous: null,
          results: stored.slice((page - 1) * size, page * size),
          unread_count: stored.filter((item) => !item.read).length,
        },
      };
    }
    const read = /^\/api\/v1\/notifications\/(\d+)\/read\/$/.exec(url.pathname);
    if (read && request.method === 'POST') {
      if (answer.read) return answer.read;
      const item = stored.find((candidate) => candidate.id === read[1]);
      if (!item) return { status: 404, body: { detail: 'Не найдено.' } };
      item.read = true;
      return { status: 200, body: item };
    }
    if (url.pathname === '/api/v1/notifications/read-all/' && request.method === 'POST') {
      const unread = stored.filter((item) => !item.read);
      unread.forEach((item) => (item.read = true));
      return { status: 200, body: { updated: unread.length } };
    }
    return { status: 404, body: { detail: 'Не найдено.' } };
  });
  streams = new StreamServer();
  return requests;
}

const streamParams = (connection: StreamConnection): URLSearchParams =>
  new URL(connection.url, 'http://portal').searchParams;

const posts = (requests: RecordedRequest[]): string[] =>
  requests.filter((request) => request.method === 'POST').map((request) => request.url);
const listRequests = (requests: RecordedRequest[]): RecordedRequest[] =>
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
  // What lets the app stream a response body; jsdom lacks it, so the other tests run without a stream.
  Object.assign(globalThis, { ReadableStream: NodeReadableStream });
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'ReadableStream');
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
    expect(stream.headers.Authorization).toBe('Bearer access-1');
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
    expect(listRequests(requests)[0].headers['Accept-Language']).toBe('kk');
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
    expect(russian.aborted).toBe(true);
    await waitFor(() => expect(streams.connections).toHaveLength(2));
    expect(streamParams(streams.latest()).get('lang')).toBe('kk');
    expect(listRequests(requests).map((request) => request.headers['Accept-Language'])).toEqual(['ru', 'kk']);
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
    expect(streams.latest().headers.Authorization).toBe('Bearer access-2');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Уведомления, непрочитанных: 2'));
    expect(listRequests(requests)).toHaveLength(2);
  });

  it('renews an expired token through the client on a 401, then reconnects with the new one', async () => {
    const requests = mockApi([notification(1)]);
    streams.refuse(401);
    renderApp('/user/certificate');
    await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 1' });

    await waitFor(() => expect(streams.connections).toHaveLength(2));
    expect(streams.connections.map((connection) => connection.headers.Authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
    expect(posts(requests)).toEqual(['/token/refresh/']);
    expect(localStorage.getItem('access')).toBe('access-2');
  });

  it('stops when the session cannot be renewed', async () => {
    mockApi([]);
    const refreshRefused = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/token/refresh/'
        ? Promise.resolve({ status: 401, ok: false, text: async () => '{}' } as Response)
        : refreshRefused(input, init)) as typeof fetch;
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
    expect(logout).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer access-1' } });
    await waitFor(() => expect(streams.latest().aborted).toBe(true));
    expect(streams.connections).toHaveLength(1);
  });

  it('signs out even when the server cannot be told', async () => {
    mockApi([]);
    const unreachable = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/token/logout/'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : unreachable(input, init)) as typeof fetch;
    const { user, router } = renderApp('/user/certificate');
    await waitFor(() => expect(streams.connections).toHaveLength(1));

    await user.click(screen.getByTestId('logout'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('access')).toBeNull();
    expect(localStorage.getItem('refresh')).toBeNull();
  });
});
