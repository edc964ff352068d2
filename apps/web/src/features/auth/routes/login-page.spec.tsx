import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { heldReply, recordRequests, server } from '@/testing/http-server';
import { makeAccessToken } from '@/testing/make-jwt';
import { renderApp, storeSession } from '@/testing/render-app';

const PROFILE = {
  id: 7,
  name: 'Айгерим Серикова',
  username: 'aigerim',
  first_name: '',
  last_name: '',
  role: 'user',
};

/** The API as the login flow meets it; `token` is the answer of POST /token/. */
function answerLogin(token: () => Response, role = 'user'): void {
  server.use(
    http.post('/token/', token),
    http.get('/api/v1/users/role/', () => HttpResponse.json({ role })),
    http.get('/api/v1/users/profile/', () => HttpResponse.json(PROFILE)),
  );
}

const tokens = () => HttpResponse.json({ access: makeAccessToken(7), refresh: 'refresh-7' });

async function fillIn(user: ReturnType<typeof renderApp>['user'], username: string, password: string) {
  if (username) await user.type(screen.getByLabelText('Логин или e-mail'), username);
  if (password) await user.type(screen.getByLabelText('Пароль'), password);
}

const submitButton = (): HTMLElement => screen.getByRole('button', { name: 'Войти' });

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
});

describe('the login form', () => {
  it('keeps submit disabled until a non-blank username and a password are given', async () => {
    const { user } = renderApp('/login');
    expect(submitButton()).toBeDisabled();

    await user.type(screen.getByLabelText('Логин или e-mail'), '   ');
    await user.type(screen.getByLabelText('Пароль'), 'secret');
    expect(submitButton()).toBeDisabled();

    await user.type(screen.getByLabelText('Логин или e-mail'), 'aigerim');
    expect(submitButton()).toBeEnabled();

    await user.clear(screen.getByLabelText('Пароль'));
    expect(submitButton()).toBeDisabled();
  });

  it('keeps submit disabled while the login is in progress', async () => {
    const reply = heldReply();
    server.use(http.post('/token/', reply.resolver));
    const { user } = renderApp('/login');
    await fillIn(user, 'aigerim', 'secret');

    await user.click(submitButton());
    expect(submitButton()).toBeDisabled();

    reply.send(HttpResponse.json({ detail: 'Неверный логин или пароль.' }, { status: 401 }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Неверный логин или пароль.');
    expect(submitButton()).toBeEnabled();
  });

  it('shows and hides the password with the toggle, by mouse and by keyboard', async () => {
    const { user } = renderApp('/login');
    const password = screen.getByLabelText('Пароль');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Показать символы' }));
    expect(password).toHaveAttribute('type', 'text');

    screen.getByRole('button', { name: 'Скрыть символы' }).focus();
    await user.keyboard('{Enter}');
    expect(password).toHaveAttribute('type', 'password');
  });

  it('leads a visitor who forgot the password to the page that mails a reset link', async () => {
    const { user, router } = renderApp('/login');
    await user.click(screen.getByRole('link', { name: 'Забыли пароль?' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Восстановление пароля' })).toBeInTheDocument();
  });

  it('links back to the home page', async () => {
    const { user, router } = renderApp('/login');
    await user.click(screen.getByRole('link', { name: 'На главную' }));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('a failed login', () => {
  it("shows the server's detail", async () => {
    answerLogin(() =>
      HttpResponse.json(
        { detail: 'Слишком много неудачных попыток входа. Повторите через 5 мин.' },
        { status: 429 },
      ),
    );
    const { user } = renderApp('/login');
    await fillIn(user, 'aigerim', 'wrong');
    await user.click(submitButton());

    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'Слишком много неудачных попыток входа. Повторите через 5 мин.',
    );
    expect(localStorage.getItem('access')).toBeNull();
  });

  it("shows the server's error text when there is no detail", async () => {
    answerLogin(() => HttpResponse.json({ error: 'Учётная запись не найдена' }, { status: 400 }));
    const { user } = renderApp('/login');
    await fillIn(user, 'aigerim', 'wrong');
    await user.click(submitButton());

    expect(await screen.findByTestId('login-error')).toHaveTextContent('Учётная запись не найдена');
  });

  it('shows the default text when the answer has neither, in the chosen language', async () => {
    answerLogin(() => HttpResponse.json({ password: ['Обязательное поле.'] }, { status: 400 }));
    const { user } = renderApp('/login');
    await fillIn(user, 'aigerim', 'wrong');
    await user.click(submitButton());
    expect(await screen.findByTestId('login-error')).toHaveTextContent(/^Неверный логин или пароль$/);

    await user.click(screen.getByRole('button', { name: 'Қазақша' }));
    expect(screen.getByTestId('login-error')).toHaveTextContent(/^Қате логин немесе құпия сөз$/);
    expect(screen.getByRole('button', { name: 'Кіру' })).toBeInTheDocument();
    expect(screen.getByLabelText('Құпия сөз')).toBeInTheDocument();
  });

  it('shows the default text when the answer carries no tokens', async () => {
    answerLogin(() => HttpResponse.json({ access: makeAccessToken(7) }));
    const { user } = renderApp('/login');
    await fillIn(user, 'aigerim', 'secret');
    await user.click(submitButton());

    expect(await screen.findByTestId('login-error')).toHaveTextContent(/^Неверный логин или пароль$/);
    expect(localStorage.getItem('access')).toBeNull();
  });

  it('says the server could not be reached rather than blaming the password', async () => {
    server.use(http.post('/token/', () => HttpResponse.error()));
    const { user } = renderApp('/login');
    await fillIn(user, 'aigerim', 'secret');
    await user.click(submitButton());

    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'Нет связи с сервером. Проверьте подключение и повторите.',
    );
  });
});

describe('a successful login', () => {
  it('sends the trimmed username, stores the session and opens the area with the user name', async () => {
    localStorage.setItem('lang', 'kk');
    await i18n.changeLanguage('kk');
    answerLogin(tokens, 'Кандидат');
    const requests = recordRequests();
    const { user, router } = renderApp('/login');
    await user.type(screen.getByLabelText('Логин немесе e-mail'), '  aigerim ');
    await user.type(screen.getByLabelText('Құпия сөз'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Кіру' }));

    expect(await screen.findByTestId('user-name')).toHaveTextContent('Айгерим Серикова');
    expect(router.state.location.pathname).toBe('/user/profile');
    expect(requests[0]).toMatchObject({
      url: '/token/',
      method: 'POST',
      body: { username: 'aigerim', password: 'secret' },
      headers: { 'accept-language': 'kk' },
    });
    expect(requests[1].url).toMatch(/^\/api\/v1\/users\/role\/\?_t=\d+$/);
    expect(requests[1].headers.authorization).toBe(`Bearer ${localStorage.getItem('access')}`);
    expect(localStorage.getItem('refresh')).toBe('refresh-7');
    expect(localStorage.getItem('userId')).toBe('7');
    expect(localStorage.getItem('role')).toBe('user');
    expect(localStorage.getItem('role_raw')).toBe('Кандидат');
  });

  it.each([
    ['admin', '/admin/users'],
    ['Администратор', '/admin/users'],
    ['director', '/director/dashboard'],
    ['Заместитель директора', '/deputy/approvals'],
    ['staff', '/staff/applications'],
    ['analyst', '/analyst/workflows'],
    ['expert', '/user/profile'],
    ['Прямое зачисление', '/user/profile'],
    ['user', '/user/profile'],
  ])('sends role %p to %p', async (role, path) => {
    answerLogin(tokens, role);
    const { user, router } = renderApp('/login');
    await fillIn(user, 'aigerim', 'secret');
    await user.click(submitButton());

    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(await screen.findByTestId('user-name')).toHaveTextContent('Айгерим Серикова');
  });

  it('sends a visitor who is already signed in to their area', async () => {
    answerLogin(tokens);
    storeSession('director');
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/director/dashboard'));
  });
});
