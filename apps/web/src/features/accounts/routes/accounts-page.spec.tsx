import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@/shared/i18n/i18n';
import { renderApp, storeSession } from '@/testing/render-app';
import {
  ACCOUNTS_PATH,
  AUDIT_PATH,
  account,
  historyOf5,
  listCalls,
  mail,
  MAIL_LOG_PATH,
  mockAccountsApi,
  page,
  urlOf,
  type Answer,
} from '../testing/account-fixtures';

beforeEach(async () => {
  // Toasts live outside the rendered tree: one test's must not answer for the next.
  notifications.clean();
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('admin');
});

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

const sidebarLinks = (): string[] =>
  within(screen.getByRole('navigation', { name: 'Разделы' }))
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');

const invited = account(7, {
  name: 'Нурланова Асель',
  username: 'asel',
  email: 'asel@example.kz',
  role: 'director',
  status: 'invited',
  last_login_at: null,
});
const demoWithMfa = account(5, { demo: true, mfa_enabled: true });
const candidate = account(9, { name: 'Ахметов Нурлан', role: 'user', username: 'nurlan' });

/** The list answers the three accounts whatever the filters; the history of account 5 is historyOf5(). */
const standard = (_request: Request, url: URL): Answer | undefined => {
  if (url.pathname === ACCOUNTS_PATH) return page([invited, demoWithMfa, candidate], 43);
  if (url.pathname === AUDIT_PATH) return page(historyOf5(), 3);
  return undefined;
};

async function openCard(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

describe('the accounts list', () => {
  it('is a section of the admin area after the expert register and lists every account, 20 a page', async () => {
    const requests = mockAccountsApi(standard);
    const { user } = renderApp('/admin/users');
    await waitFor(() =>
      expect(sidebarLinks().slice(0, 3)).toEqual(['Реестр экспертов', 'Учётные записи', 'Кандидаты']),
    );
    await user.click(screen.getByRole('link', { name: 'Учётные записи' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Учётные записи' })).toBeInTheDocument();
    expect(await screen.findByText('Всего: 43')).toBeInTheDocument();
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['ФИО', 'Роль', 'Статус', 'Последний вход', 'Создана']);
    expect(rows()).toHaveLength(3);

    // The name with the login and the e-mail under it; a login that is the e-mail is shown once.
    expect(rows()[0]).toHaveTextContent('Нурланова Асель');
    expect(rows()[0]).toHaveTextContent('asel');
    expect(rows()[0]).toHaveTextContent('asel@example.kz');
    expect(rows()[0]).toHaveTextContent('Директор');
    expect(rows()[0]).toHaveTextContent('Приглашена');
    expect(rows()[0]).toHaveTextContent('никогда');
    expect(rows()[0]).toHaveTextContent('10 янв. 2026 г.');
    expect(within(rows()[1]).getAllByText('staff5@example.kz')).toHaveLength(1);
    expect(rows()[1]).toHaveTextContent('Активна');
    expect(within(rows()[1]).getByText('демо')).toBeInTheDocument();
    expect(within(rows()[1]).getByText('2FA')).toBeInTheDocument();
    expect(rows()[1]).toHaveTextContent(/2 мар\. 2026 г\., \d\d:15/);
    expect(within(rows()[0]).queryByText('демо')).not.toBeInTheDocument();
    expect(rows()[2]).toHaveTextContent('Кандидат');
    expect(urlOf(listCalls(requests)[0]).search).toBe('?page=1&page_size=20');

    const pages = screen.getByRole('navigation', { name: 'Страницы списка учётных записей' });
    await user.click(within(pages).getByRole('button', { name: '3' }));
    await waitFor(() =>
      expect(listCalls(requests).map((request) => urlOf(request).searchParams.get('page'))).toContain('3'),
    );
  });

  it('filters by role and status, and sends one search 300 ms after the last key, from the first page', async () => {
    const requests = mockAccountsApi(standard);
    const { user } = renderApp('/admin/accounts');
    await screen.findByText('Всего: 43');

    // Mantine's options stay hidden in jsdom (no layout): the selects are driven by the keyboard.
    const role = screen.getByRole('combobox', { name: 'Роль' });
    await user.click(role);
    await user.keyboard('{ArrowDown}'.repeat(6) + '{Enter}');
    expect(role).toHaveValue('Кандидат');
    await waitFor(() => expect(urlOf(listCalls(requests).at(-1)!).searchParams.get('role')).toBe('user'));

    const status = screen.getByRole('combobox', { name: 'Статус' });
    await user.click(status);
    await user.keyboard('{ArrowDown}'.repeat(3) + '{Enter}');
    expect(status).toHaveValue('Заблокирована после неудачных входов');
    await waitFor(() => expect(urlOf(listCalls(requests).at(-1)!).searchParams.get('status')).toBe('locked'));

    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'Ахметов');
    const searches = () => listCalls(requests).filter((request) => urlOf(request).searchParams.has('search'));
    expect(searches()).toHaveLength(0);
    await waitFor(() => expect(searches()).toHaveLength(1));
    await act(() => new Promise((done) => setTimeout(done, 400)));
    expect(searches()).toHaveLength(1);
    expect(urlOf(searches()[0]).search).toBe(
      '?role=user&status=locked&search=%D0%90%D1%85%D0%BC%D0%B5%D1%82%D0%BE%D0%B2&page=1&page_size=20',
    );
  });

  it('tells an empty list from an empty search, and shows a refusal in words', async () => {
    let answer: Answer = page([]);
    mockAccountsApi((_request, url) => (url.pathname === ACCOUNTS_PATH ? answer : undefined));
    const { user, unmount } = renderApp('/admin/accounts');
    expect(await screen.findByText('Учётных записей пока нет.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'Никто');
    expect(await screen.findByText('Ничего не найдено.')).toBeInTheDocument();
    unmount();

    answer = { status: 403, body: { detail: 'У вас недостаточно прав для выполнения данного действия.' } };
    renderApp('/admin/accounts');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'У вас недостаточно прав для выполнения данного действия.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('creating an account', () => {
  it('checks the form, then shows the server’s field error under its field', async () => {
    const requests = mockAccountsApi((request, url) => {
      if (url.pathname === ACCOUNTS_PATH && request.method === 'POST')
        return { status: 400, body: { email: ['Этот e-mail уже использует другая учётная запись.'] } };
      return standard(request, url);
    });
    const { user } = renderApp('/admin/accounts');
    await user.click(await screen.findByRole('button', { name: 'Создать учётную запись' }));
    const form = await screen.findByRole('dialog', { name: 'Новая учётная запись' });

    // Nothing filled in: the contracts' own messages, and nothing sent.
    await user.click(within(form).getByRole('button', { name: 'Создать и отправить приглашение' }));
    const name = within(form).getByRole('textbox', { name: 'ФИО' });
    expect(name).toHaveAccessibleDescription('Обязательное поле.');
    expect(within(form).getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Обязательное поле.',
    );
    expect(within(form).getByText(/Выберите роль сотрудника/)).toBeInTheDocument();

    await user.type(name, 'Касымова Дина');
    await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'Dina@Example.kz');
    const role = within(form).getByRole('combobox', { name: 'Роль' });
    await user.click(role);
    // Only the back-office roles: admin, staff, deputy, director, analyst (nothing picked: the first arrow
    // lands on admin).
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(role).toHaveValue('Сотрудник');
    await user.type(within(form).getByRole('textbox', { name: /Телефон/ }), '87011234567');
    await user.click(within(form).getByRole('button', { name: 'Создать и отправить приглашение' }));

    expect(
      await within(form).findByText('Этот e-mail уже использует другая учётная запись.'),
    ).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Этот e-mail уже использует другая учётная запись.',
    );
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({
      name: 'Касымова Дина',
      email: 'Dina@Example.kz',
      role: 'staff',
      phone: '+7 (701) 123-45-67',
    });

    // A new e-mail clears the server's objection.
    await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'x');
    expect(
      within(form).queryByText('Этот e-mail уже использует другая учётная запись.'),
    ).not.toBeInTheDocument();
  });

  it('creates it, says the invitation was mailed and opens its card', async () => {
    const created = account(44, {
      name: 'Касымова Дина',
      username: 'dina.k',
      email: 'dina@example.kz',
      role: 'analyst',
      status: 'invited',
      last_login_at: null,
    });
    const requests = mockAccountsApi((request, url) => {
      if (url.pathname === ACCOUNTS_PATH && request.method === 'POST') return { status: 201, body: created };
      if (url.pathname === AUDIT_PATH) return page([]);
      return standard(request, url);
    });
    const { user } = renderApp('/admin/accounts');
    await user.click(await screen.findByRole('button', { name: 'Создать учётную запись' }));
    const form = await screen.findByRole('dialog', { name: 'Новая учётная запись' });
    await user.type(within(form).getByRole('textbox', { name: 'ФИО' }), 'Касымова Дина');
    await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'dina@example.kz');
    await user.click(within(form).getByRole('combobox', { name: 'Роль' }));
    // Nothing picked yet: the first arrow lands on the first role (admin, staff, deputy, director, analyst).
    await user.keyboard('{ArrowDown}'.repeat(5) + '{Enter}');
    expect(within(form).getByRole('combobox', { name: 'Роль' })).toHaveValue('Аналитик');
    await user.type(within(form).getByRole('textbox', { name: 'Логин (по умолчанию — e-mail)' }), 'dina.k');
    const listsBefore = listCalls(requests).length;
    await user.click(within(form).getByRole('button', { name: 'Создать и отправить приглашение' }));

    expect(
      await screen.findByText(
        'Учётная запись «Касымова Дина» создана. Приглашение со ссылкой для установки пароля отправлено на dina@example.kz; письмо есть и в журнале писем.',
      ),
    ).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Касымова Дина',
      email: 'dina@example.kz',
      role: 'analyst',
      username: 'dina.k',
    });
    const card = await screen.findByRole('dialog', { name: 'Касымова Дина' });
    expect(within(card).getByRole('row', { name: /Статус/ })).toHaveTextContent(
      'Приглашена (пароль не задан)',
    );
    expect(within(card).getByRole('button', { name: 'Отправить ссылку заново' })).toBeInTheDocument();
    await waitFor(() => expect(listCalls(requests).length).toBeGreaterThan(listsBefore));
  });
});

describe("an account's card", () => {
  it('shows every field, the actions its status allows and its history', async () => {
    const requests = mockAccountsApi(standard);
    const { user } = renderApp('/admin/accounts');
    const card = await openCard(user, 'Сотрудник 5');

    expect(within(card).getByRole('row', { name: 'Логин staff5@example.kz' })).toBeInTheDocument();
    expect(within(card).getByRole('row', { name: 'Телефон —' })).toBeInTheDocument();
    expect(within(card).getByRole('row', { name: 'Роль Сотрудник' })).toBeInTheDocument();
    expect(
      within(card).getByRole('row', { name: /Двухфакторная аутентификация Подключена/ }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('row', { name: /Демо-данные/ })).toBeInTheDocument();
    // Active with a second factor: a role to change, 2FA to reset, deactivation; no invitation, no unlock.
    expect(within(card).getByRole('combobox', { name: 'Роль сотрудника' })).toHaveValue('Сотрудник');
    expect(within(card).getByRole('button', { name: 'Изменить роль' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Сбросить 2FA' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Отключить' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Отправить ссылку заново' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Разблокировать' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Включить' })).not.toBeInTheDocument();

    // Newest first: what happened, what it carried, when and who.
    const history = within(card).getByRole('region', { name: 'История' });
    expect(await within(history).findByText('Неверный пароль')).toBeInTheDocument();
    expect(history).toHaveTextContent(
      /Неверный пароль\s*2 мар\. 2026 г\., \d\d:15 · система · 10\.0\.0\.7\s*Изменена роль\s*Роль: Аналитик → Сотрудник\s*2 мар\. 2026 г\., \d\d:15 · Сейткали Айгерим · Администратор · 10\.0\.0\.7\s*Создана учётная запись\s*Роль: Аналитик; из командной строки/,
    );
    const history5 = requests.find((request) => urlOf(request).pathname === AUDIT_PATH)!;
    expect(urlOf(history5).search).toBe('?subject=5&page=1&page_size=20');
    expect(within(history).getByRole('link', { name: 'Открыть в журнале аудита' })).toHaveAttribute(
      'href',
      '/admin/audit-log?subject=5',
    );
    // Who read the person's data: the access log of personal data, filtered by them.
    expect(within(history).getByRole('link', { name: 'Кто смотрел данные' })).toHaveAttribute(
      'href',
      '/admin/data-access?subject=5',
    );
  });

  it('lists the mails written to the account with their state, and leads to them in the mail log', async () => {
    const requests = mockAccountsApi((request, url) => {
      if (url.pathname === MAIL_LOG_PATH)
        return page([
          mail(33, {
            subject: 'Сброс пароля в Экспертном портале',
            status: 'failed',
            error: '550 5.1.1 User unknown',
            sent_at: null,
          }),
          mail(32, {
            subject: 'Пароль изменён',
            kind: 'password_changed',
            status: 'retrying',
            attempts: 2,
            next_attempt_at: '2026-03-02T09:45:00.000Z',
            sent_at: null,
          }),
          mail(31, { subject: 'Приглашение в Экспертный портал: задайте пароль', kind: 'invitation' }),
        ]);
      return standard(request, url);
    });
    const { user, router } = renderApp('/admin/accounts');
    const card = await openCard(user, 'Сотрудник 5');

    const mails = within(card).getByRole('region', { name: 'Письма' });
    const items = await within(mails).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(
      /^Сброс пароля в Экспертном порталеНе доставленоПричина: 550 5\.1\.1 User unknownСброс пароля · 2 мар\. 2026 г\., \d\d:15$/,
    );
    expect(items[1]).toHaveTextContent(/Повтор\s*Попыток: 2; следующая — 2 мар\. 2026 г\., \d\d:45/);
    expect(items[1]).toHaveTextContent('Пароль изменён');
    expect(items[2]).toHaveTextContent(/Отправлено\s*Приглашение в портал · 2 мар\. 2026 г\./);
    const asked = requests.find((request) => urlOf(request).pathname === MAIL_LOG_PATH)!;
    expect(urlOf(asked).search).toBe('?user_id=5&page=1&page_size=10');

    await user.click(within(mails).getByRole('link', { name: 'Все письма' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Журнал писем' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?user_id=5');
    expect(await screen.findByText('Учётная запись: ID 5, staff5@example.kz')).toBeInTheDocument();
    expect(requests.at(-1)?.url).toBe('/api/v1/mail-log/?user_id=5&page=1&page_size=20');
  });

  it('offers a candidate no role change, a locked account its unlock, a deactivated one its reactivation', async () => {
    const locked = account(6, { status: 'locked', locked_until: '2026-03-02T10:30:00.000Z' });
    const off = account(8, {
      status: 'deactivated',
      deactivated_at: '2026-02-20T09:00:00.000Z',
      deactivation_reason: 'Уволен',
    });
    mockAccountsApi((_request, url) => {
      if (url.pathname === ACCOUNTS_PATH) return page([candidate, locked, off]);
      if (url.pathname === AUDIT_PATH) return page([]);
      return undefined;
    });
    const { user } = renderApp('/admin/accounts');

    let card = await openCard(user, 'Ахметов Нурлан');
    expect(within(card).queryByRole('combobox', { name: 'Роль сотрудника' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Отключить' })).toBeInTheDocument();
    expect(await within(card).findByText('Записей в журнале аудита пока нет.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Закрыть карточку' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    card = await openCard(user, 'Сотрудник 6');
    expect(within(card).getByRole('row', { name: /Статус/ })).toHaveTextContent(
      /Заблокирована после неудачных входов\s*Блокировка до 2 мар\. 2026 г\., \d\d:30/,
    );
    expect(within(card).getByRole('button', { name: 'Разблокировать' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Закрыть карточку' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    card = await openCard(user, 'Сотрудник 8');
    expect(within(card).getByRole('row', { name: /Статус/ })).toHaveTextContent(
      /Отключена\s*Отключена 20 февр\. 2026 г\., \d\d:00\s*Причина: Уволен/,
    );
    expect(within(card).getByRole('button', { name: 'Включить' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Отключить' })).not.toBeInTheDocument();
  });

  it('asks for a reason before deactivating, and keeps the dialog open with a 409’s reason', async () => {
    const requests = mockAccountsApi((request, url) => {
      if (url.pathname === '/api/v1/accounts/5/deactivate/')
        return {
          status: 409,
          body: {
            detail:
              'Это последний активный администратор: сначала назначьте или включите другого администратора.',
          },
        };
      return standard(request, url);
    });
    const { user } = renderApp('/admin/accounts');
    const card = await openCard(user, 'Сотрудник 5');
    await user.click(within(card).getByRole('button', { name: 'Отключить' }));
    const confirm = await screen.findByRole('dialog', { name: 'Отключить учётную запись?' });
    expect(confirm).toHaveTextContent('«Сотрудник 5» не сможет войти на портал');

    // No reason: said under the field, nothing sent.
    await user.click(within(confirm).getByRole('button', { name: 'Отключить' }));
    const reason = within(confirm).getByRole('textbox', { name: 'Причина отключения' });
    expect(reason).toHaveAccessibleDescription('Укажите причину.');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.type(reason, '  Перевод в другое ведомство ');
    await user.click(within(confirm).getByRole('button', { name: 'Отключить' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Это последний активный администратор: сначала назначьте или включите другого администратора.',
    );
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.url)).toEqual(['/api/v1/accounts/5/deactivate/']);
    expect(posts[0].body).toEqual({ reason: 'Перевод в другое ведомство' });
    expect(screen.getByRole('dialog', { name: 'Отключить учётную запись?' })).toBeInTheDocument();
    expect(screen.queryByText(/отключена$/)).not.toBeInTheDocument();
  });

  it('deactivates: the card shows the new status and reason, and the list and history are asked again', async () => {
    let deactivated = false;
    const off = account(5, {
      ...demoWithMfa,
      status: 'deactivated',
      deactivated_at: '2026-03-03T09:00:00.000Z',
      deactivation_reason: 'Перевод',
    });
    const requests = mockAccountsApi((request, url) => {
      if (url.pathname === '/api/v1/accounts/5/deactivate/') {
        deactivated = true;
        return { status: 200, body: off };
      }
      if (url.pathname === ACCOUNTS_PATH)
        return page([invited, deactivated ? off : demoWithMfa, candidate], 43);
      return standard(request, url);
    });
    const { user } = renderApp('/admin/accounts');
    const card = await openCard(user, 'Сотрудник 5');
    await within(card).findByText('Неверный пароль');
    const listsBefore = listCalls(requests).length;
    const historiesBefore = requests.filter((request) => urlOf(request).pathname === AUDIT_PATH).length;
    await user.click(within(card).getByRole('button', { name: 'Отключить' }));
    const confirm = await screen.findByRole('dialog', { name: 'Отключить учётную запись?' });
    await user.type(within(confirm).getByRole('textbox', { name: 'Причина отключения' }), 'Перевод');
    await user.click(within(confirm).getByRole('button', { name: 'Отключить' }));

    expect(await screen.findByText('Учётная запись «Сотрудник 5» отключена')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Отключить учётную запись?' })).not.toBeInTheDocument(),
    );
    expect(within(card).getByRole('row', { name: /Статус/ })).toHaveTextContent(
      /Отключена.*Причина: Перевод/,
    );
    expect(within(card).getByRole('button', { name: 'Включить' })).toBeInTheDocument();
    await waitFor(() => expect(listCalls(requests).length).toBeGreaterThan(listsBefore));
    await waitFor(() =>
      expect(requests.filter((request) => urlOf(request).pathname === AUDIT_PATH).length).toBeGreaterThan(
        historiesBefore,
      ),
    );
  });

  it('shows a refused role change, resends an invitation and resets 2FA after a confirmation', async () => {
    const requests = mockAccountsApi((request, url) => {
      if (url.pathname === '/api/v1/accounts/5/' && request.method === 'PATCH')
        return { status: 409, body: { detail: 'Нельзя снять с себя роль администратора.' } };
      if (url.pathname === '/api/v1/accounts/5/reset-mfa/')
        return { status: 200, body: { ...demoWithMfa, mfa_enabled: false } };
      if (url.pathname === '/api/v1/accounts/7/resend-invitation/') return { status: 200, body: invited };
      return standard(request, url);
    });
    const { user } = renderApp('/admin/accounts');
    let card = await openCard(user, 'Сотрудник 5');

    const role = within(card).getByRole('combobox', { name: 'Роль сотрудника' });
    await user.click(role);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(role).toHaveValue('Администратор');
    await user.click(within(card).getByRole('button', { name: 'Изменить роль' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Нельзя снять с себя роль администратора.',
    );
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({ role: 'admin' });

    await user.click(within(card).getByRole('button', { name: 'Сбросить 2FA' }));
    const confirm = await screen.findByRole('dialog', { name: 'Сбросить двухфакторную аутентификацию?' });
    expect(requests.some((request) => request.url.endsWith('/reset-mfa/'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Сбросить 2FA' }));
    expect(await screen.findByText('2FA учётной записи «Сотрудник 5» сброшена')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card).queryByRole('button', { name: 'Сбросить 2FA' })).not.toBeInTheDocument(),
    );
    expect(
      within(card).getByRole('row', { name: /Двухфакторная аутентификация Не подключена/ }),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Закрыть карточку' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    card = await openCard(user, 'Нурланова Асель');
    await user.click(within(card).getByRole('button', { name: 'Отправить ссылку заново' }));
    expect(
      await screen.findByText(
        'Новая ссылка для установки пароля отправлена на asel@example.kz; прежняя больше не действует.',
      ),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      '/api/v1/accounts/5/reset-mfa/',
      '/api/v1/accounts/7/resend-invitation/',
    ]);
  });
});

describe('in Kazakh', () => {
  it('shows the list, the badges and the card in Kazakh', async () => {
    localStorage.setItem('lang', 'kk');
    await i18n.changeLanguage('kk');
    mockAccountsApi(standard);
    const { user } = renderApp('/admin/accounts');

    expect(await screen.findByRole('heading', { level: 1, name: 'Есептік жазбалар' })).toBeInTheDocument();
    expect(await screen.findByText('Барлығы: 43')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('Шақырылған');
    expect(rows()[0]).toHaveTextContent('ешқашан');
    expect(rows()[0]).toHaveTextContent('10 қаңтар 2026');
    expect(rows()[2]).toHaveTextContent('Үміткер');
    expect(screen.getByRole('button', { name: 'Есептік жазба құру' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Сотрудник 5' }));
    const card = await screen.findByRole('dialog', { name: 'Сотрудник 5' });
    expect(within(card).getByRole('button', { name: 'Өшіру' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '2FA-ны ысыру' })).toBeInTheDocument();
    const history = within(card).getByRole('region', { name: 'Тарих' });
    expect(await within(history).findByText('Рөл өзгертілді')).toBeInTheDocument();
    expect(history).toHaveTextContent('Рөл: Талдаушы → Қызметкер');
    expect(history).toHaveTextContent('пәрмен жолынан');
    expect(history).toHaveTextContent('жүйе');
    expect(await within(card).findByText('Бұл есептік жазбаға әзірге хат жіберілмеген.')).toBeInTheDocument();
  });
});
