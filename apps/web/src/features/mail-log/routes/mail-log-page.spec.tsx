import type { MailLogEntryDto } from '@expert-portal/contracts';
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

function entry(id: number): MailLogEntryDto {
  const smtp = id % 2 === 0;
  return {
    id,
    user_id: 100 + id,
    email: `expert${id}@example.kz`,
    subject: `Установите пароль ${id}`,
    body: `Здравствуйте!\nПерейдите по ссылке, чтобы задать пароль (письмо ${id}).`,
    link: `https://portal.example.kz/set-password/token-${id}`,
    kind: 'password_setup',
    language: 'ru',
    sent_via: smtp ? 'smtp' : 'log',
    error: smtp ? null : 'SMTP недоступен',
    created_at: '2026-03-02T09:15:00.000Z',
  };
}

const answerAdmin = () => http.get('/api/v1/users/profile/', () => HttpResponse.json(ADMIN));

function mockApi(count: number, extra: Record<number, Partial<MailLogEntryDto>> = {}): SentRequest[] {
  server.use(
    answerAdmin(),
    http.get('/api/v1/mail-log/', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      const first = count - (page - 1) * 20;
      const ids = Array.from({ length: Math.max(0, Math.min(20, first)) }, (_, i) => first - i);
      const results = ids.map((id) => ({ ...entry(id), ...extra[id] }));
      return HttpResponse.json({ count, next: null, previous: null, results });
    }),
    http.all('/api/v1/*', () => HttpResponse.json({ detail: 'Не найдено.' }, { status: 404 })),
  );
  return recordRequests();
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('admin');
});

describe('the admin mail log', () => {
  it('is a section of the admin area and lists the mails newest first, page by page', async () => {
    const requests = mockApi(23);
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('link', { name: 'Журнал писем' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Журнал писем' })).toBeInTheDocument();
    expect(await screen.findByText('Всего писем: 23')).toBeInTheDocument();
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Отправлено',
      'Получатель',
      'Тема',
      'Вид',
      'Способ отправки',
      'Ошибка',
      'Ссылка',
    ]);
    expect(rows()).toHaveLength(20);

    // 23 went only to the log and failed; 22 went through SMTP.
    expect(rows()[0]).toHaveTextContent('expert23@example.kz');
    expect(rows()[0]).toHaveTextContent('Установите пароль 23');
    expect(rows()[0]).toHaveTextContent('Установка пароля');
    expect(rows()[0]).toHaveTextContent('только в журнале');
    expect(rows()[0]).toHaveTextContent('SMTP недоступен');
    expect(rows()[1]).toHaveTextContent('через SMTP');
    expect(within(rows()[0]).getByRole('link', { name: 'expert23@example.kz' })).toHaveAttribute(
      'href',
      'mailto:expert23@example.kz',
    );

    const pages = screen.getByRole('navigation', { name: 'Страницы журнала писем' });
    await user.click(within(pages).getByRole('button', { name: '2' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[0]).toHaveTextContent('expert3@example.kz');
    expect(requests.map((request) => request.url).filter((url) => url.includes('mail-log'))).toEqual([
      '/api/v1/mail-log/?page=1&page_size=20',
      '/api/v1/mail-log/?page=2&page_size=20',
    ]);
  });

  it('shows the set-password link to open or copy, and the mail text on demand', async () => {
    mockApi(1);
    const { user } = renderApp('/admin/mail-log');
    const link = await screen.findByRole('link', { name: 'Открыть' });
    expect(link).toHaveAttribute('href', 'https://portal.example.kz/set-password/token-1');

    await user.click(screen.getByRole('button', { name: 'Скопировать ссылку' }));
    expect(await screen.findByRole('button', { name: 'Ссылка скопирована' })).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(
      'https://portal.example.kz/set-password/token-1',
    );

    const details = screen.getByText('Текст письма').closest('details');
    expect(details).not.toHaveAttribute('open');
    await user.click(screen.getByText('Текст письма'));
    expect(details).toHaveAttribute('open');
    expect(details).toHaveTextContent('Перейдите по ссылке, чтобы задать пароль (письмо 1).');
  });

  it('shows a dash where a mail has no address, link or error', async () => {
    mockApi(1, { 1: { email: null, link: null, error: null, sent_via: 'log' } });
    renderApp('/admin/mail-log');
    expect(await screen.findByText('Всего писем: 1')).toBeInTheDocument();
    expect(within(rows()[0]).getAllByText('—')).toHaveLength(3);
    expect(within(rows()[0]).queryByRole('button', { name: 'Скопировать ссылку' })).not.toBeInTheDocument();
  });

  it('says so when there are no mails', async () => {
    mockApi(0);
    renderApp('/admin/mail-log');
    expect(await screen.findByText('Писем пока нет.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the server error when the log cannot be read', async () => {
    server.use(
      answerAdmin(),
      http.all('/api/v1/*', () => HttpResponse.json({ detail: 'Недостаточно прав.' }, { status: 403 })),
    );
    renderApp('/admin/mail-log');
    expect(await screen.findByRole('alert')).toHaveTextContent('Недостаточно прав.');
  });
});
