import { hangUntilAborted, mockFetch } from '@/testing/fetch-mock';
import { makeAccessToken } from '@/testing/make-jwt';
import { ApiError } from './api-error';
import { apiRequest, BULK_LIST_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './client';
import { onSessionExpired } from './session-expiry';

const PROFILE = '/api/v1/users/profile/';

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
    const requests = mockFetch(() => ({ status: 200, body: { ok: true } }));

    await expect(apiRequest(PROFILE)).resolves.toEqual({ ok: true });

    expect(requests[0].headers.Authorization).toBe('Bearer old-access');
    expect(requests[0].headers['Accept-Language']).toBe('kk');
  });

  it('falls back to locale, then to Russian, for Accept-Language', async () => {
    const requests = mockFetch(() => ({ status: 200, body: {} }));
    await apiRequest(PROFILE);
    localStorage.setItem('locale', 'kk');
    await apiRequest(PROFILE);
    localStorage.setItem('lang', 'en');
    await apiRequest(PROFILE);

    expect(requests.map((request) => request.headers['Accept-Language'])).toEqual(['ru', 'kk', 'ru']);
  });

  it('uses a stored auth scheme and sends no token on calls that skip auth', async () => {
    localStorage.setItem('auth_scheme', 'JWT');
    const requests = mockFetch(() => ({ status: 200, body: {} }));

    await apiRequest(PROFILE);
    await apiRequest('/token/', { method: 'POST', body: { username: 'a', password: 'b' }, skipAuth: true });

    expect(requests[0].headers.Authorization).toBe('JWT old-access');
    expect(requests[1].headers.Authorization).toBeUndefined();
    expect(requests[1].headers['Content-Type']).toBe('application/json');
    expect(requests[1].body).toEqual({ username: 'a', password: 'b' });
  });

  it('encodes query parameters and leaves out empty ones', async () => {
    const requests = mockFetch(() => ({ status: 200, body: {} }));
    await apiRequest('/api/v1/users/', { query: { search: 'Әлия Н', page: 2, role: undefined, cert: null } });

    const url = new URL(requests[0].url, 'http://portal.test');
    expect(url.pathname).toBe('/api/v1/users/');
    expect([...url.searchParams]).toEqual([
      ['search', 'Әлия Н'],
      ['page', '2'],
    ]);
  });
});

describe('silent refresh on 401', () => {
  it('refreshes once for two concurrent 401s, stores the rotated pair and retries both calls', async () => {
    const newAccess = makeAccessToken(42);
    let releaseRefresh!: () => void;
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const requests = mockFetch(async (request) => {
      if (request.url === '/token/refresh/') {
        await refreshGate;
        return { status: 200, body: { access: newAccess, refresh: 'new-refresh' } };
      }
      return request.headers.Authorization === `Bearer ${newAccess}`
        ? { status: 200, body: { url: request.url } }
        : { status: 401, body: { detail: 'Токен недействителен или просрочен.' } };
    });

    const first = apiRequest('/api/v1/a/');
    const second = apiRequest('/api/v1/b/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    releaseRefresh();

    await expect(Promise.all([first, second])).resolves.toEqual([
      { url: '/api/v1/a/' },
      { url: '/api/v1/b/' },
    ]);
    const refreshes = requests.filter((request) => request.url === '/token/refresh/');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].body).toEqual({ refresh: 'old-refresh' });
    expect(refreshes[0].headers.Authorization).toBeUndefined();
    expect(localStorage.getItem('access')).toBe(newAccess);
    expect(localStorage.getItem('refresh')).toBe('new-refresh');
    expect(localStorage.getItem('userId')).toBe('42');
    expect(requests).toHaveLength(5);
  });

  it('retries only once: a second 401 is thrown, not refreshed again', async () => {
    const requests = mockFetch((request) =>
      request.url === '/token/refresh/'
        ? { status: 200, body: { access: makeAccessToken(1), refresh: 'new-refresh' } }
        : { status: 401, body: { detail: 'Учётная запись отключена.' } },
    );

    const failure = apiRequest(PROFILE).catch((error: unknown) => error);

    const error = await failure;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, detail: 'Учётная запись отключена.' });
    expect(requests.map((request) => request.url)).toEqual([PROFILE, '/token/refresh/', PROFILE]);
  });

  it('ends the session once when the refresh is refused, keeping only the language', async () => {
    localStorage.setItem('lang', 'kk');
    localStorage.setItem('role', 'admin');
    localStorage.setItem('userId', '7');
    const expired = jest.fn();
    const unsubscribe = onSessionExpired(expired);
    mockFetch((request) =>
      request.url === '/token/refresh/'
        ? { status: 401, body: { detail: 'Этот токен обновления уже использовался.' } }
        : { status: 401, body: { detail: 'Токен недействителен или просрочен.' } },
    );

    const failures = [apiRequest('/api/v1/a/'), apiRequest('/api/v1/b/')];

    for (const failure of failures) await expect(failure).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('lang')).toBe('kk');
    unsubscribe();
  });

  it('does not refresh for calls that skip auth, such as the login itself', async () => {
    const requests = mockFetch(() => ({ status: 401, body: { detail: 'Неверный логин или пароль.' } }));

    await expect(apiRequest('/token/', { method: 'POST', body: {}, skipAuth: true })).rejects.toMatchObject({
      status: 401,
      detail: 'Неверный логин или пароль.',
    });
    expect(requests).toHaveLength(1);
    expect(localStorage.getItem('access')).toBe('old-access');
  });
});

describe('errors and time-outs', () => {
  it('throws field errors of a validation answer', async () => {
    mockFetch(() => ({
      status: 400,
      body: { iin: ['ИИН должен состоять из 12 цифр.'], address: 'Обязательное поле.' },
    }));

    await expect(apiRequest(PROFILE, { method: 'PATCH', body: {} })).rejects.toMatchObject({
      status: 400,
      detail: undefined,
      fieldErrors: { iin: ['ИИН должен состоять из 12 цифр.'], address: ['Обязательное поле.'] },
    });
  });

  it('gives up after 120 s by default', async () => {
    jest.useFakeTimers();
    let requestSignal: AbortSignal | undefined;
    mockFetch((_, signal) => {
      requestSignal = signal;
      return hangUntilAborted(signal);
    });

    const failure = apiRequest(PROFILE).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(requestSignal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);

    await expect(failure).resolves.toMatchObject({ status: 0, kind: 'timeout' });
  });

  it('gives up after 20 s with the bulk-listing time-out', async () => {
    jest.useFakeTimers();
    mockFetch((_, signal) => hangUntilAborted(signal));

    const failure = apiRequest('/api/v1/users/', { timeoutMs: BULK_LIST_TIMEOUT_MS }).catch(
      (error: unknown) => error,
    );
    await jest.advanceTimersByTimeAsync(BULK_LIST_TIMEOUT_MS);

    await expect(failure).resolves.toMatchObject({ kind: 'timeout' });
  });

  it('reports a network failure as such', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest(PROFILE)).rejects.toMatchObject({ status: 0, kind: 'network' });
  });
});
