import type { MyDataAccessEntryDto } from '@expert-portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { recordRequests, server, type SentRequest } from '@/testing/http-server';
import { renderApp, storeSession } from '@/testing/render-app';

const MINE = '/api/v1/users/me/data-access/';

const PROFILE = {
  id: 12,
  name: 'Касымов Марат',
  first_name: 'Марат',
  last_name: 'Касымов',
  username: '850515400181',
  email: 'marat@example.kz',
  phone: '+77011234567',
  address: null,
  iin: '850515400181',
  iik: null,
  bank: null,
  workplace: 'Школа-лицей № 12, Астана',
  id_number: null,
  image: null,
  role: 'user',
  expertized_date: null,
  education: null,
  mail_language: 'ru',
};

const READS: MyDataAccessEntryDto[] = [
  { id: 60, at: '2026-03-02T09:15:00.000Z', what: 'application_card', actor_role: 'staff' },
  { id: 59, at: '2026-03-01T06:40:00.000Z', what: 'document_download', actor_role: 'deputy' },
  { id: 58, at: '2026-02-27T11:05:00.000Z', what: 'profile', actor_role: 'admin' },
  { id: 57, at: '2026-02-20T04:30:00.000Z', what: 'photo', actor_role: 'admin' },
  { id: 56, at: '2026-02-19T10:00:00.000Z', what: 'document_list', actor_role: 'staff' },
];

/** The person's area with `count` reads of their data (READS on every page), the page's other calls finding nothing. */
function mockApi(role: string, count: number): SentRequest[] {
  server.use(
    http.get('/api/v1/users/profile/', () => HttpResponse.json({ ...PROFILE, role })),
    http.get(MINE, () =>
      HttpResponse.json({ count, next: null, previous: null, results: count ? READS : [] }),
    ),
    http.all('/api/v1/*', () => HttpResponse.json({ detail: 'Не найдено.' }, { status: 404 })),
  );
  return recordRequests();
}

const queries = (requests: SentRequest[]) =>
  requests.filter((request) => request.url.startsWith(MINE)).map((request) => request.url.slice(MINE.length));
const rowsOf = (section: HTMLElement) => within(section).getAllByRole('row').slice(1);

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
});

describe('a person’s cabinet', () => {
  it('lists who read their data by role and date, five at a time, and names nobody', async () => {
    storeSession('user');
    const requests = mockApi('user', 7);
    const { user } = renderApp('/user/profile');

    const section = await screen.findByRole('region', { name: 'Кто просматривал мои данные' });
    expect(
      within(section).getByText(
        'Имена сотрудников не показываются; узнать их можно, обратившись в министерство.',
      ),
    ).toBeInTheDocument();
    expect(await within(section).findByText('Всего просмотров: 7')).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Когда', 'Что', 'Кто (роль)']);
    expect(rowsOf(section).map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^2 мар\. 2026 г\., \d\d:15Карточка заявкиСотрудник$/),
      expect.stringMatching(/^1 мар\. 2026 г\., \d\d:40ДокументЗаместитель директора$/),
      expect.stringMatching(/^27 февр\. 2026 г\., \d\d:05ПрофильАдминистратор$/),
      expect.stringMatching(/^20 февр\. 2026 г\., \d\d:30ФотографияАдминистратор$/),
      expect.stringMatching(/^19 февр\. 2026 г\., \d\d:00Список документовСотрудник$/),
    ]);
    expect(queries(requests)).toEqual(['?page=1&page_size=5']);

    const pages = within(section).getByRole('navigation', { name: 'Страницы списка просмотров' });
    await user.click(within(pages).getByRole('button', { name: '2' }));
    await waitFor(() => expect(queries(requests)).toEqual(['?page=1&page_size=5', '?page=2&page_size=5']));
  });

  it('says so when nobody has read their data', async () => {
    storeSession('expert');
    mockApi('expert', 0);
    renderApp('/user/profile');

    const section = await screen.findByRole('region', { name: 'Кто просматривал мои данные' });
    expect(await within(section).findByText('Пока никто не просматривал ваши данные')).toBeInTheDocument();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
  });

  it('in Kazakh', async () => {
    await i18n.changeLanguage('kk');
    storeSession('user');
    mockApi('user', 7);
    renderApp('/user/profile');

    const section = await screen.findByRole('region', { name: 'Менің деректерімді кім қарады' });
    expect(
      within(section).getByText(
        'Қызметкерлердің аты-жөні көрсетілмейді; оларды министрлікке жүгініп білуге болады.',
      ),
    ).toBeInTheDocument();
    expect(await within(section).findByText('Барлығы 7 рет қаралды')).toBeInTheDocument();
    expect(rowsOf(section)[0]).toHaveTextContent(/^2 наурыз 2026, \d\d:15Өтінім карточкасыҚызметкер$/);
    expect(rowsOf(section)[1]).toHaveTextContent('ҚұжатДиректордың орынбасары');
    expect(rowsOf(section)[3]).toHaveTextContent('ФотосуретӘкімші');
  });

  it('in Kazakh, when nobody has read their data', async () => {
    await i18n.changeLanguage('kk');
    storeSession('user');
    mockApi('user', 0);
    renderApp('/user/profile');

    const section = await screen.findByRole('region', { name: 'Менің деректерімді кім қарады' });
    expect(await within(section).findByText('Әзірге деректеріңізді ешкім қараған жоқ')).toBeInTheDocument();
  });
});

describe('the back office’s account menu', () => {
  it('opens the same list', async () => {
    storeSession('staff');
    mockApi('staff', 7);
    const { user } = renderApp('/staff');

    await user.click(await screen.findByRole('button', { name: 'Учётная запись: Касымов Марат' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Кто просматривал мои данные' }));
    const dialog = await screen.findByRole('dialog', { name: 'Кто просматривал мои данные' });
    expect(await within(dialog).findByText('Всего просмотров: 7')).toBeInTheDocument();
    expect(rowsOf(dialog)[1]).toHaveTextContent('ДокументЗаместитель директора');
    expect(
      within(dialog).getByText(
        'Имена сотрудников не показываются; узнать их можно, обратившись в министерство.',
      ),
    ).toBeInTheDocument();
  });
});
