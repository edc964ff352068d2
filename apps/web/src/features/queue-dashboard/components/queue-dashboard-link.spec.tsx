import { screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@/shared/i18n/i18n';
import { mockFetch, type MockAnswer, type RecordedRequest } from '@/testing/fetch-mock';
import { renderApp, storeSession } from '@/testing/render-app';
import { fullPageLoad } from '../lib/full-page-load';

// jsdom cannot load another page, and its window.location cannot be spied on.
jest.mock('../lib/full-page-load', () => ({ fullPageLoad: jest.fn() }));

const ADMIN = { id: 1, name: 'Сейткали Айгерим', username: 'admin', role: 'admin' };

function mockApi(session: MockAnswer): RecordedRequest[] {
  return mockFetch((request) => {
    if (request.url === '/api/v1/users/profile/') return { status: 200, body: ADMIN };
    if (request.url === '/api/v1/admin/queues/session/') return session;
    return { status: 404, body: { detail: 'Не найдено.' } };
  });
}

const sidebar = (name = 'Разделы'): HTMLElement => screen.getByRole('navigation', { name });

beforeEach(async () => {
  localStorage.clear();
  jest.mocked(fullPageLoad).mockClear();
  await i18n.changeLanguage('ru');
  storeSession('admin', 'admin-access');
});

describe("the admin's link to the job queues", () => {
  it('asks the API for a dashboard session, then loads /admin/queues as a whole page', async () => {
    const requests = mockApi({ status: 200, body: { url: '/admin/queues/' } });
    const { user, router } = renderApp('/admin/users');

    await user.click(within(sidebar()).getByRole('button', { name: 'Очереди задач' }));

    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('/admin/queues'));
    const session = requests.find((request) => request.url === '/api/v1/admin/queues/session/');
    expect(session).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer admin-access' } });
    expect(router.state.location.pathname).toBe('/admin/users');
  });

  it('stays on the page and says why when the session is refused', async () => {
    mockApi({ status: 403, body: { detail: 'Недостаточно прав.' } });
    const { user } = renderApp('/admin/users');

    await user.click(within(sidebar()).getByRole('button', { name: 'Очереди задач' }));

    expect(await screen.findByText('Не удалось открыть очереди задач.')).toBeInTheDocument();
    expect(screen.getByText('Недостаточно прав.')).toBeInTheDocument();
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it('is named in Kazakh', async () => {
    await i18n.changeLanguage('kk');
    mockApi({ status: 200, body: { url: '/admin/queues/' } });
    renderApp('/admin/users');
    expect(
      within(sidebar('Бөлімдер')).getByRole('button', { name: 'Тапсырмалар кезегі' }),
    ).toBeInTheDocument();
  });

  it('is offered to admins only', async () => {
    storeSession('director');
    mockApi({ status: 200, body: { url: '/admin/queues/' } });
    renderApp('/director/dashboard');
    await screen.findByTestId('user-name');
    expect(within(sidebar()).queryByRole('button', { name: 'Очереди задач' })).not.toBeInTheDocument();
  });
});
