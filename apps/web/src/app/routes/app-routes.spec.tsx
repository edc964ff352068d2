import { act, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router-dom';
import { i18n } from '@/shared/i18n/i18n';
import { server } from '@/testing/http-server';
import { renderApp, storeSession } from '@/testing/render-app';
import { App } from '../app';
import { createQueryClient } from '@/shared/api/query-client';
import { appRoutes } from './app-routes';

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
  role: 'user',
  expertized_date: null,
};

/** The signed-in user's profile; the areas' other calls find nothing, which these tests do not look at. */
function mockProfile(role = 'user'): void {
  server.use(
    http.get('/api/v1/users/profile/', () => HttpResponse.json({ ...PROFILE, role })),
    http.all('/api/v1/*', () => HttpResponse.json({ detail: 'Не найдено.' }, { status: 404 })),
  );
}

async function expectPath(router: ReturnType<typeof renderApp>['router'], path: string): Promise<void> {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}

const sidebarLinks = (): string[] =>
  within(screen.getByRole('navigation', { name: 'Разделы' }))
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
  mockProfile();
});

describe('protected areas', () => {
  it('send a visitor without a session to /login', async () => {
    const { router } = renderApp('/admin/users');
    await expectPath(router, '/login');
  });

  it('send a signed-in user of another role to their own area', async () => {
    storeSession('user');
    const { router } = renderApp('/admin/users');
    await expectPath(router, '/user/profile');
  });

  it('let an admin into every back-office area', async () => {
    storeSession('admin');
    mockProfile('admin');
    const { router } = renderApp('/director');
    await expectPath(router, '/director/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Сводка' })).toBeInTheDocument();
    expect(await screen.findByText('Вы вошли как Нурлан Ахметов (Администратор).')).toBeInTheDocument();
  });

  it('open each area on its default section', async () => {
    storeSession('deputy');
    const { router } = renderApp('/deputy');
    await expectPath(router, '/deputy/approvals');
    expect(sidebarLinks()).toEqual(['Согласование заявок', 'Подписание сертификатов']);
  });
});

describe('the candidate area', () => {
  it('shows a candidate every stage and the real profile fields', async () => {
    storeSession('user');
    renderApp('/user');

    expect(await screen.findByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeInTheDocument();
    expect(await screen.findByText('Добро пожаловать, Нурлан Ахметов!')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /ИИН 900101300123/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Место работы Школа-лицей № 1/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Адрес Не указано/ })).toBeInTheDocument();
    expect(sidebarLinks()).toEqual([
      'Личный кабинет',
      'Сертификат',
      'Тесты',
      'Собеседование',
      'Написание эссе',
      'Теория',
      'Практика',
    ]);
  });

  it('hides tests, interview and essay from direct_enroll and sends them back to /user', async () => {
    storeSession('direct_enroll');
    const { router } = renderApp('/user/tests');

    await expectPath(router, '/user/profile');
    expect(sidebarLinks()).toEqual(['Личный кабинет', 'Сертификат', 'Теория', 'Практика']);
  });

  it('shows an expert only the certificate besides the personal cabinet', async () => {
    storeSession('expert');
    const { router } = renderApp('/user/courses');

    await expectPath(router, '/user/profile');
    expect(sidebarLinks()).toEqual(['Личный кабинет', 'Сертификат']);
  });
});

describe('the area layout', () => {
  it('has header, navigation and main landmarks and the signed-in name', async () => {
    storeSession('staff');
    renderApp('/staff');

    expect(await screen.findByTestId('user-name')).toHaveTextContent('Нурлан Ахметов');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Заявки' })).toHaveAttribute('aria-current', 'page');
  });

  it('switches the language of the whole area', async () => {
    storeSession('staff');
    const { user } = renderApp('/staff/applications');
    await screen.findByTestId('user-name');

    await user.click(screen.getByRole('button', { name: 'Қазақша' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Өтінімдер' })).toBeInTheDocument();
    expect(screen.getByTestId('logout')).toHaveTextContent('Шығу');
    expect(document.documentElement.lang).toBe('kk');
    expect(localStorage.getItem('lang')).toBe('kk');
  });

  it('logs out: clears local storage but the language, and returns to /login', async () => {
    localStorage.setItem('lang', 'kk');
    await i18n.changeLanguage('kk');
    storeSession('admin');
    localStorage.setItem('userId', '3');
    const loggedOut = jest.fn();
    server.use(
      http.post('/token/logout/', ({ request }) => {
        loggedOut(request.headers.get('Authorization'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, router } = renderApp('/admin/users');
    await screen.findByTestId('user-name');

    await user.click(screen.getByTestId('logout'));

    await expectPath(router, '/login');
    expect(loggedOut).toHaveBeenCalledWith(expect.stringMatching(/^Bearer /));
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('lang')).toBe('kk');
    expect(await screen.findByRole('heading', { level: 1, name: 'Жүйеге кіру' })).toBeInTheDocument();
  });

  it('returns to /login with a notice when the server refuses to renew the session', async () => {
    storeSession('admin');
    const expired = () =>
      HttpResponse.json({ detail: 'Токен недействителен или просрочен.' }, { status: 401 });
    server.use(http.all('/api/v1/*', expired), http.post('/token/refresh/', expired));
    const { router } = renderApp('/admin/users');

    await expectPath(router, '/login');
    expect(await screen.findByText('Сессия истекла. Войдите заново.')).toBeInTheDocument();
    expect(localStorage.getItem('access')).toBeNull();
  });
});

describe('public pages', () => {
  it('show the portal and its way in on the home page, in both languages', async () => {
    const { user } = renderApp('/');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Станьте экспертом в сфере образования' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Я уже эксперт — войти' })).toHaveAttribute('href', '/login');

    await user.click(screen.getByRole('button', { name: 'Қазақша' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Білім беру саласының сарапшысы болыңыз' }),
    ).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Сарапшы болу' })[0]).toHaveAttribute(
      'href',
      '/register-expert',
    );
  });

  it('answer an unknown path with a not-found page linking home', async () => {
    const { user, router } = renderApp('/no/such/page');

    expect(screen.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'На главную' }));
    await expectPath(router, '/');
  });

  it('show the certificate check page, naming an identifier the register does not know', async () => {
    renderApp('/certificates/4a1b-77');
    expect(screen.getByRole('heading', { level: 1, name: 'Проверка сертификата' })).toBeInTheDocument();
    expect(
      await screen.findByText(/Сертификата с идентификатором 4a1b-77 нет в реестре/),
    ).toBeInTheDocument();
  });
});

describe('an unknown path inside an area', () => {
  it('shows the not-found page in the area, with its sidebar and header, leading to the area', async () => {
    storeSession('admin');
    mockProfile('admin');
    const { user, router } = renderApp('/admin/nope');

    expect(screen.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(sidebarLinks()).toContain('Реестр экспертов');
    expect(await screen.findByTestId('user-name')).toHaveTextContent('Нурлан Ахметов');
    expect(screen.queryByRole('link', { name: 'Войти' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Стать экспертом' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'На главную' }));
    await expectPath(router, '/admin/users');
  });

  it('stays in the area a user may enter, and sends a visitor to /login', async () => {
    storeSession('user');
    renderApp('/user/no-such-stage');
    expect(screen.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(sidebarLinks()).toContain('Личный кабинет');

    localStorage.clear();
    const { router } = renderApp('/director/nope');
    await expectPath(router, '/login');
  });
});

describe('public pages for someone signed in', () => {
  it('show a certificate with their name, the language switch and the way to their area', async () => {
    storeSession('user');
    renderApp('/certificates/4a1b-77');

    expect(screen.getByRole('heading', { level: 1, name: 'Проверка сертификата' })).toBeInTheDocument();
    expect(await screen.findByTestId('user-name')).toHaveTextContent('Нурлан Ахметов');
    const nav = screen.getByRole('navigation', { name: 'Основная навигация' });
    expect(within(nav).getByRole('link', { name: 'Личный кабинет' })).toHaveAttribute('href', '/user');
    expect(screen.getByRole('group', { name: 'Язык интерфейса' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Войти' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Стать экспертом' })).not.toBeInTheDocument();
  });

  it("lead an admin to the admin's area from the certificates list", async () => {
    storeSession('admin');
    mockProfile('admin');
    renderApp('/certificates');
    expect(await screen.findByTestId('user-name')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Администрирование' })).toHaveAttribute('href', '/admin');
  });

  it('still offer a visitor the login and the application', () => {
    renderApp('/certificates');
    const nav = within(screen.getByRole('navigation', { name: 'Основная навигация' }));
    expect(nav.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
    expect(nav.getByRole('link', { name: 'Стать экспертом' })).toHaveAttribute('href', '/register-expert');
    expect(screen.queryByTestId('user-name')).not.toBeInTheDocument();
  });
});

describe('the document title', () => {
  it("names the page and the portal in the user's language, and follows the switch", async () => {
    const { user } = renderApp('/login');
    await waitFor(() => expect(document.title).toBe('Вход в систему — Портал экспертов'));

    await user.click(screen.getByRole('button', { name: 'Қазақша' }));
    await waitFor(() => expect(document.title).toBe('Жүйеге кіру — Сарапшылар порталы'));
  });

  it("names an area's section and the not-found page", async () => {
    storeSession('admin');
    mockProfile('admin');
    const { router } = renderApp('/admin/users');
    await waitFor(() => expect(document.title).toBe('Реестр экспертов — Портал экспертов'));

    await act(() => router.navigate('/admin/nope'));
    await waitFor(() => expect(document.title).toBe('Страница не найдена — Портал экспертов'));
  });
});

describe('the mark of the page drawn', () => {
  it('names the path once its page is on screen', async () => {
    storeSession('admin');
    mockProfile('admin');
    const { router } = renderApp('/admin/users');
    await waitFor(() => expect(document.documentElement.dataset.page).toBe('/admin/users'));

    await act(() => router.navigate('/admin/nope'));
    await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' });
    expect(document.documentElement.dataset.page).toBe('/admin/nope');
  });
});

describe('the routes the browser gets', () => {
  it('load each screen on first use, showing a loading state until it is there', async () => {
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/login'] });
    render(<App router={router} queryClient={createQueryClient()} />);

    expect(screen.getByRole('status', { name: 'Загрузка страницы…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход в систему' })).toBeInTheDocument();

    await act(() => router.navigate('/no/such/page'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
  });
});
