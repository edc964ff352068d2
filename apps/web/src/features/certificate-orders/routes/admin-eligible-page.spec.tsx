import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@/shared/i18n/i18n';
import { renderApp, storeSession } from '@/testing/render-app';
import {
  calls,
  eligibleUser,
  fakeOrder,
  mockOrdersApi,
  orderUser,
  urlOf,
  type FakeServer,
} from '../testing/order-fixtures';

type User = ReturnType<typeof renderApp>['user'];

const ORDERS = '/api/v1/certificate-issuances/';

function serverWith(overrides: Partial<FakeServer> = {}): FakeServer {
  return {
    role: 'admin',
    eligible: {
      1: Array.from({ length: 12 }, (_, index) =>
        eligibleUser(index + 1, index === 0 ? { expertized_date: '2026-11-20' } : {}),
      ),
    },
    orders: [
      fakeOrder(7, [orderUser(31, 'awaiting_director'), orderUser(32, 'approved'), orderUser(33, 'issued')]),
    ],
    failures: {},
    ...overrides,
  };
}

// jsdom has no layout, so Mantine's dropdown stays hidden: the course is chosen as a keyboard user does it.
async function chooseCourse(user: User, title: string): Promise<void> {
  const select = await screen.findByRole('combobox', { name: 'Курс' });
  await waitFor(() => expect(select).toBeEnabled());
  await user.type(select, title);
  await user.keyboard('{ArrowDown}{Enter}');
}

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('admin');
});

afterEach(() => {
  jest.useRealTimers();
});

describe('/admin/eligible', () => {
  it('lists the course’s eligible users 10 a page, with the expertized date formatted', async () => {
    const requests = mockOrdersApi(serverWith());
    const { user } = renderApp('/admin/eligible');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Готовые к сертификату' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Выберите курс, чтобы увидеть готовых к сертификату и приказы по нему.'),
    ).toBeVisible();
    await chooseCourse(user, 'Педагогика');

    expect(await screen.findByText('Слушатель 1')).toBeInTheDocument();
    expect(screen.getByText('Всего: 12')).toBeInTheDocument();
    expect(screen.getByText('20 нояб. 2026 г.')).toBeInTheDocument();
    expect(screen.queryByText('Слушатель 11')).not.toBeInTheDocument();
    const eligibleCalls = calls(requests, 'GET', '/api/v1/courses/1/eligible_for_certificate/');
    expect(urlOf(eligibleCalls[0]).searchParams.get('page')).toBe('1');
    expect(urlOf(eligibleCalls[0]).searchParams.get('page_size')).toBe('10');

    const pages = screen.getByRole('navigation', { name: 'Страницы списка готовых к сертификату' });
    await user.click(within(pages).getByRole('button', { name: '2' }));
    expect(await screen.findByText('Слушатель 11')).toBeInTheDocument();
    expect(
      urlOf(calls(requests, 'GET', '/api/v1/courses/1/eligible_for_certificate/').at(-1)!).searchParams.get(
        'page',
      ),
    ).toBe('2');

    // The course's orders, with where their users are.
    expect(
      calls(requests, 'GET', ORDERS).map((request) => urlOf(request).searchParams.get('course')),
    ).toContain('1');
    expect(screen.getByText('Ожидает директора: 1')).toBeInTheDocument();
    expect(screen.getByText('Утверждено: 1')).toBeInTheDocument();
    expect(screen.getByText('Выдано: 1')).toBeInTheDocument();
    expect(screen.getByText('7-П').parentElement).toHaveTextContent('на русском: 7-П');
  });

  it('asks for both act numbers before sending an order', async () => {
    const requests = mockOrdersApi(serverWith());
    const { user } = renderApp('/admin/eligible');
    await chooseCourse(user, 'Педагогика');
    await screen.findByText('Слушатель 1');

    await user.type(screen.getByRole('textbox', { name: /^Номер приказа на русском/ }), '15-П');
    await user.click(screen.getByRole('button', { name: 'Создать приказ' }));
    expect(await screen.findByText('Укажите номер приказа на русском и казахском')).toBeInTheDocument();
    expect(calls(requests, 'POST', ORDERS)).toEqual([]);
  });

  it('creates one order however often the button is pressed, then shows it among the course’s orders', async () => {
    const server = serverWith();
    const requests = mockOrdersApi(server);
    const { user } = renderApp('/admin/eligible');
    await chooseCourse(user, 'Педагогика');
    await screen.findByText('Слушатель 1');

    await user.type(screen.getByRole('textbox', { name: /^Номер приказа на русском/ }), ' 15-П ');
    await user.type(screen.getByRole('textbox', { name: /^Номер приказа на казахском/ }), '15-Б');
    const submit = screen.getByRole('button', { name: 'Создать приказ' });
    await user.click(submit);
    await user.click(submit);
    await user.dblClick(submit);

    expect(await screen.findByText('Приказ № 15-П создан.')).toBeInTheDocument();
    expect(calls(requests, 'POST', ORDERS).map((request) => request.body)).toEqual([
      { course: 1, act_number: '15-П', act_number_kk: '15-Б' },
    ]);
    expect(screen.getByRole('button', { name: 'Создать приказ' })).toBeDisabled();
    expect(await screen.findByText('Ожидает заместителя: 12')).toBeInTheDocument();
    expect(
      await screen.findByText('На этом курсе нет пользователей, готовых к сертификату.'),
    ).toBeInTheDocument();
  });

  it('says why the server refused the order, and the banner goes after 5 s', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const server = serverWith();
    server.failures[`POST ${ORDERS}`] = {
      status: 400,
      body: { detail: 'Приказ с таким номером по этому курсу уже создан.' },
    };
    mockOrdersApi(server);
    const { user } = renderApp('/admin/eligible');
    await chooseCourse(user, 'Педагогика');
    await screen.findByText('Слушатель 1');
    await user.type(screen.getByRole('textbox', { name: /^Номер приказа на русском/ }), '15-П');
    await user.type(screen.getByRole('textbox', { name: /^Номер приказа на казахском/ }), '15-Б');
    await user.click(screen.getByRole('button', { name: 'Создать приказ' }));

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(
      'Ошибка создания приказа: Приказ с таким номером по этому курсу уже создан.',
    );
    expect(screen.getByRole('button', { name: 'Создать приказ' })).toBeEnabled();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText(/Ошибка создания приказа/)).not.toBeInTheDocument();
  });

  it('tells a failed course list in the spec’s words', async () => {
    const server = serverWith();
    server.failures['GET /api/v1/courses/names/'] = { status: 403, body: { detail: 'Нет прав.' } };
    mockOrdersApi(server);
    renderApp('/admin/eligible');
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить курсы');
  });

  it('tells a failed eligible list in the spec’s words', async () => {
    const server = serverWith();
    server.failures['GET /api/v1/courses/1/eligible_for_certificate/'] = { status: 403, body: {} };
    mockOrdersApi(server);
    const { user } = renderApp('/admin/eligible');
    await chooseCourse(user, 'Педагогика');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось загрузить список готовых к сертификату',
    );
  });
});
