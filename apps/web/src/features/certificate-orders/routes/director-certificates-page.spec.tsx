import { screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@/shared/i18n/i18n';
import { renderApp, storeSession } from '@/testing/render-app';
import {
  calls,
  fakeOrder,
  mockOrdersApi,
  orderUser,
  urlOf,
  type FakeServer,
} from '../testing/order-fixtures';

const ORDERS = '/api/v1/certificate-issuances/';

function serverWith(overrides: Partial<FakeServer> = {}): FakeServer {
  return {
    role: 'director',
    eligible: {},
    orders: [
      fakeOrder(5, [
        orderUser(41, 'awaiting_director'),
        orderUser(42, 'awaiting_director'),
        orderUser(43, 'awaiting_director'),
        orderUser(44, 'awaiting_deputy'),
      ]),
      // Nothing for the director yet: the deputy has not signed anyone.
      fakeOrder(6, [orderUser(60, 'awaiting_deputy')]),
    ],
    failures: {},
    ...overrides,
  };
}

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('director');
});

describe('/director/certificates', () => {
  it('lists the orders awaiting the director, 10 a page', async () => {
    const requests = mockOrdersApi(serverWith());
    renderApp('/director/certificates');

    expect(await screen.findByRole('button', { name: 'Утвердить приказ № 5-П' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Утвердить приказ № 6-П' })).not.toBeInTheDocument();
    expect(screen.getByText('Ожидает директора: 3')).toBeInTheDocument();
    const query = urlOf(calls(requests, 'GET', ORDERS)[0]).searchParams;
    expect(query.get('awaiting')).toBe('director');
    expect(query.get('page_size')).toBe('10');
  });

  it('approves one user with {user_id}, then the rest in one request, and the modal closes when none remain', async () => {
    const server = serverWith();
    const requests = mockOrdersApi(server);
    const { user } = renderApp('/director/certificates');
    await user.click(await screen.findByRole('button', { name: 'Утвердить приказ № 5-П' }));

    const dialog = await screen.findByRole('dialog', { name: 'Утверждение приказа № 5-П' });
    const list = await within(dialog).findByRole('list', { name: 'Пользователи, подписанные заместителем' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getAllByText('Подписан заместителем: 20 нояб. 2026 г., 05:00')).toHaveLength(3);
    expect(within(dialog).queryByText('Слушатель 44')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Утвердить: Слушатель 42' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));

    await user.click(within(dialog).getByRole('checkbox', { name: 'Выбрать всех (2)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Утвердить выбранных (2)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(calls(requests, 'POST', `${ORDERS}5/approve_by_director/`).map((request) => request.body)).toEqual(
      [{ user_id: 42 }, { user_ids: [41, 43] }],
    );
    expect(await screen.findByText('Утверждено пользователей: 2')).toBeInTheDocument();
    // The order has nobody left for the director: it leaves the list.
    expect(await screen.findByText('Приказов, ожидающих подписи директора, нет.')).toBeInTheDocument();
  });

  it('tells a refused approval with the server’s reason', async () => {
    const server = serverWith();
    server.failures[`POST ${ORDERS}5/approve_by_director/`] = {
      status: 409,
      body: { detail: 'Пользователи не ожидают утверждения директора: Слушатель 41.' },
    };
    mockOrdersApi(server);
    const { user } = renderApp('/director/certificates');
    await user.click(await screen.findByRole('button', { name: 'Утвердить приказ № 5-П' }));
    const dialog = await screen.findByRole('dialog', { name: 'Утверждение приказа № 5-П' });
    await user.click(await within(dialog).findByRole('button', { name: 'Утвердить: Слушатель 41' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось утвердить пользователя');
    expect(alert).toHaveTextContent('Пользователи не ожидают утверждения директора: Слушатель 41.');
  });

  it('tells a failed list in the spec’s words', async () => {
    const server = serverWith();
    server.failures[`GET ${ORDERS}`] = { status: 403, body: {} };
    mockOrdersApi(server);
    renderApp('/director/certificates');
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить выдачи сертификатов');
  });
});
