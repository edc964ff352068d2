import type { ApplicationDto } from '@expert-portal/contracts';
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

const signed = (id: number) =>
  application(id, {
    awaiting: 'deputy',
    signed_by_staff: true,
    staff_signed: true,
    signed_by_staff_at: '2026-03-03T10:00:00.000Z',
  });

type User = ReturnType<typeof renderApp>['user'];

// Mantine's options stay hidden in jsdom (no layout); a searchable select is driven by the keyboard.
async function choose(user: User, select: HTMLElement, text: string): Promise<void> {
  await user.click(select);
  await user.type(select, text);
  await user.keyboard('{ArrowDown}{Enter}');
}

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('deputy');
});

describe('the deputy approvals', () => {
  it('has a back button that stays in the signed-in areas: to the page before, never out of them', async () => {
    mockApplicationsApi('deputy', (_request, url) =>
      url.pathname === '/api/v1/applications/' ? page([signed(8)]) : undefined,
    );
    // Come from the public pages (as right after signing in), nothing of the area is behind, and the area's
    // home has nowhere to go back to.
    const { user, router } = renderApp('/');
    await act(() => router.navigate('/deputy'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deputy/approvals'));
    expect(await screen.findByRole('button', { name: 'Назад' }, { timeout: 10_000 })).toBeDisabled();

    await act(() => router.navigate('/deputy/cert-approvals'));
    await act(() => router.navigate('/deputy/approvals'));
    await user.click(await screen.findByRole('button', { name: 'Назад' }, { timeout: 10_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deputy/cert-approvals'));
  });

  it('approves with the chosen role, and the approved application leaves the queue', async () => {
    let queue: ApplicationDto[] = [signed(8), signed(9)];
    const requests = mockApplicationsApi('deputy', (request, url) => {
      if (url.pathname === '/api/v1/applications/') return page(queue);
      if (url.pathname === '/api/v1/applications/8/') {
        return { status: 200, body: detail(signed(8), ['deputy.approve', 'deputy.reject']) };
      }
      if (url.pathname === '/api/v1/applications/8/approve/' && request.method === 'POST') {
        queue = queue.filter((item) => item.id !== 8);
        return { status: 200, body: detail({ ...signed(8), status: 'signed', awaiting: null }, []) };
      }
      return undefined;
    });
    const { user } = renderApp('/deputy/approvals');

    expect(await screen.findByRole('heading', { level: 1, name: 'Согласование заявок' })).toBeInTheDocument();
    await screen.findByText('Заявитель 8');
    expect(urlOf(listCalls(requests)[0]).searchParams.get('awaiting')).toBe('deputy');

    const row = screen.getByTestId('application-8');
    await user.click(within(row).getByRole('button', { name: 'Подробнее' }));
    const details = await screen.findByRole('dialog', { name: 'Заявка № 8' });
    await user.click(await within(details).findByRole('button', { name: 'Одобрить' }));
    const approval = await screen.findByRole('dialog', { name: 'Одобрение заявки' });
    expect(within(approval).getByRole('radio', { name: 'Кандидат' })).toBeChecked();
    await user.click(within(approval).getByRole('radio', { name: 'Прямое зачисление' }));
    await user.click(within(approval).getByRole('button', { name: 'Одобрить' }));

    await waitFor(() => expect(screen.queryByText('Заявитель 8')).not.toBeInTheDocument());
    expect(screen.getByText('Заявитель 9')).toBeInTheDocument();
    expect(requests.find((request) => request.url.endsWith('/8/approve/'))?.body).toEqual({
      role: 'direct_enroll',
    });
    expect(await screen.findByText('Заявка одобрена')).toBeInTheDocument();
  });

  it('requires a reason to reject one application', async () => {
    const requests = mockApplicationsApi('deputy', (_request, url) => {
      if (url.pathname === '/api/v1/applications/') return page([signed(8)]);
      if (url.pathname === '/api/v1/applications/8/') {
        return { status: 200, body: detail(signed(8), ['deputy.approve', 'deputy.reject']) };
      }
      return undefined;
    });
    const { user } = renderApp('/deputy/approvals');
    await user.click(await screen.findByRole('button', { name: 'Подробнее' }));
    const details = await screen.findByRole('dialog', { name: 'Заявка № 8' });
    await user.click(await within(details).findByRole('button', { name: 'Отклонить' }));
    const rejection = await screen.findByRole('dialog', { name: 'Отклонение заявки' });
    await user.type(within(rejection).getByRole('textbox', { name: 'Комментарий' }), 'Без причины');
    await user.click(within(rejection).getByRole('button', { name: 'Отклонить' }));

    expect(await within(rejection).findByText('Пожалуйста, выберите причину отказа')).toBeInTheDocument();
    // Under the select, as its description; not a general alert.
    const reason = within(rejection).getByRole('combobox', { name: 'Причина отказа' });
    expect(reason).toBeRequired();
    expect(reason).toHaveAccessibleDescription('Пожалуйста, выберите причину отказа');
    expect(within(rejection).queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('/reject/'))).toBe(false);
  });

  it('names how many selected applications lack a reason in a bulk reject, then sends a reason per item', async () => {
    const requests = mockApplicationsApi('deputy', (request, url) => {
      if (url.pathname === '/api/v1/applications/') return page([signed(8), signed(9)]);
      if (url.pathname === '/api/v1/applications/bulk/reject/' && request.method === 'POST') {
        return {
          status: 200,
          body: {
            succeeded: 2,
            failed: 0,
            results: [
              { id: 8, ok: true, status: 200 },
              { id: 9, ok: true, status: 200 },
            ],
          },
        };
      }
      return undefined;
    });
    const { user } = renderApp('/deputy/approvals');
    await user.click(await screen.findByRole('checkbox', { name: 'Выбрать все заявки на странице' }));
    await user.click(screen.getByRole('button', { name: 'Отклонить выбранные' }));
    const rejection = await screen.findByRole('dialog', { name: 'Отклонение выбранных заявок (2)' });
    await user.click(within(rejection).getByRole('button', { name: 'Отклонить' }));
    expect(
      await within(rejection).findByText('У 2 выбранных заявок нет причины отказа.'),
    ).toBeInTheDocument();
    for (const name of ['Заявитель 8', 'Заявитель 9']) {
      const item = within(rejection).getByRole('combobox', { name });
      expect(item).toBeRequired();
      expect(item).toHaveAccessibleDescription('Пожалуйста, выберите причину отказа');
    }
    expect(
      within(rejection).getByRole('combobox', { name: 'Причина для всех выбранных' }),
    ).not.toBeRequired();
    expect(requests.some((request) => request.url.includes('bulk/reject'))).toBe(false);

    await choose(
      user,
      within(rejection).getByRole('combobox', { name: 'Заявитель 9' }),
      'Несоответствие требованиям',
    );
    await user.click(within(rejection).getByRole('button', { name: 'Отклонить' }));
    expect(
      await within(rejection).findByText('У 1 выбранной заявки нет причины отказа.'),
    ).toBeInTheDocument();
    expect(within(rejection).getByRole('combobox', { name: 'Заявитель 9' })).not.toHaveAccessibleDescription(
      'Пожалуйста, выберите причину отказа',
    );
    expect(requests.some((request) => request.url.includes('bulk/reject'))).toBe(false);

    await choose(
      user,
      within(rejection).getByRole('combobox', { name: 'Причина для всех выбранных' }),
      'Неполный пакет',
    );
    await user.click(within(rejection).getByRole('button', { name: 'Отклонить' }));

    expect(await screen.findByText('Одобрено: 2, ошибок: 0')).toBeInTheDocument();
    expect(requests.find((request) => request.url.includes('bulk/reject'))?.body).toEqual({
      items: [
        { id: 8, reason_id: 1 },
        { id: 9, reason_id: 1 },
      ],
    });
  });

  it('approves the selected applications in bulk with one role', async () => {
    const requests = mockApplicationsApi('deputy', (request, url) => {
      if (url.pathname === '/api/v1/applications/') return page([signed(8), signed(9)]);
      if (url.pathname === '/api/v1/applications/bulk/approve/' && request.method === 'POST') {
        return {
          status: 200,
          body: {
            succeeded: 1,
            failed: 1,
            results: [
              { id: 8, ok: true, status: 200 },
              { id: 9, ok: false, status: 409, detail: 'Заявка уже рассмотрена.' },
            ],
          },
        };
      }
      return undefined;
    });
    const { user } = renderApp('/deputy/approvals');
    await user.click(await screen.findByRole('checkbox', { name: 'Выбрать заявку: Заявитель 8' }));
    await user.click(screen.getByRole('checkbox', { name: 'Выбрать заявку: Заявитель 9' }));
    await user.click(screen.getByRole('button', { name: 'Одобрить выбранные' }));
    const approval = await screen.findByRole('dialog', { name: 'Одобрение выбранных заявок (2)' });
    await user.click(within(approval).getByRole('button', { name: 'Одобрить' }));

    expect(await screen.findByText('Одобрено: 1, ошибок: 1')).toBeInTheDocument();
    expect(requests.find((request) => request.url.includes('bulk/approve'))?.body).toEqual({
      ids: [8, 9],
      role: 'user',
    });
  });
});
