import { screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@/shared/i18n/i18n';
import { renderApp, storeSession } from '@/testing/render-app';
import {
  application,
  detail,
  listCalls,
  mockApplicationsApi,
  page,
  urlOf,
} from '../testing/application-fixtures';

const COUNTS: Record<string, number> = { waiting: 12, signed: 7, rejected: 3 };
const FUNNEL = {
  from: null,
  to: null,
  generated_at: '2026-11-26T09:30:00.000Z',
  steps: [
    { key: 'practice_passed', count: 11, direct_enroll: 4 },
    { key: 'certified', count: 9, direct_enroll: 3 },
  ],
};

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('director');
});

describe('the director', () => {
  it('sees a card per status counted by the server, the people certified and the orders awaiting them', async () => {
    const requests = mockApplicationsApi('director', (_request, url) => {
      if (url.pathname === '/api/v1/certificate-issuances/') return page([], 4);
      if (url.pathname === '/api/v1/statistics/funnel/') return { status: 200, body: FUNNEL };
      if (url.pathname !== '/api/v1/applications/') return undefined;
      const status = url.searchParams.get('status') ?? '';
      return page([], COUNTS[status]);
    });
    renderApp('/director/dashboard');

    const card = (name: string) => screen.getByRole('group', { name });
    await waitFor(() => expect(card('Ожидают решения')).toHaveTextContent('12'));
    expect(card('Подписано')).toHaveTextContent('7');
    expect(card('Отклонено')).toHaveTextContent('3');
    // The certified step of the admins' funnel over every application, and the orders awaiting the director.
    await waitFor(() => expect(screen.getByTestId('count-certificates')).toHaveTextContent('9'));
    expect(card('Выдачи сертификатов')).toHaveTextContent('Получили сертификат (по всем заявкам)');
    await waitFor(() =>
      expect(card('Выдачи сертификатов')).toHaveTextContent('Приказов ждут вашего утверждения: 4'),
    );
    expect(
      requests
        .filter((request) => urlOf(request).pathname === '/api/v1/statistics/funnel/')
        .map((r) => urlOf(r).search),
    ).toEqual(['']);
    const counted = requests.filter(
      (request) => urlOf(request).pathname === '/api/v1/certificate-issuances/',
    );
    expect(counted.map((request) => urlOf(request).search)).toEqual(['?awaiting=director&page_size=1']);
    expect(
      listCalls(requests)
        .map((request) => urlOf(request).search)
        .sort(),
    ).toEqual([
      '?status=rejected&page_size=10',
      '?status=signed&page_size=10',
      '?status=waiting&page_size=10',
    ]);
  });

  it('browses applications by status tab, 10 a page, with the detail and no decisions', async () => {
    const rejected = application(4, {
      status: 'rejected',
      awaiting: null,
      rejected_by: 'staff',
      rejected_at: '2026-03-04T10:00:00.000Z',
      rejection_reason: { id: 1, description: 'Неполный пакет документов' },
    });
    const requests = mockApplicationsApi('director', (_request, url) => {
      if (url.pathname === '/api/v1/applications/') {
        return url.searchParams.get('status') === 'rejected' ? page([rejected], 25) : page([application(1)]);
      }
      if (url.pathname === '/api/v1/applications/4/') return { status: 200, body: detail(rejected, []) };
      return undefined;
    });
    const { user } = renderApp('/director/applications');

    await screen.findByText('Заявитель 1');
    expect(urlOf(listCalls(requests)[0]).search).toBe('?status=waiting&page=1&page_size=10');
    await user.click(screen.getByRole('tab', { name: 'Отклонено' }));
    await screen.findByText('Заявитель 4');
    expect(urlOf(listCalls(requests).at(-1)!).search).toBe('?status=rejected&page=1&page_size=10');
    const pages = screen.getByRole('navigation', { name: 'Страницы заявок' });
    expect(within(pages).getByRole('button', { name: '3' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Заявок на странице' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Подробнее' }));
    const details = await screen.findByRole('dialog', { name: 'Заявка № 4' });
    expect(await within(details).findByText('Неполный пакет документов')).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Одобрить' })).not.toBeInTheDocument();
  });
});
