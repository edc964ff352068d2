import { screen } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { recordRequests, server } from '@/testing/http-server';
import { renderApp } from '@/testing/render-app';

const TOKEN = 'rst-Zx8_token';
const LINK_URL = `/api/v1/password-reset/${TOKEN}/`;
const ACCOUNT = { username: 'aigerim', name: 'Сейткали Айгерим' };

interface Answer {
  status: number;
  body: JsonBodyType;
}

const reply = ({ status, body }: Answer) => HttpResponse.json(body, { status });

function mockApi(inspect: Answer, submit: Answer = { status: 200, body: ACCOUNT }) {
  server.use(
    http.get(LINK_URL, () => reply(inspect)),
    http.post(LINK_URL, () => reply(submit)),
  );
  return recordRequests();
}

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
});

describe('the reset-password page', () => {
  it('shows whose password it is, sets the new one and leads to the login', async () => {
    const requests = mockApi({ status: 200, body: ACCOUNT });
    const { user, router } = renderApp(`/reset-password/${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Сброс пароля' })).toBeInTheDocument();
    expect(await screen.findByTestId('set-password-username')).toHaveTextContent('aigerim');
    expect(screen.getByText('Сейткали Айгерим')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Надёжность пароля' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Новый пароль'), 'blue-kettle-9');
    await user.type(screen.getByLabelText('Повторите пароль'), 'blue-kettle-9');
    await user.click(screen.getByRole('button', { name: 'Сохранить пароль' }));

    expect(await screen.findByText('Пароль изменён')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Все прежние сеансы входа завершены. Войдите со своим логином aigerim и новым паролем.',
      ),
    ).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      password: 'blue-kettle-9',
      password_confirm: 'blue-kettle-9',
    });
    await user.click(screen.getByRole('link', { name: 'Перейти ко входу' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the rules the server refused the password by under its field', async () => {
    mockApi(
      { status: 200, body: ACCOUNT },
      {
        status: 400,
        body: { password: ['Этот пароль слишком распространён, его легко подобрать. Выберите другой.'] },
      },
    );
    const { user } = renderApp(`/reset-password/${TOKEN}`);
    await screen.findByTestId('set-password-username');
    await user.type(screen.getByLabelText('Новый пароль'), 'blue-kettle-9');
    await user.type(screen.getByLabelText('Повторите пароль'), 'blue-kettle-9');
    await user.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(
      await screen.findByText('Этот пароль слишком распространён, его легко подобрать. Выберите другой.'),
    ).toBeInTheDocument();
  });

  it.each([
    [{ status: 410, body: { detail: '…', code: 'expired' } }, 'Срок действия ссылки истёк', 'действует 1 ч'],
    [{ status: 410, body: { detail: '…', code: 'used' } }, 'Ссылка уже использована', 'пароль уже изменён'],
    [{ status: 404, body: { detail: '…' } }, 'Ссылка не найдена', 'ссылки для сброса пароля нет'],
  ])('says why a link cannot be used and offers a new one (%j)', async (answer, title, text) => {
    mockApi(answer);
    const { user, router } = renderApp(`/reset-password/${TOKEN}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent(text);
    expect(screen.queryByLabelText('Новый пароль')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Запросить новую ссылку' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('tells a link that expired meanwhile apart, on submit, in Kazakh', async () => {
    await i18n.changeLanguage('kk');
    mockApi({ status: 200, body: ACCOUNT }, { status: 410, body: { detail: '…', code: 'expired' } });
    const { user } = renderApp(`/reset-password/${TOKEN}`);
    await screen.findByTestId('set-password-username');
    await user.type(screen.getByLabelText('Жаңа құпия сөз'), 'blue-kettle-9');
    await user.type(screen.getByLabelText('Құпия сөзді қайталаңыз'), 'blue-kettle-9');
    await user.click(screen.getByRole('button', { name: 'Құпия сөзді сақтау' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Сілтеменің мерзімі өтіп кетті');
    expect(screen.getByRole('link', { name: 'Жаңа сілтеме сұрау' })).toBeInTheDocument();
  });
});
