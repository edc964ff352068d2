import { delay, http, HttpResponse } from 'msw';
import { makeAccessToken } from '@/testing/make-jwt';
import { recordRequests, server } from '@/testing/http-server';
import { ApiError } from './api-error';
import { api, apiFetch, BULK_LIST_TIMEOUT_MS, REQUEST_TIMEOUT_MS, unwrap } from './client';
import { fetchBlob } from './download-file';
import { onSessionExpired } from './session-expiry';

const PROFILE = '/api/v1/users/profile/';
const getProfile = (signal?: AbortSignal) => unwrap(api.GET('/api/v1/users/profile', { signal }));
const login = (body: { username: string; password: string }) =>
  unwrap(api.POST('/token', { body, fetch: apiFetch({ skipAuth: true }) }));

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('access', 'old-access');
  localStorage.setItem('refresh', 'old-refresh');
});

afterEach(() => {
  jest.useRealTimers();
});

describe('headers', () => {
  it('sends the stored access token as a bearer token and asks for the stored language', async () => {
    localStorage.setItem('lang', 'kz');
    server.use(http.get(PROFILE, () => HttpResponse.json({ ok: true })));
    const sent = recordRequests();

    await expect(getProfile()).resolves.toEqual({ ok: true });

    expect(sent[0].headers.authorization).toBe('Bearer old-access');
    expect(sent[0].headers['accept-language']).toBe('kk');
  });

  it('falls back to locale, then to Russian, for Accept-Language', async () => {
    server.use(http.get(PROFILE, () => HttpResponse.json({})));
    const sent = recordRequests();
    await getProfile();
    localStorage.setItem('locale', 'kk');
    await getProfile();
    localStorage.setItem('lang', 'en');
    await getProfile();

    expect(sent.map((request) => request.headers['accept-language'])).toEqual(['ru', 'kk', 'ru']);
  });

  it('uses a stored auth scheme and sends no token on calls that skip auth', async () => {
    localStorage.setItem('auth_scheme', 'JWT');
    let credentials: unknown;
    server.use(
      http.get(PROFILE, () => HttpResponse.json({})),
      http.post('/token/', async ({ request }) => {
        credentials = await request.json();
        return HttpResponse.json({ access: 'a', refresh: 'r' });
      }),
    );
    const sent = recordRequests();

    await getProfile();
    await login({ username: 'a', password: 'b' });

    expect(sent[0].headers.authorization).toBe('JWT old-access');
    expect(sent[1].headers.authorization).toBeUndefined();
    expect(sent[1].headers['content-type']).toBe('application/json');
    expect(credentials).toEqual({ username: 'a', password: 'b' });
  });

  it('writes the spec’s URLs, with their trailing slash, and leaves out empty query parameters', async () => {
    server.use(http.get('/api/v1/users/', () => HttpResponse.json({})));
    const sent = recordRequests();
    await unwrap(
      api.GET('/api/v1/users', { params: { query: { search: 'Әлия Н', page: 2, course: undefined } } }),
    );

    const url = new URL(sent[0].url, 'http://portal.test');
    expect(url.pathname).toBe('/api/v1/users/');
    expect([...url.searchParams]).toEqual([
      ['search', 'Әлия Н'],
      ['page', '2'],
    ]);
  });

  it('sends cookies only on the calls that ask for them', async () => {
    const credentials: RequestCredentials[] = [];
    server.use(
      http.get(PROFILE, ({ request }) => {
        credentials.push(request.credentials);
        return HttpResponse.json({});
      }),
    );

    await getProfile();
    await unwrap(api.GET('/api/v1/users/profile', { credentials: 'same-origin' }));

    expect(credentials).toEqual(['omit', 'same-origin']);
  });
});

describe('silent refresh on 401', () => {
  it('refreshes once for two concurrent 401s, stores the rotated pair and retries both calls', async () => {
    const newAccess = makeAccessToken(42);
    let releaseRefresh!: () => void;
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const answer = ({ request }: { request: Request }) =>
      request.headers.get('Authorization') === `Bearer ${newAccess}`
        ? HttpResponse.json({ path: new URL(request.url).pathname })
        : HttpResponse.json({ detail: 'Токен недействителен или просрочен.' }, { status: 401 });
    server.use(
      http.post('/token/refresh/', async () => {
        await refreshGate;
        return HttpResponse.json({ access: newAccess, refresh: 'new-refresh' });
      }),
      http.get(PROFILE, answer),
      http.get('/api/v1/reject_reasons/', answer),
    );
    const sent = recordRequests();

    const first = getProfile();
    const second = unwrap(api.GET('/api/v1/reject_reasons'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    releaseRefresh();

    await expect(Promise.all([first, second])).resolves.toEqual([
      { path: PROFILE },
      { path: '/api/v1/reject_reasons/' },
    ]);
    const refreshes = sent.filter((request) => request.url === '/token/refresh/');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].body).toEqual({ refresh: 'old-refresh' });
    expect(refreshes[0].headers.authorization).toBeUndefined();
    expect(localStorage.getItem('access')).toBe(newAccess);
    expect(localStorage.getItem('refresh')).toBe('new-refresh');
    expect(localStorage.getItem('userId')).toBe('42');
    expect(sent).toHaveLength(5);
  });

  it('retries only once, with the same body: a second 401 is thrown, not refreshed again', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/token/refresh/', () =>
        HttpResponse.json({ access: makeAccessToken(1), refresh: 'new-refresh' }),
      ),
      http.patch(PROFILE, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ detail: 'Учётная запись отключена.' }, { status: 401 });
      }),
    );
    const sent = recordRequests();

    const error = await unwrap(api.PATCH('/api/v1/users/profile', { body: { address: 'Астана' } })).catch(
      (failure: unknown) => failure,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, detail: 'Учётная запись отключена.' });
    expect(sent.map((request) => request.url)).toEqual([PROFILE, '/token/refresh/', PROFILE]);
    expect(bodies).toEqual([{ address: 'Астана' }, { address: 'Астана' }]);
  });

  it('ends the session once when the refresh is refused, keeping only the language', async () => {
    localStorage.setItem('lang', 'kk');
    localStorage.setItem('role', 'admin');
    localStorage.setItem('userId', '7');
    const expired = jest.fn();
    const unsubscribe = onSessionExpired(expired);
    const expiredToken = () =>
      HttpResponse.json({ detail: 'Токен недействителен или просрочен.' }, { status: 401 });
    server.use(
      http.post('/token/refresh/', () =>
        HttpResponse.json({ detail: 'Этот токен обновления уже использовался.' }, { status: 401 }),
      ),
      http.get(PROFILE, expiredToken),
      http.get('/api/v1/reject_reasons/', expiredToken),
    );

    const failures = [getProfile(), unwrap(api.GET('/api/v1/reject_reasons'))];

    for (const failure of failures) await expect(failure).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('lang')).toBe('kk');
    unsubscribe();
  });

  it('does not refresh for calls that skip auth, such as the login itself', async () => {
    server.use(
      http.post('/token/', () =>
        HttpResponse.json({ detail: 'Неверный логин или пароль.' }, { status: 401 }),
      ),
    );
    const sent = recordRequests();

    await expect(login({ username: 'a', password: 'b' })).rejects.toMatchObject({
      status: 401,
      detail: 'Неверный логин или пароль.',
    });
    expect(sent).toHaveLength(1);
    expect(localStorage.getItem('access')).toBe('old-access');
  });
});

describe('errors and time-outs', () => {
  it('throws field errors of a validation answer', async () => {
    server.use(
      http.patch(PROFILE, () =>
        HttpResponse.json(
          { iin: ['ИИН должен состоять из 12 цифр.'], address: 'Обязательное поле.' },
          { status: 400 },
        ),
      ),
    );

    await expect(unwrap(api.PATCH('/api/v1/users/profile', { body: {} }))).rejects.toMatchObject({
      status: 400,
      detail: undefined,
      fieldErrors: { iin: ['ИИН должен состоять из 12 цифр.'], address: ['Обязательное поле.'] },
    });
  });

  it('gives up after 120 s by default', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    server.use(http.get(PROFILE, () => delay('infinite')));

    const failure = getProfile().catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void failure.then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);

    await expect(failure).resolves.toMatchObject({ status: 0, kind: 'timeout' });
  });

  it('gives up after 20 s with the bulk-listing time-out', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    server.use(http.get('/api/v1/users/', () => delay('infinite')));

    const failure = unwrap(
      api.GET('/api/v1/users', { fetch: apiFetch({ timeoutMs: BULK_LIST_TIMEOUT_MS }) }),
    ).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(BULK_LIST_TIMEOUT_MS);

    await expect(failure).resolves.toMatchObject({ kind: 'timeout' });
  });

  it('hands a caller’s cancellation back as it is', async () => {
    server.use(http.get(PROFILE, () => delay('infinite')));
    const controller = new AbortController();

    const failure = getProfile(controller.signal).catch((error: unknown) => error);
    controller.abort();

    await expect(failure).resolves.toMatchObject({ name: 'AbortError' });
  });

  it('reports a network failure as such', async () => {
    server.use(http.get(PROFILE, () => HttpResponse.error()));
    await expect(getProfile()).rejects.toMatchObject({ status: 0, kind: 'network' });
  });
});

describe('files', () => {
  it('downloads by the address the API gave, on this origin, with the token and the progress', async () => {
    server.use(
      http.get('/api/v1/files/7/', () =>
        HttpResponse.arrayBuffer(new Uint8Array([1, 2, 3, 4]).buffer, {
          headers: { 'Content-Type': 'application/pdf', 'Content-Length': '4' },
        }),
      ),
    );
    const sent = recordRequests();
    const progress = jest.fn();

    const blob = await fetchBlob('https://api.example.kz/api/v1/files/7/', { onDownloadProgress: progress });

    expect(blob.size).toBe(4);
    expect(sent[0].headers.authorization).toBe('Bearer old-access');
    expect(progress).toHaveBeenLastCalledWith(4, 4);
  });

  it('parses the error of a download', async () => {
    server.use(
      http.get('/api/v1/files/7/', () => HttpResponse.json({ detail: 'Не найдено.' }, { status: 404 })),
    );
    await expect(fetchBlob('/api/v1/files/7/')).rejects.toMatchObject({ status: 404, detail: 'Не найдено.' });
  });
});
