import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { recordRequests, server, type SentRequest } from '@/testing/http-server';
import { renderApp, storeSession } from '@/testing/render-app';
import { fullPageLoad } from '../lib/full-page-load';

// jsdom cannot load another page, and its window.location cannot be spied on.
jest.mock('../lib/full-page-load', () => ({ fullPageLoad: jest.fn() }));

const ADMIN = { id: 1, name: 'Сейткали Айгерим', username: 'admin', role: 'admin' };

function mockApi(session: () => Response): SentRequest[] {
  server.use(
    http.get('/api/v1/users/profile/', () => HttpResponse.json(ADMIN)),
    http.post('/api/v1/admin/queues/session/', session),
    http.post('/api/v1/admin/api-docs/session/', () => HttpResponse.json({ url: '/api/v1/docs/' })),
    // The area's own page (the users list) finds nothing.
    http.all('/api/v1/*', () => HttpResponse.json({ detail: 'Не найдено.' }, { status: 404 })),
  );
  return recordRequests();
}

const opened = () => HttpResponse.json({ url: '/admin/queues/' });

const sidebar = (name = 'Разделы'): HTMLElement => screen.getByRole('navigation', { name });

beforeEach(async () => {
  localStorage.clear();
  jest.mocked(fullPageLoad).mockClear();
  await i18n.changeLanguage('ru');
  storeSession('admin', 'admin-access');
});

describe("the admin's link to the job queues", () => {
  it('asks the API for a dashboard session, then loads /admin/queues as a whole page', async () => {
    const requests = mockApi(opened);
    const { user, router } = renderApp('/admin/users');

    await user.click(within(sidebar()).getByRole('button', { name: 'Очереди задач' }));

    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('/admin/queues'));
    const session = requests.find((request) => request.url === '/api/v1/admin/queues/session/');
    expect(session).toMatchObject({ method: 'POST', headers: { authorization: 'Bearer admin-access' } });
    expect(router.state.location.pathname).toBe('/admin/users');
  });

  it('stays on the page and says why when the session is refused', async () => {
    mockApi(() => HttpResponse.json({ detail: 'Недостаточно прав.' }, { status: 403 }));
    const { user } = renderApp('/admin/users');

    await user.click(within(sidebar()).getByRole('button', { name: 'Очереди задач' }));

    expect(await screen.findByText('Не удалось открыть очереди задач.')).toBeInTheDocument();
    expect(screen.getByText('Недостаточно прав.')).toBeInTheDocument();
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it('is named in Kazakh', async () => {
    await i18n.changeLanguage('kk');
    mockApi(opened);
    renderApp('/admin/users');
    expect(
      within(sidebar('Бөлімдер')).getByRole('button', { name: 'Тапсырмалар кезегі' }),
    ).toBeInTheDocument();
  });

  it('is offered to admins only', async () => {
    storeSession('director');
    mockApi(opened);
    renderApp('/director/dashboard');
    await screen.findByTestId('user-name');
    expect(within(sidebar()).queryByRole('button', { name: 'Очереди задач' })).not.toBeInTheDocument();
  });
});

describe("the admin's link to the API documentation", () => {
  it('asks the API for a documentation session, then loads /api/v1/docs/ as a whole page', async () => {
    const requests = mockApi(opened);
    const { user, router } = renderApp('/admin/users');

    await user.click(within(sidebar()).getByRole('button', { name: 'Документация API' }));

    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('/api/v1/docs/'));
    const session = requests.find((request) => request.url === '/api/v1/admin/api-docs/session/');
    expect(session).toMatchObject({ method: 'POST', headers: { authorization: 'Bearer admin-access' } });
    expect(router.state.location.pathname).toBe('/admin/users');
  });

  it('is named in Kazakh', async () => {
    await i18n.changeLanguage('kk');
    mockApi(opened);
    renderApp('/admin/users');
    expect(
      await within(await screen.findByRole('navigation', { name: 'Бөлімдер' })).findByRole('button', {
        name: 'API құжаттамасы',
      }),
    ).toBeInTheDocument();
  });

  it('is not offered to a director', async () => {
    storeSession('director');
    mockApi(opened);
    renderApp('/director/dashboard');
    await screen.findByTestId('user-name');
    expect(within(sidebar()).queryByRole('button', { name: 'Документация API' })).not.toBeInTheDocument();
  });
});
