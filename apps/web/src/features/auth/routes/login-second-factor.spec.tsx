import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { recordRequests, server } from '@/testing/http-server';
import { makeAccessToken } from '@/testing/make-jwt';
import { renderApp } from '@/testing/render-app';

const PROFILE = {
  id: 4,
  name: 'Сейткали Айгерим',
  username: 'admin',
  first_name: '',
  last_name: '',
  role: 'admin',
};
const MFA_URL = '/token/mfa/';
const SETUP_URL = '/token/mfa/setup/';
const WRONG_CODE = 'Неверный код. Проверьте время на телефоне и введите новый код.';
const CHALLENGE_OVER = 'Время входа истекло или введено слишком много неверных кодов. Войдите заново.';
const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `code${index}-abcde`);
const ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/Expert%20Portal:admin?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
};

const challenge = (code: 'mfa_required' | 'mfa_setup_required') => () =>
  HttpResponse.json(
    { code, mfa_token: 'challenge-1', detail: 'Введите код из приложения-аутентификатора.' },
    { status: 401 },
  );
const tokens = (extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ access: makeAccessToken(4), refresh: 'refresh-4', ...extra });

/**
 * The API of a sign-in with a second step: POST /token/ answers `first`, the second step `second` (by the code
 * sent), then the role and the profile of the area.
 */
function mockApi(first: () => Response, second: (code: string) => Response) {
  server.use(
    http.post('/token/', first),
    http.post<never, { code: string }>(MFA_URL, async ({ request }) => second((await request.json()).code)),
    http.get('/api/v1/users/role/', () => HttpResponse.json({ role: 'admin' })),
    http.get('/api/v1/users/profile/', () => HttpResponse.json(PROFILE)),
    // The area's own pages find nothing, which these tests do not look at.
    http.all('/api/v1/*', () => HttpResponse.json({ detail: 'Не найдено.' }, { status: 404 })),
  );
  return recordRequests();
}

async function signInWithPassword(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('Логин или e-mail'), 'admin@example.kz');
  await user.type(screen.getByLabelText('Пароль'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Войти' }));
}

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
});

describe('an account with a second factor', () => {
  it('asks for the app’s code after the password, then signs in and opens the area', async () => {
    const requests = mockApi(challenge('mfa_required'), (code) =>
      code === '123456' ? tokens() : HttpResponse.json({ detail: WRONG_CODE }, { status: 401 }),
    );
    const { user, router } = renderApp('/login');
    await signInWithPassword(user);

    expect(
      await screen.findByText('Введите 6-значный код из приложения-аутентификатора'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('access')).toBeNull();
    const code = screen.getByLabelText('Код из приложения');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    const submit = screen.getByRole('button', { name: 'Войти' });
    expect(submit).toBeDisabled();

    // A code is digits only: the space a phone's message puts between the groups is dropped.
    await user.type(code, '123 456');
    expect(code).toHaveValue('123456');
    await user.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(await screen.findByTestId('user-name')).toHaveTextContent('Сейткали Айгерим');
    expect(requests.find((request) => request.url === MFA_URL)?.body).toEqual({
      mfa_token: 'challenge-1',
      code: '123456',
    });
    expect(localStorage.getItem('refresh')).toBe('refresh-4');
    expect(localStorage.getItem('role')).toBe('admin');
  });

  it('says a wrong code is wrong and lets the user try again', async () => {
    mockApi(challenge('mfa_required'), (code) =>
      code === '654321' ? tokens() : HttpResponse.json({ detail: WRONG_CODE }, { status: 401 }),
    );
    const { user, router } = renderApp('/login');
    await signInWithPassword(user);
    const code = await screen.findByLabelText('Код из приложения');

    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText(WRONG_CODE)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem('access')).toBeNull();

    await user.clear(code);
    expect(screen.queryByText(WRONG_CODE)).not.toBeInTheDocument();
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
  });

  it('takes a recovery code instead', async () => {
    const requests = mockApi(challenge('mfa_required'), () => tokens());
    const { user, router } = renderApp('/login');
    await signInWithPassword(user);

    await user.click(await screen.findByRole('button', { name: 'Использовать резервный код' }));
    const code = screen.getByLabelText('Резервный код');
    expect(code).toHaveAttribute('inputmode', 'text');
    await user.type(code, 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Войти' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(requests.find((request) => request.url === MFA_URL)?.body).toEqual({
      mfa_token: 'challenge-1',
      code: 'abcde-fghjk',
    });
  });

  it('goes back to the password, the login kept, with «Назад» or once the challenge is over', async () => {
    mockApi(challenge('mfa_required'), () => HttpResponse.json({ detail: CHALLENGE_OVER }, { status: 401 }));
    const { user } = renderApp('/login');
    await signInWithPassword(user);

    await user.click(await screen.findByRole('button', { name: 'Назад' }));
    expect(screen.getByLabelText('Логин или e-mail')).toHaveValue('admin@example.kz');
    expect(screen.getByLabelText('Пароль')).toHaveValue('');

    await user.type(screen.getByLabelText('Пароль'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await user.type(await screen.findByLabelText('Код из приложения'), '123456');
    await user.click(screen.getByRole('button', { name: 'Войти' }));

    expect(await screen.findByTestId('login-notice')).toHaveTextContent(CHALLENGE_OVER);
    expect(screen.getByLabelText('Логин или e-mail')).toHaveValue('admin@example.kz');
    expect(screen.queryByLabelText('Код из приложения')).not.toBeInTheDocument();
  });
});

describe('a role that must enrol a second factor first', () => {
  it('shows the QR code and the secret, takes the first code, shows the recovery codes once, then opens the area', async () => {
    const requests = mockApi(challenge('mfa_setup_required'), (code) =>
      code === '123456'
        ? tokens({ recovery_codes: RECOVERY_CODES })
        : HttpResponse.json({ detail: WRONG_CODE }, { status: 401 }),
    );
    server.use(http.post(SETUP_URL, () => HttpResponse.json(ENROLMENT)));
    const { user, router } = renderApp('/login');
    await signInWithPassword(user);

    expect(
      await screen.findByRole('heading', { name: 'Подключение двухфакторной аутентификации' }),
    ).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: 'QR-код для приложения-аутентификатора' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(ENROLMENT.qr_svg)}`);
    expect(screen.getByTestId('mfa-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(screen.getByRole('button', { name: 'Скопировать ключ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть в приложении на этом устройстве' })).toHaveAttribute(
      'href',
      ENROLMENT.otpauth_url,
    );
    expect(requests.find((request) => request.url === SETUP_URL)?.body).toEqual({ mfa_token: 'challenge-1' });

    await user.type(screen.getByLabelText('Код из приложения'), '000000');
    await user.click(screen.getByRole('button', { name: 'Подтвердить и войти' }));
    expect(await screen.findByText(WRONG_CODE)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Код из приложения'));
    await user.type(screen.getByLabelText('Код из приложения'), '123456');
    await user.click(screen.getByRole('button', { name: 'Подтвердить и войти' }));

    const codes = await screen.findByRole('list', { name: 'Резервные коды' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    expect(screen.getByText('Сохраните коды сейчас: больше они показаны не будут.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скачать .txt' })).toBeInTheDocument();
    // The session is open, but the codes stay until the user says they are saved.
    expect(localStorage.getItem('role')).toBe('admin');
    expect(router.state.location.pathname).toBe('/login');

    await user.click(screen.getByRole('button', { name: 'Я сохранил(а) коды' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
  });

  it('in Kazakh', async () => {
    localStorage.setItem('lang', 'kk');
    await i18n.changeLanguage('kk');
    mockApi(challenge('mfa_setup_required'), () => tokens({ recovery_codes: RECOVERY_CODES }));
    server.use(http.post(SETUP_URL, () => HttpResponse.json(ENROLMENT)));
    const { user } = renderApp('/login');
    await user.type(screen.getByLabelText('Логин немесе e-mail'), 'admin');
    await user.type(screen.getByLabelText('Құпия сөз'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Кіру' }));

    expect(
      await screen.findByRole('heading', { name: 'Екі факторлы аутентификацияны қосу' }),
    ).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Қолданбадағы код'), '123456');
    await user.click(screen.getByRole('button', { name: 'Растау және кіру' }));
    expect(await screen.findByRole('button', { name: 'Кодтарды сақтадым' })).toBeInTheDocument();
  });
});
