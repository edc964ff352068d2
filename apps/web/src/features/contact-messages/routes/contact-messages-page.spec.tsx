import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { recordRequests, server, type SentRequest } from '@/testing/http-server';
import { renderApp, storeSession } from '@/testing/render-app';

const ADMIN = {
  id: 1,
  name: 'Сейткали Айгерим',
  username: 'admin',
  first_name: '',
  last_name: '',
  role: 'admin',
};

function message(id: number) {
  return {
    id,
    name: `Посетитель ${id}`,
    email: `visitor${id}@example.kz`,
    message: `Вопрос номер ${id}\nвторая строка`,
    language: id % 2 ? 'kk' : 'ru',
    created_at: '2026-03-02T09:15:00.000Z',
  };
}

function mockApi(count: number): SentRequest[] {
  server.use(
    http.get('/api/v1/users/profile/', () => HttpResponse.json(ADMIN)),
    http.get('/api/v1/contact-messages/', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      const first = count - (page - 1) * 20;
      const ids = Array.from({ length: Math.max(0, Math.min(20, first)) }, (_, i) => first - i);
      return HttpResponse.json({ count, next: null, previous: null, results: ids.map(message) });
    }),
    http.all('/api/v1/*', () => HttpResponse.json({ detail: 'Не найдено.' }, { status: 404 })),
  );
  return recordRequests();
}

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('admin');
});

describe('the admin list of contact messages', () => {
  it('is a section of the admin area and lists the messages newest first, page by page', async () => {
    const requests = mockApi(23);
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('link', { name: 'Сообщения с сайта' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Сообщения с сайта' })).toBeInTheDocument();
    expect(await screen.findByText('Всего сообщений: 23')).toBeInTheDocument();
    const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(20);
    expect(rows()[0]).toHaveTextContent('Посетитель 23');
    expect(within(rows()[0]).getByRole('link', { name: 'visitor23@example.kz' })).toHaveAttribute(
      'href',
      'mailto:visitor23@example.kz',
    );
    expect(rows()[0]).toHaveTextContent('казахский');

    const pages = screen.getByRole('navigation', { name: 'Страницы сообщений' });
    await user.click(within(pages).getByRole('button', { name: '2' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[0]).toHaveTextContent('Посетитель 3');
    expect(requests.map((request) => request.url).filter((url) => url.includes('contact'))).toEqual([
      '/api/v1/contact-messages/?page=1&page_size=20',
      '/api/v1/contact-messages/?page=2&page_size=20',
    ]);
  });

  it('says so when there are no messages', async () => {
    mockApi(0);
    renderApp('/admin/contact-messages');
    expect(await screen.findByText('Сообщений пока нет.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
