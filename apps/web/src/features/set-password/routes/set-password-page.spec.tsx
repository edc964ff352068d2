import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { recordRequests, server, type SentRequest } from '@/testing/http-server';
import { renderApp } from '@/testing/render-app';

const TOKEN = 'Zx8-link_token';
const LINK_URL = `/api/v1/password-setup/${TOKEN}/`;
const ACCOUNT = { username: '900101300123', name: 'Сейткали Айгерим' };

interface Answer {
  status: number;
  body: JsonBodyType;
}

const reply = ({ status, body }: Answer) => HttpResponse.json(body, { status });

/** The API as the page meets it: `inspect` answers GET, `submit` answers POST. */
function mockApi(inspect: Answer, submit: Answer = { status: 200, body: ACCOUNT }): SentRequest[] {
  server.use(
    http.get(LINK_URL, () => reply(inspect)),
    http.post(LINK_URL, () => reply(submit)),
  );
  return recordRequests();
}

const password = () => screen.getByLabelText('Новый пароль');
const confirmation = () => screen.getByLabelText('Повторите пароль');
const submitButton = () => screen.getByRole('button', { name: 'Сохранить пароль' });

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
});

describe('the set-password page', () => {
  it('shows whose account it is, checks the fields, sets the password and links to the login', async () => {
    const requests = mockApi({ status: 200, body: ACCOUNT });
    const { user, router } = renderApp(`/set-password/${TOKEN}`);
    expect(await screen.findByTestId('set-password-username')).toHaveTextContent('900101300123');
    expect(screen.getByText('Сейткали Айгерим')).toBeInTheDocument();

    // Nothing is sent while the form is wrong; the messages are the shared server texts.
    await user.type(password(), 'short');
    await user.click(submitButton());
    expect(await screen.findByText('Пароль должен содержать не менее 12 символов.')).toBeInTheDocument();
    expect(screen.getByText('Обязательное поле.')).toBeInTheDocument();
    await user.clear(password());
    await user.type(password(), 'long-enough-1');
    await user.type(confirmation(), 'long-enough-2');
    expect(screen.getByText('Пароли не совпадают.')).toBeInTheDocument();
    await user.click(submitButton());
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.clear(confirmation());
    await user.type(confirmation(), 'long-enough-1');
    expect(screen.queryByText('Пароли не совпадают.')).not.toBeInTheDocument();
    await user.click(submitButton());

    expect(await screen.findByText('Пароль установлен')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      password: 'long-enough-1',
      password_confirm: 'long-enough-1',
    });
    await user.click(screen.getByRole('link', { name: 'Перейти ко входу' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('measures the new password under its field, against the account it is for', async () => {
    mockApi({ status: 200, body: ACCOUNT });
    const { user } = renderApp(`/set-password/${TOKEN}`);
    await screen.findByTestId('set-password-username');
    const rule = (name: string) =>
      screen.getByTestId('password-rules').querySelector(`[data-rule="${name}"]`);

    await user.type(password(), '900101300123-and-more');
    await waitFor(() => expect(rule('common')).toHaveAttribute('data-state', 'met'));
    expect(rule('length')).toHaveAttribute('data-state', 'met');
    // The username (the IIN) inside the password: refused, whatever its length.
    expect(rule('personal')).toHaveAttribute('data-state', 'unmet');
    expect(screen.getByRole('meter', { name: 'Надёжность пароля' })).toHaveAttribute(
      'aria-valuetext',
      'Слабый',
    );
  });

  it('shows and hides both passwords with the toggle', async () => {
    mockApi({ status: 200, body: ACCOUNT });
    const { user } = renderApp(`/set-password/${TOKEN}`);
    await screen.findByTestId('set-password-username');
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(screen.getAllByRole('button', { name: 'Показать символы' })[0]);
    expect(password()).toHaveAttribute('type', 'text');
    expect(confirmation()).toHaveAttribute('type', 'text');
    await user.click(screen.getAllByRole('button', { name: 'Скрыть символы' })[0]);
    expect(password()).toHaveAttribute('type', 'password');
  });

  it('shows the field errors the server answers', async () => {
    mockApi(
      { status: 200, body: ACCOUNT },
      { status: 400, body: { password: ['Пароль должен содержать не менее 12 символов.'] } },
    );
    const { user } = renderApp(`/set-password/${TOKEN}`);
    await screen.findByTestId('set-password-username');
    await user.type(password(), 'long-enough-1');
    await user.type(confirmation(), 'long-enough-1');
    await user.click(submitButton());
    expect(await screen.findByText('Пароль должен содержать не менее 12 символов.')).toBeInTheDocument();
  });

  it.each([
    [{ status: 410, body: { detail: '…', code: 'expired' } }, 'Срок действия ссылки истёк'],
    [{ status: 410, body: { detail: '…', code: 'used' } }, 'Ссылка уже использована'],
    [{ status: 404, body: { detail: '…' } }, 'Ссылка не найдена'],
  ])('says why a link cannot be used (%j)', async (answer, title) => {
    mockApi(answer);
    renderApp(`/set-password/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(title);
    expect(screen.queryByLabelText('Новый пароль')).not.toBeInTheDocument();
  });

  it('tells a link that was used meanwhile apart, on submit, in Kazakh', async () => {
    await i18n.changeLanguage('kk');
    mockApi({ status: 200, body: ACCOUNT }, { status: 410, body: { detail: '…', code: 'used' } });
    const { user } = renderApp(`/set-password/${TOKEN}`);
    await screen.findByTestId('set-password-username');
    await user.type(screen.getByLabelText('Жаңа құпия сөз'), 'long-enough-1');
    await user.type(screen.getByLabelText('Құпия сөзді қайталаңыз'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Құпия сөзді сақтау' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Сілтеме бұрын пайдаланылған');
    expect(screen.getByRole('link', { name: 'Кіру бетіне өту' })).toBeInTheDocument();
  });
});
