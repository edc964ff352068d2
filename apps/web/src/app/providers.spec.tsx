import { Alert, Modal, Pagination } from '@mantine/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/shared/i18n/i18n';
import { DateField } from '@/shared/ui/date-field';
import { Providers } from './providers';

afterEach(async () => {
  await act(() => i18n.changeLanguage('ru'));
});

describe('the names of Mantine’s icon-only controls (the theme of the interface language)', () => {
  it('names every close «×», clear «×» and page arrow, and follows a language switch', async () => {
    render(
      <Providers>
        <Alert withCloseButton title="Alert" role="alert" />
        <Pagination total={5} withEdges />
        <DateField label="Date" value="2026-03-02" onChange={() => undefined} />
        <Modal opened onClose={() => undefined} title="Dialog" />
      </Providers>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Очистить' })).toBeInTheDocument();
    for (const name of ['Первая страница', 'Предыдущая страница', 'Следующая страница', 'Последняя страница'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();

    await act(() => i18n.changeLanguage('kk'));
    expect(within(dialog).getByRole('button', { name: 'Жабу' })).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Жабу' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Тазалау' })).toBeInTheDocument();
    for (const name of ['Бірінші бет', 'Алдыңғы бет', 'Келесі бет', 'Соңғы бет'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('names the calendar’s arrows and draws no day under 4.5:1 (no neighbouring months, no red weekends)', async () => {
    const user = userEvent.setup();
    render(
      <Providers>
        <DateField label="Date" value="2026-03-02" onChange={() => undefined} />
      </Providers>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Date' }));
    const arrows = () => document.querySelectorAll('.mantine-DateInput-calendarHeaderControl');
    await waitFor(() =>
      expect([...arrows()].map((arrow) => arrow.getAttribute('aria-label'))).toEqual(['Раньше', 'Позже']),
    );
    expect(document.querySelectorAll('[data-outside]:not([data-hidden]), [data-weekend]')).toHaveLength(0);
  });
});
