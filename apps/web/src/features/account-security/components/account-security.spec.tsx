import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { recordRequests, server } from '@/testing/http-server';
import { renderApp, storeSession } from '@/testing/render-app';

const PROFILE = {
  id: 3,
  name: '',
  first_name: 'Нурлан',
  last_name: 'Ахметов',
  username: 'nurlan',
  email: 'nurlan@example.kz',
  phone: '+77010000000',
  address: null,
  iin: '900101300123',
  iik: null,
  bank: null,
  workplace: 'Школа-лицей № 1',
  id_number: null,
  role: 'staff',
  expertized_date: null,
  education: null,
};
const PASSWORD_URL = '/api/v1/users/me/password/';
const WRONG_CURRENT = 'Текущий пароль указан неверно.';
const ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/Expert%20Portal:nurlan?secret=JBSWY3DPEHPK3PXP',
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
};
const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `abcd${index}-efghj`);

/** The signed-in person's area, the page's own calls finding nothing. */
function mockArea(role: string) {
  server.use(
    http.get('/api/v1/users/profile/', () => HttpResponse.json({ ...PROFILE, role })),
    http.all('/api/v1/*', () => HttpResponse.json({ detail: 'Не найдено.' }, { status: 404 })),
  );
  return recordRequests();
}

const security = (body: JsonBodyType) =>
  server.use(http.get('/api/v1/users/me/security/', () => HttpResponse.json(body)));

async function openMenuItem(user: ReturnType<typeof renderApp>['user'], item: string) {
  await user.click(await screen.findByRole('button', { name: 'Учётная запись: Нурлан Ахметов' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
  return screen.findByRole('dialog');
}

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
});

describe('the account menu of the back office', () => {
  it('is the signed-in name, with the password, the second factor, who read my data, my data and logout', async () => {
    storeSession('staff');
    mockArea('staff');
    const { user } = renderApp('/staff');
    expect(await screen.findByTestId('user-name')).toHaveTextContent('Нурлан Ахметов');
    await user.click(screen.getByRole('button', { name: 'Учётная запись: Нурлан Ахметов' }));
    const items = await within(await screen.findByRole('menu')).findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Сменить пароль',
      'Двухфакторная аутентификация',
      'Кто просматривал мои данные',
      'Мои персональные данные',
      'Выйти',
    ]);
  });

  it('changes the password: a wrong current one is said under its field, then done with a notification', async () => {
    storeSession('director');
    const requests = mockArea('director');
    let attempts = 0;
    server.use(
      http.post(PASSWORD_URL, () =>
        ++attempts === 1
          ? HttpResponse.json({ current_password: [WRONG_CURRENT] }, { status: 400 })
          : new HttpResponse(null, { status: 204 }),
      ),
    );
    const { user } = renderApp('/director');
    const dialog = await openMenuItem(user, 'Сменить пароль');
    expect(within(dialog).getByRole('heading', { name: 'Смена пароля' })).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Текущий пароль'), 'old-password');
    await user.type(within(dialog).getByLabelText('Новый пароль'), 'blue-kettle-9');
    await user.type(within(dialog).getByLabelText('Повторите пароль'), 'blue-kettle-9');
    await user.click(within(dialog).getByRole('button', { name: 'Сменить пароль' }));

    expect(await within(dialog).findByText(WRONG_CURRENT)).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Текущий пароль'));
    await user.type(within(dialog).getByLabelText('Текущий пароль'), 'right-password');
    expect(within(dialog).queryByText(WRONG_CURRENT)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Сменить пароль' }));

    expect(await screen.findByText('Пароль изменён. Другие сеансы завершены.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((request) => request.url === PASSWORD_URL).map((request) => request.body)).toEqual(
      [
        { current_password: 'old-password', password: 'blue-kettle-9', password_confirm: 'blue-kettle-9' },
        { current_password: 'right-password', password: 'blue-kettle-9', password_confirm: 'blue-kettle-9' },
      ],
    );
    // This session stays.
    expect(localStorage.getItem('access')).toBe('stored-access-token');
  });

  it('checks the new password before sending it, the meter saying why', async () => {
    storeSession('staff');
    const requests = mockArea('staff');
    const { user } = renderApp('/staff');
    const dialog = await openMenuItem(user, 'Сменить пароль');

    await user.type(within(dialog).getByLabelText('Текущий пароль'), 'old-password');
    await user.type(within(dialog).getByLabelText('Новый пароль'), 'nurlan-2024');
    await user.click(within(dialog).getByRole('button', { name: 'Сменить пароль' }));

    expect(
      await within(dialog).findByText('Пароль должен содержать не менее 12 символов.'),
    ).toBeInTheDocument();
    const rules = within(dialog).getByTestId('password-rules');
    expect(rules.querySelector('[data-rule="length"]')).toHaveAttribute('data-state', 'unmet');
    expect(rules.querySelector('[data-rule="personal"]')).toHaveAttribute('data-state', 'unmet');
    expect(requests.filter((request) => request.url === PASSWORD_URL)).toHaveLength(0);
  });

  it('turns the second factor on: QR and secret, the first code, the recovery codes once', async () => {
    storeSession('admin');
    const requests = mockArea('admin');
    security({ mfa_enabled: false, mfa_required: false });
    server.use(
      http.post('/api/v1/users/me/mfa/', () => HttpResponse.json(ENROLMENT)),
      http.post<never, { code: string }>('/api/v1/users/me/mfa/confirm/', async ({ request }) =>
        (await request.json()).code === '123456'
          ? HttpResponse.json({ recovery_codes: RECOVERY_CODES })
          : HttpResponse.json(
              { code: ['Неверный код. Проверьте время на телефоне и введите новый код.'] },
              { status: 400 },
            ),
      ),
    );
    const { user } = renderApp('/admin/mail-log');
    const dialog = await openMenuItem(user, 'Двухфакторная аутентификация');
    expect(await within(dialog).findByTestId('mfa-status')).toHaveTextContent('Не подключена');

    await user.click(within(dialog).getByRole('button', { name: 'Подключить' }));
    expect(
      await within(dialog).findByRole('img', { name: 'QR-код для приложения-аутентификатора' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('mfa-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');

    await user.type(within(dialog).getByLabelText('Код из приложения'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    expect(
      await within(dialog).findByText('Неверный код. Проверьте время на телефоне и введите новый код.'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Код из приложения'));
    await user.type(within(dialog).getByLabelText('Код из приложения'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));

    const codes = await within(dialog).findByRole('list', { name: 'Резервные коды' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    // Shown once: no way out past them but «saved».
    expect(within(dialog).queryByRole('button', { name: 'Закрыть' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Я сохранил(а) коды' }));
    expect(await screen.findByText('Двухфакторная аутентификация подключена.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      requests.filter((request) => request.url.startsWith('/api/v1/users/me/mfa')).map((r) => r.body),
    ).toEqual([undefined, { code: '000000' }, { code: '123456' }]);
  });

  it('offers no removal when the role requires a second factor, and says why', async () => {
    storeSession('director');
    mockArea('director');
    security({ mfa_enabled: true, mfa_required: true });
    const { user } = renderApp('/director');
    const dialog = await openMenuItem(user, 'Двухфакторная аутентификация');
    expect(await within(dialog).findByTestId('mfa-status')).toHaveTextContent('Подключена');
    expect(within(dialog).getByTestId('mfa-required')).toHaveTextContent(
      'Для вашей роли двухфакторная аутентификация обязательна, поэтому отключить её нельзя.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Отключить' })).not.toBeInTheDocument();
  });

  it('removes the second factor with a current code', async () => {
    storeSession('analyst');
    const requests = mockArea('analyst');
    security({ mfa_enabled: true, mfa_required: false });
    server.use(http.delete('/api/v1/users/me/mfa/', () => new HttpResponse(null, { status: 204 })));
    const { user } = renderApp('/analyst');
    const dialog = await openMenuItem(user, 'Двухфакторная аутентификация');

    const code = await within(dialog).findByLabelText('Код из приложения или резервный код');
    await user.type(code, 'abcde-fghjk');
    security({ mfa_enabled: false, mfa_required: false });
    await user.click(within(dialog).getByRole('button', { name: 'Отключить' }));

    expect(await screen.findByText('Двухфакторная аутентификация отключена.')).toBeInTheDocument();
    expect(await within(dialog).findByText('Не подключена')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'DELETE')?.body).toEqual({ code: 'abcde-fghjk' });
  });
});

describe('a candidate', () => {
  it('has a plain name in the header and changes the password in the cabinet', async () => {
    storeSession('user');
    mockArea('user');
    server.use(http.post(PASSWORD_URL, () => new HttpResponse(null, { status: 204 })));
    const { user } = renderApp('/user/profile');

    expect(await screen.findByTestId('user-name')).toHaveTextContent('Нурлан Ахметов');
    expect(screen.queryByRole('button', { name: /Учётная запись/ })).not.toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Пароль' });
    await user.click(within(section).getByRole('button', { name: 'Сменить пароль' }));

    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Текущий пароль'), 'old-password');
    await user.type(within(dialog).getByLabelText('Новый пароль'), 'blue-kettle-9');
    await user.type(within(dialog).getByLabelText('Повторите пароль'), 'blue-kettle-9');
    await user.click(within(dialog).getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByText('Пароль изменён. Другие сеансы завершены.')).toBeInTheDocument();
  });

  it('in Kazakh', async () => {
    await i18n.changeLanguage('kk');
    storeSession('user');
    mockArea('user');
    const { user } = renderApp('/user/profile');
    const section = await screen.findByRole('region', { name: 'Құпия сөз' });
    await user.click(within(section).getByRole('button', { name: 'Құпия сөзді ауыстыру' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Ағымдағы құпия сөз')).toBeInTheDocument();
    expect(within(dialog).getByRole('meter', { name: 'Құпия сөздің беріктігі' })).toBeInTheDocument();
  });
});
