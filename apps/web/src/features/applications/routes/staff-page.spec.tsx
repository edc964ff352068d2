import { act, screen, waitFor, within } from '@testing-library/react';
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

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('staff');
});

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('the staff list of applications', () => {
  it('lists the applications with their status, 20 a page by default', async () => {
    const requests = mockApplicationsApi('staff', (_request, url) =>
      url.pathname === '/api/v1/applications/'
        ? page([application(1), application(2, { status: 'rejected', awaiting: null })], 45)
        : undefined,
    );
    renderApp('/staff/applications');

    expect(await screen.findByRole('heading', { level: 1, name: 'Заявки' })).toBeInTheDocument();
    expect(await screen.findByText('Всего заявок: 45')).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    expect(rows()[0]).toHaveTextContent('Заявитель 1');
    expect(rows()[0]).toHaveTextContent('Ожидает');
    expect(rows()[1]).toHaveTextContent('Отклонено');
    expect(urlOf(listCalls(requests)[0]).search).toBe('?page=1&page_size=20');
    const pages = screen.getByRole('navigation', { name: 'Страницы заявок' });
    expect(within(pages).getByRole('button', { name: '3' })).toBeInTheDocument();
  });

  it('sends one request for a search typed quickly, 400 ms after the last key', async () => {
    const requests = mockApplicationsApi('staff', (_request, url) =>
      url.pathname === '/api/v1/applications/' ? page([application(1)]) : undefined,
    );
    const { user } = renderApp('/staff/applications');
    await screen.findByText('Всего заявок: 1');

    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'Ахметова');
    expect(listCalls(requests).filter((request) => urlOf(request).searchParams.has('search'))).toHaveLength(
      0,
    );

    await waitFor(() =>
      expect(listCalls(requests).filter((request) => urlOf(request).searchParams.has('search'))).toHaveLength(
        1,
      ),
    );
    // Nothing more is sent once the debounce has settled.
    await act(() => new Promise((done) => setTimeout(done, 600)));
    const searches = listCalls(requests).filter((request) => urlOf(request).searchParams.has('search'));
    expect(searches.map((request) => urlOf(request).searchParams.get('search'))).toEqual(['Ахметова']);
  });

  it('says "Нет заявок" without filters and "Ничего не найдено" with them', async () => {
    mockApplicationsApi('staff', (_request, url) =>
      url.pathname === '/api/v1/applications/' ? page([]) : undefined,
    );
    const { user } = renderApp('/staff/applications');

    expect(await screen.findByText('Нет заявок')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Предмет' }), 'Хим');
    expect(await screen.findByText('Ничего не найдено')).toBeInTheDocument();
    expect(screen.queryByText('Нет заявок')).not.toBeInTheDocument();
  });

  it('answers a 403 with "Доступ запрещён..." and shows no rows', async () => {
    mockApplicationsApi('staff', (_request, url) =>
      url.pathname === '/api/v1/applications/'
        ? { status: 403, body: { detail: 'У вас недостаточно прав для выполнения данного действия.' } }
        : undefined,
    );
    renderApp('/staff/applications');
    expect(await screen.findByText('Доступ запрещён...')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the staff signing tab', () => {
  it('asks for the signing queue and offers only the decisions the server allows', async () => {
    const requests = mockApplicationsApi('staff', (_request, url) => {
      if (url.pathname === '/api/v1/applications/') return page([application(5)]);
      if (url.pathname === '/api/v1/applications/5/')
        return { status: 200, body: detail(application(5), []) };
      return undefined;
    });
    const { user } = renderApp('/staff/applications');
    await user.click(await screen.findByRole('tab', { name: 'Подписание заявок' }));

    await waitFor(() =>
      expect(
        listCalls(requests).some((request) => urlOf(request).searchParams.get('awaiting') === 'staff'),
      ).toBe(true),
    );
    await user.click(await screen.findByRole('button', { name: 'Подробнее' }));
    const dialog = await screen.findByRole('dialog', { name: 'Заявка № 5' });
    expect(await within(dialog).findByText('Заявка подана')).toBeInTheDocument();
    expect(within(dialog).getByText('Удостоверение личности: Удостоверение.pdf')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Подписать' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Отказать' })).not.toBeInTheDocument();
  });

  it('opens an application from anywhere in its row, by a click or by Enter, but not from its checkbox', async () => {
    mockApplicationsApi('staff', (_request, url) => {
      if (url.pathname === '/api/v1/applications/') return page([application(5)]);
      if (url.pathname === '/api/v1/applications/5/') {
        return { status: 200, body: detail(application(5), ['staff.sign', 'staff.refuse']) };
      }
      return undefined;
    });
    const { user } = renderApp('/staff/applications');
    await user.click(await screen.findByRole('tab', { name: 'Подписание заявок' }));
    const row = await screen.findByTestId('application-5');

    await user.click(within(row).getByRole('checkbox'));
    expect(within(row).getByRole('checkbox')).toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(row).getByText('Заявитель 5'));
    expect(await screen.findByRole('dialog', { name: 'Заявка № 5' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    row.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Заявка № 5' })).toBeInTheDocument();
  });

  it('refuses only with a reason: without one (even with a comment) it says so and sends nothing', async () => {
    const requests = mockApplicationsApi('staff', (request, url) => {
      if (url.pathname === '/api/v1/applications/') return page([application(5)]);
      if (url.pathname === '/api/v1/applications/5/') {
        return { status: 200, body: detail(application(5), ['staff.sign', 'staff.refuse']) };
      }
      if (url.pathname === '/api/v1/applications/5/sign/' && request.method === 'POST') {
        return { status: 200, body: detail(application(5, { status: 'rejected', awaiting: null }), []) };
      }
      return undefined;
    });
    const { user } = renderApp('/staff/applications');
    await user.click(await screen.findByRole('tab', { name: 'Подписание заявок' }));
    await user.click(await screen.findByRole('button', { name: 'Подробнее' }));
    const details = await screen.findByRole('dialog', { name: 'Заявка № 5' });
    expect(await within(details).findByRole('button', { name: 'Подписать' })).toBeInTheDocument();

    await user.click(within(details).getByRole('button', { name: 'Отказать' }));
    const refusal = await screen.findByRole('dialog', { name: 'Отказ по заявке' });
    await user.click(within(refusal).getByRole('button', { name: 'Отказать' }));

    expect(await within(refusal).findByText('Пожалуйста, выберите причину отказа')).toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('/sign/'))).toBe(false);

    await user.type(within(refusal).getByRole('textbox', { name: 'Комментарий' }), 'Нет справки');
    await user.click(within(refusal).getByRole('button', { name: 'Отказать' }));
    const reason = within(refusal).getByRole('combobox', { name: 'Причина отказа' });
    expect(reason).toBeRequired();
    expect(reason).toHaveAccessibleDescription('Пожалуйста, выберите причину отказа');
    expect(requests.some((request) => request.url.includes('/sign/'))).toBe(false);

    // Mantine's options stay hidden in jsdom (no layout); a searchable select is driven by the keyboard.
    await user.click(reason);
    await user.type(reason, 'Неполный');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(within(refusal).getByRole('button', { name: 'Отказать' }));
    await waitFor(() => expect(requests.some((request) => request.url.includes('/sign/'))).toBe(true));
    const sign = requests.find((request) => request.url.includes('/sign/'));
    expect(sign?.body).toEqual({ decision: 'rejected', comment: 'Нет справки', reason_id: 1 });
  });

  it('refuses the selected applications only with a reason: without one it says so under the select', async () => {
    const requests = mockApplicationsApi('staff', (request, url) => {
      if (url.pathname === '/api/v1/applications/') return page([application(5), application(6)]);
      if (url.pathname === '/api/v1/applications/bulk/sign/' && request.method === 'POST') {
        return {
          status: 200,
          body: {
            succeeded: 2,
            failed: 0,
            results: [
              { id: 5, ok: true, status: 200 },
              { id: 6, ok: true, status: 200 },
            ],
          },
        };
      }
      return undefined;
    });
    const { user } = renderApp('/staff/applications');
    await user.click(await screen.findByRole('tab', { name: 'Подписание заявок' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Выбрать все заявки на странице' }));
    const bar = screen.getByRole('region', { name: 'Действия с выбранными заявками' });
    await user.click(within(bar).getByRole('button', { name: 'Отказать выбранным' }));
    const refusal = await screen.findByRole('dialog', { name: 'Отказ по выбранным заявкам (2)' });
    await user.type(within(refusal).getByRole('textbox', { name: 'Комментарий' }), 'Нет справки');
    await user.click(within(refusal).getByRole('button', { name: 'Отказать' }));

    const reason = within(refusal).getByRole('combobox', { name: 'Причина отказа' });
    expect(reason).toBeRequired();
    expect(reason).toHaveAccessibleDescription('Пожалуйста, выберите причину отказа');
    expect(requests.some((request) => request.url.includes('bulk/sign'))).toBe(false);

    await user.click(reason);
    await user.type(reason, 'Неполный');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(reason).not.toHaveAccessibleDescription('Пожалуйста, выберите причину отказа');
    await user.click(within(refusal).getByRole('button', { name: 'Отказать' }));
    expect(await screen.findByText('Одобрено: 2, ошибок: 0')).toBeInTheDocument();
    expect(requests.find((request) => request.url.includes('bulk/sign'))?.body).toEqual({
      decision: 'rejected',
      comment: 'Нет справки',
      reason_id: 1,
      ids: [5, 6],
    });
  });

  it('shows the signing 403 text of the server', async () => {
    mockApplicationsApi('staff', (request, url) => {
      if (url.pathname === '/api/v1/applications/') return page([application(5)]);
      if (url.pathname === '/api/v1/applications/5/') {
        return { status: 200, body: detail(application(5), ['staff.sign', 'staff.refuse']) };
      }
      if (url.pathname === '/api/v1/applications/5/sign/' && request.method === 'POST') {
        return { status: 403, body: { detail: 'Недостаточно прав для подписания.' } };
      }
      return undefined;
    });
    const { user } = renderApp('/staff/applications');
    await user.click(await screen.findByRole('tab', { name: 'Подписание заявок' }));
    await user.click(await screen.findByRole('button', { name: 'Подробнее' }));
    const details = await screen.findByRole('dialog', { name: 'Заявка № 5' });
    await user.click(await within(details).findByRole('button', { name: 'Подписать' }));
    const signing = await screen.findByRole('dialog', { name: 'Подписание заявки' });
    await user.click(within(signing).getByRole('button', { name: 'Подписать' }));
    expect(await within(signing).findByText('Недостаточно прав для подписания.')).toBeInTheDocument();
  });

  it('signs the selected applications in bulk and reports per item', async () => {
    const requests = mockApplicationsApi('staff', (request, url) => {
      if (url.pathname === '/api/v1/applications/') return page([application(5), application(6)]);
      if (url.pathname === '/api/v1/applications/bulk/sign/' && request.method === 'POST') {
        return {
          status: 200,
          body: {
            succeeded: 1,
            failed: 1,
            results: [
              { id: 5, ok: true, status: 200 },
              { id: 6, ok: false, status: 409, detail: 'Заявка уже подписана.' },
            ],
          },
        };
      }
      return undefined;
    });
    const { user } = renderApp('/staff/applications');
    await user.click(await screen.findByRole('tab', { name: 'Подписание заявок' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Выбрать все заявки на странице' }));
    const bar = screen.getByRole('region', { name: 'Действия с выбранными заявками' });
    expect(bar).toHaveTextContent('Выбрано: 2');

    await user.click(within(bar).getByRole('button', { name: 'Подписать выбранные' }));
    const confirm = await screen.findByRole('dialog', { name: 'Подписание заявки' });
    await user.click(within(confirm).getByRole('button', { name: 'Подписать' }));

    expect(await screen.findByText('Одобрено: 1, ошибок: 1')).toBeInTheDocument();
    expect(screen.getByText('Заявка № 6: Заявка уже подписана.')).toBeInTheDocument();
    expect(requests.find((request) => request.url.includes('bulk/sign'))?.body).toEqual({
      decision: 'approved',
      ids: [5, 6],
    });
  });
});

describe('the admin staff section', () => {
  it('is the same screen under /admin/staff', async () => {
    storeSession('admin');
    mockApplicationsApi('admin', (_request, url) =>
      url.pathname === '/api/v1/applications/' ? page([application(1)]) : undefined,
    );
    renderApp('/admin/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Подписание заявок' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Экспорт в Excel' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Пользователи из заявок' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
