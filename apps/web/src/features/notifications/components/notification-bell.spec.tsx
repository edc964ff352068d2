import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@/shared/i18n/i18n';
import { mockFetch, type MockAnswer, type RecordedRequest } from '@/testing/fetch-mock';
import { renderApp, storeSession } from '@/testing/render-app';
import type { NotificationDto } from '@expert-portal/contracts';

/** jsdom has no EventSource: a stand-in that records what the app opens and lets the test play the server. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  private readonly listeners = new Map<string, Set<(event: Event) => void>>();

  constructor(url: string | URL) {
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  static latest(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1);
    if (!source) throw new Error('no EventSource was opened');
    return source;
  }

  addEventListener(type: string, listener: (event: Event) => void): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: (event: Event) => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.closed = true;
  }

  /** An event from the server (`event: <type>`, JSON `data`), or the browser's `open` / `error`. */
  emit(type: string, data?: unknown): void {
    if (this.closed) return;
    const event =
      data === undefined ? new Event(type) : new MessageEvent(type, { data: JSON.stringify(data) });
    act(() => this.listeners.get(type)?.forEach((listener) => listener(event)));
  }

  get params(): URLSearchParams {
    return new URL(this.url, 'http://portal').searchParams;
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

/** The notifications API over an in-memory list (newest first), as the server pages and marks it. */
function mockApi(stored: NotificationDto[], answer: Partial<Record<'list' | 'read', MockAnswer>> = {}) {
  const requests: RecordedRequest[] = mockFetch((request) => {
    const url = new URL(request.url, 'http://portal');
    if (url.pathname === '/api/v1/users/profile/') return { status: 200, body: PROFILE };
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
  return requests;
}

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
  FakeEventSource.instances = [];
  Object.assign(globalThis, { EventSource: FakeEventSource });
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'EventSource');
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
    mockApi([notification(1)]);
    const { user } = renderApp('/user/certificate');
    await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 1' });

    const stream = FakeEventSource.latest();
    expect(stream.url).toBe('/api/v1/notifications/stream/?token=access-1&lang=ru');
    stream.emit('open');
    stream.emit(
      'notification',
      notification(9, {
        title: 'Поздравляем! Этап «Собеседование» открыт',
        created_at: new Date().toISOString(),
      }),
    );

    await waitFor(() => expect(bell()).toHaveAccessibleName('Уведомления, непрочитанных: 2'));
    expect(screen.getByTestId('notification-count')).toHaveTextContent('2');
    await openList(user);
    expect(entries()).toHaveLength(2);
    expect(entries()[0]).toHaveTextContent('Поздравляем! Этап «Собеседование» открыт');
    expect(entries()[0]).toHaveTextContent('несколько секунд назад');
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
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));

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
    expect(FakeEventSource.latest().params.get('lang')).toBe('kk');
  });

  it('reopens the stream in the new language when the language is switched', async () => {
    const requests = mockApi([notification(1)]);
    const { user } = renderApp('/user/certificate');
    await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 1' });
    const russian = FakeEventSource.latest();

    await user.click(screen.getByRole('button', { name: 'Қазақша' }));

    expect(await screen.findByRole('button', { name: 'Хабарландырулар, оқылмағаны: 1' })).toBeInTheDocument();
    expect(russian.closed).toBe(true);
    expect(FakeEventSource.latest().params.get('lang')).toBe('kk');
    expect(listRequests(requests).map((request) => request.headers['Accept-Language'])).toEqual(['ru', 'kk']);
  });

  it('after a stream error reloads the list and reconnects with the token stored by then', async () => {
    const stored = [notification(1)];
    const requests = mockApi(stored);
    renderApp('/user/certificate');
    await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 1' });
    const first = FakeEventSource.latest();
    expect(first.params.get('token')).toBe('access-1');

    // Meanwhile the token was renewed, and a notification came that the broken stream did not carry.
    localStorage.setItem('access', 'access-2');
    stored.unshift(notification(5));
    first.emit('error');

    expect(first.closed).toBe(true);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(FakeEventSource.latest().params.get('token')).toBe('access-2');
    expect(bell()).toHaveAccessibleName('Уведомления, непрочитанных: 2');
    expect(listRequests(requests)).toHaveLength(2);
  });

  it('closes the stream on logout', async () => {
    mockApi([]);
    const { user, router } = renderApp('/user/certificate');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));

    await user.click(screen.getByTestId('logout'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(FakeEventSource.latest().closed).toBe(true);
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
