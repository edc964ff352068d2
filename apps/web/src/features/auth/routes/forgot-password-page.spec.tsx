import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { recordRequests, server } from '@/testing/http-server';
import { renderApp } from '@/testing/render-app';

const RESET_URL = '/api/v1/password-reset/';
const ACCEPTED =
  'Если такая учётная запись существует, на её e-mail отправлена ссылка для сброса пароля. Ссылка действует 1 час.';

const loginField = () => screen.getByLabelText('Логин или e-mail');
const submitButton = () => screen.getByRole('button', { name: 'Отправить ссылку' });

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
});

describe('the forgot-password page', () => {
  it.each(['aigerim', '  nobody@example.kz '])(
    'sends the login %p and says the same whether such an account exists or not',
    async (login) => {
      server.use(http.post(RESET_URL, () => HttpResponse.json({ detail: ACCEPTED }, { status: 202 })));
      const requests = recordRequests();
      const { user, router } = renderApp('/forgot-password');
      expect(screen.getByRole('heading', { level: 1, name: 'Восстановление пароля' })).toBeInTheDocument();

      await user.type(loginField(), login);
      await user.click(submitButton());

      const sent = await screen.findByTestId('forgot-sent');
      expect(sent).toHaveTextContent('Проверьте почту');
      expect(sent).toHaveTextContent(ACCEPTED);
      expect(requests).toMatchObject([{ url: RESET_URL, method: 'POST', body: { login: login.trim() } }]);
      expect(requests[0].headers.authorization).toBeUndefined();
      await user.click(screen.getByRole('link', { name: 'Вернуться ко входу' }));
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('asks for a login before sending anything', async () => {
    const requests = recordRequests();
    const { user } = renderApp('/forgot-password');
    await user.type(loginField(), '   ');
    await user.click(submitButton());
    expect(await screen.findByText('Укажите логин или e-mail.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('says when this address asked too often, in Kazakh too', async () => {
    await i18n.changeLanguage('kk');
    server.use(
      http.post(RESET_URL, () =>
        HttpResponse.json(
          { detail: 'Құпия сөзді қалпына келтіру сұраулары тым көп. 15 минуттан кейін қайталаңыз.' },
          { status: 429 },
        ),
      ),
    );
    const { user } = renderApp('/forgot-password');
    await user.type(screen.getByLabelText('Логин немесе e-mail'), 'aigerim');
    await user.click(screen.getByRole('button', { name: 'Сілтемені жіберу' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Құпия сөзді қалпына келтіру сұраулары тым көп. 15 минуттан кейін қайталаңыз.',
    );
    expect(screen.getByRole('link', { name: 'Кіру бетіне оралу' })).toBeInTheDocument();
  });
});
