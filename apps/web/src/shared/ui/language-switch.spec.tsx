import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/shared/i18n/i18n';
import { LanguageSwitch } from './language-switch';

afterEach(async () => {
  jest.restoreAllMocks();
  await i18n.changeLanguage('ru');
});

describe('LanguageSwitch', () => {
  it('keeps the language chosen at the click, before its texts have come', async () => {
    await i18n.changeLanguage('ru');
    // The Kazakh texts still on their way: the page has not changed yet.
    const change = jest.spyOn(i18n, 'changeLanguage').mockReturnValue(new Promise(() => {}));
    render(
      <MantineProvider>
        <I18nextProvider i18n={i18n}>
          <LanguageSwitch />
        </I18nextProvider>
      </MantineProvider>,
    );

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Қазақша' }));

    expect(change).toHaveBeenCalledWith('kk');
    expect(screen.getByRole('button', { name: 'Русский' })).toHaveAttribute('aria-pressed', 'true');
    // A reload now comes back in Kazakh.
    expect(localStorage.getItem('lang')).toBe('kk');
    expect(document.cookie).toContain('=kk');
  });
});
