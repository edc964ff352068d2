import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { server as httpServer } from '@/testing/http-server';
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
    role: 'deputy',
    eligible: {},
    orders: [
      fakeOrder(
        5,
        Array.from({ length: 8 }, (_, index) => orderUser(41 + index, 'awaiting_deputy')),
      ),
      fakeOrder(6, [orderUser(60, 'awaiting_director')], { act_number: '6-П', act_number_kk: '6-Б' }),
    ],
    failures: {},
    ...overrides,
  };
}

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('deputy');
});

afterEach(() => {
  jest.useRealTimers();
});

describe('/deputy/cert-approvals', () => {
  it('lists the orders awaiting the signature 10 a page, all of them without the filter, and searches', async () => {
    const requests = mockOrdersApi(serverWith());
    const { user } = renderApp('/deputy/cert-approvals');

    expect(await screen.findByRole('button', { name: 'Подписать приказ № 5-П' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Подписать приказ № 6-П' })).not.toBeInTheDocument();
    expect(screen.getByText('Ожидает заместителя: 8')).toBeInTheDocument();
    const first = urlOf(calls(requests, 'GET', ORDERS)[0]).searchParams;
    expect(first.get('awaiting')).toBe('deputy');
    expect(first.get('page_size')).toBe('10');

    await user.click(screen.getByRole('checkbox', { name: 'Только ожидающие подписи' }));
    // Order 6 is signed already: the machine takes no signature of the deputy's, so none is offered.
    expect(await screen.findByText('6-П')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Подписать приказ № 6-П' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Подписать приказ № 5-П' })).toBeEnabled();
    expect(urlOf(calls(requests, 'GET', ORDERS).at(-1)!).searchParams.get('awaiting')).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Поиск' }), '6-П');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Подписать приказ № 5-П' })).not.toBeInTheDocument(),
    );
    expect(urlOf(calls(requests, 'GET', ORDERS).at(-1)!).searchParams.get('search')).toBe('6-П');
  });

  it('previews 5 users, opens the rest, and signs one user with {user_id}', async () => {
    const server = serverWith();
    const requests = mockOrdersApi(server);
    const { user } = renderApp('/deputy/cert-approvals');
    await user.click(await screen.findByRole('button', { name: 'Подписать приказ № 5-П' }));

    const dialog = await screen.findByRole('dialog', { name: 'Подписание приказа № 5-П' });
    const list = within(dialog).getByRole('list', { name: 'Пользователи, ожидающие подписи' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await user.click(within(dialog).getByRole('button', { name: '+ ещё 3' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);

    await user.click(within(dialog).getByRole('button', { name: 'Подписать: Слушатель 43' }));
    expect(await within(dialog).findByText('Подписано пользователей: 1')).toBeInTheDocument();
    expect(calls(requests, 'POST', `${ORDERS}5/approve_by_deputy/`).map((request) => request.body)).toEqual([
      { user_id: 43 },
    ]);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(7));
    expect(within(list).queryByText('Слушатель 43')).not.toBeInTheDocument();
    // It moves to the users signed and awaiting the director.
    const signed = await within(dialog).findByRole('list', {
      name: 'Подписаны заместителем и ожидают директора: 1',
    });
    expect(within(signed).getByText('Слушатель 43')).toBeInTheDocument();
  });

  it('previews the users already signed and awaiting the director: 5, then + ещё N', async () => {
    const requests = mockOrdersApi(
      serverWith({
        orders: [
          fakeOrder(7, [
            orderUser(70, 'awaiting_deputy'),
            ...Array.from({ length: 7 }, (_, index) => orderUser(71 + index, 'awaiting_director')),
          ]),
        ],
      }),
    );
    const { user } = renderApp('/deputy/cert-approvals');
    await user.click(await screen.findByRole('button', { name: 'Подписать приказ № 7-П' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подписание приказа № 7-П' });

    const signed = await within(dialog).findByRole('list', {
      name: 'Подписаны заместителем и ожидают директора: 7',
    });
    expect(within(signed).getAllByRole('listitem')).toHaveLength(5);
    expect(calls(requests, 'GET', `${ORDERS}7/approved-by-deputy-users/`)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: '+ ещё 2' }));
    expect(within(signed).getAllByRole('listitem')).toHaveLength(7);
    // The users awaiting the deputy stay a list of their own.
    const awaiting = within(dialog).getByRole('list', { name: 'Пользователи, ожидающие подписи' });
    expect(within(awaiting).getAllByRole('listitem')).toHaveLength(1);
  });

  it('tells the signature of an order’s last user though the modal closes before the preview refreshes', async () => {
    mockOrdersApi(serverWith({ orders: [fakeOrder(9, [orderUser(90, 'awaiting_deputy')])] }));
    // The preview of the signed users answers slowly: the order leaves the list (and its modal closes) first.
    // Answering nothing, the handler passes the request on to the fake API's own after the pause.
    httpServer.use(http.get(`${ORDERS}9/approved-by-deputy-users/`, () => delay(300)));
    const { user } = renderApp('/deputy/cert-approvals');
    await user.click(await screen.findByRole('button', { name: 'Подписать приказ № 9-П' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подписание приказа № 9-П' });
    await user.click(within(dialog).getByRole('button', { name: 'Подписать: Слушатель 90' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Подписано пользователей: 1')).toBeInTheDocument();
  });

  it('signs every selected user in one request, and the banner goes after 4 s', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const server = serverWith();
    const requests = mockOrdersApi(server);
    const { user } = renderApp('/deputy/cert-approvals');
    await user.click(await screen.findByRole('button', { name: 'Подписать приказ № 5-П' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подписание приказа № 5-П' });

    await user.click(within(dialog).getByRole('checkbox', { name: 'Выбрать всех (8)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Подписать выбранных (8)' }));

    // Every user signed: the order leaves the list of orders awaiting the signature, and its modal closes.
    expect(await screen.findByText('Подписано пользователей: 8')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const signs = calls(requests, 'POST', `${ORDERS}5/approve_by_deputy/`);
    expect(signs.map((request) => request.body)).toEqual([{ user_ids: [41, 42, 43, 44, 45, 46, 47, 48] }]);
    expect(server.orders[0].users.every((item) => item.status === 'awaiting_director')).toBe(true);

    act(() => jest.advanceTimersByTime(4000));
    expect(screen.queryByText('Подписано пользователей: 8')).not.toBeInTheDocument();
  });

  it('tells a refused signature in the spec’s words', async () => {
    const server = serverWith();
    server.failures[`POST ${ORDERS}5/approve_by_deputy/`] = { status: 403, body: { detail: 'Нет прав.' } };
    mockOrdersApi(server);
    const { user } = renderApp('/deputy/cert-approvals');
    await user.click(await screen.findByRole('button', { name: 'Подписать приказ № 5-П' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подписание приказа № 5-П' });
    await user.click(within(dialog).getByRole('button', { name: 'Подписать: Слушатель 41' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ошибка при подписании. Проверьте права доступа и корректность user_id.',
    );
  });

  it('tells a failed list of orders', async () => {
    const server = serverWith();
    server.failures[`GET ${ORDERS}`] = { status: 403, body: {} };
    mockOrdersApi(server);
    renderApp('/deputy/cert-approvals');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось загрузить приказы на выдачу сертификата',
    );
  });
});
