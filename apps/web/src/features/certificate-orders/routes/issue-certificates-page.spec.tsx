import { screen, waitFor } from '@testing-library/react';
import { i18n } from '@/shared/i18n/i18n';
import { renderApp, storeSession } from '@/testing/render-app';
import { calls, fakeOrder, mockOrdersApi, orderUser, type FakeServer } from '../testing/order-fixtures';

type User = ReturnType<typeof renderApp>['user'];

function serverWith(): FakeServer {
  return {
    role: 'director',
    eligible: {},
    orders: [
      fakeOrder(5, [
        orderUser(41, 'approved'),
        orderUser(42, 'approved'),
        orderUser(43, 'awaiting_director'),
      ]),
    ],
    failures: {},
  };
}

async function chooseCourse(user: User, title: string): Promise<void> {
  const select = await screen.findByRole('combobox', { name: 'Курс' });
  await waitFor(() => expect(select).toBeEnabled());
  await user.type(select, title);
  await user.keyboard('{ArrowDown}{Enter}');
}

const field = (name: string) => screen.getByRole('textbox', { name });

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
  jest.useFakeTimers({ now: new Date('2026-11-25T09:00:00'), advanceTimers: true });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('certificate issue', () => {
  it('asks for a course first, and offers today and a year later as the dates', async () => {
    storeSession('director');
    const requests = mockOrdersApi(serverWith());
    const { user } = renderApp('/director/certificates/issue');

    expect(await screen.findByRole('heading', { level: 1, name: 'Выдача сертификатов' })).toBeInTheDocument();
    expect(field('Дата начала')).toHaveValue('25.11.2026');
    expect(field('Дата окончания')).toHaveValue('25.11.2027');
    await user.click(screen.getByRole('button', { name: 'Сформировать сертификаты' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Сначала выберите курс');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('refuses a missing date and an end before the start', async () => {
    storeSession('director');
    const requests = mockOrdersApi(serverWith());
    const { user } = renderApp('/director/certificates/issue');
    await chooseCourse(user, 'Педагогика');

    await user.clear(field('Дата окончания'));
    await user.click(screen.getByRole('button', { name: 'Сформировать сертификаты' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Укажите обе даты');

    await user.type(field('Дата окончания'), '01.01.2026');
    await user.click(screen.getByRole('button', { name: 'Сформировать сертификаты' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Дата окончания раньше даты начала');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('sends the dates as YYYY-MM-DD and says how many certificates were issued (admin page)', async () => {
    storeSession('admin');
    const requests = mockOrdersApi({ ...serverWith(), role: 'admin' });
    const { user } = renderApp('/admin/certificates/issue');
    await chooseCourse(user, 'Педагогика');
    await user.clear(field('Дата начала'));
    await user.type(field('Дата начала'), '01.12.2026');
    await user.click(screen.getByRole('button', { name: 'Сформировать сертификаты' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Выдано сертификатов: 2');
    expect(calls(requests, 'POST', '/api/v1/courses/1/generate_certificate/').map((r) => r.body)).toEqual([
      { start_date: '2026-12-01', expiration_date: '2027-11-25' },
    ]);
  });

  it('shows the server’s detail, else its message, else «Ошибка при генерации»', async () => {
    storeSession('director');
    const server = serverWith();
    const path = 'POST /api/v1/courses/1/generate_certificate/';
    server.failures[path] = { status: 400, body: { detail: 'Нет утверждённых пользователей.' } };
    mockOrdersApi(server);
    const { user } = renderApp('/director/certificates/issue');
    await chooseCourse(user, 'Педагогика');
    const submit = screen.getByRole('button', { name: 'Сформировать сертификаты' });

    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Нет утверждённых пользователей.');
    server.failures[path] = { status: 500, body: { message: 'Сервис документов недоступен' } };
    await user.click(submit);
    expect(await screen.findByText('Сервис документов недоступен')).toBeInTheDocument();
    server.failures[path] = { status: 500, body: {} };
    await user.click(submit);
    expect(await screen.findByText('Ошибка при генерации')).toBeInTheDocument();
  });
});
