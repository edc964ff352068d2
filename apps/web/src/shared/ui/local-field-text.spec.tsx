import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/shared/i18n/i18n';
import { localField } from '@/shared/lib/local-title';
import { LocalFieldText } from './local-field-text';

async function renderIn(language: string, ru: string, kk: string | null) {
  await i18n.changeLanguage(language);
  return render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <h3>
          <LocalFieldText ru={ru} kk={kk} />
        </h3>
      </I18nextProvider>
    </MantineProvider>,
  );
}

afterEach(async () => {
  await i18n.changeLanguage('ru');
});

describe('localField', () => {
  it('picks the Kazakh text on Kazakh pages and the Russian one on Russian pages', () => {
    expect(localField('Введение', 'Кіріспе', 'kk')).toEqual({ text: 'Кіріспе', fallback: false });
    expect(localField('Введение', 'Кіріспе', 'kz')).toEqual({ text: 'Кіріспе', fallback: false });
    expect(localField('Введение', 'Кіріспе', 'ru')).toEqual({ text: 'Введение', fallback: false });
  });

  it('falls back to Russian on a Kazakh page, marked, when the Kazakh text is empty or blank', () => {
    expect(localField('Введение', '', 'kk')).toEqual({ text: 'Введение', fallback: true });
    expect(localField('Введение', '  ', 'kk')).toEqual({ text: 'Введение', fallback: true });
    expect(localField('Введение', null, 'kk')).toEqual({ text: 'Введение', fallback: true });
  });

  it('marks nothing when there is nothing to show, and never shows Kazakh on a Russian page', () => {
    expect(localField('', '', 'kk')).toEqual({ text: '', fallback: false });
    expect(localField('', 'Кіріспе', 'ru')).toEqual({ text: '', fallback: false });
  });
});

describe('LocalFieldText', () => {
  it('shows the Kazakh text alone on a Kazakh page', async () => {
    await renderIn('kk', 'Введение', 'Кіріспе');
    expect(screen.getByRole('heading')).toHaveTextContent(/^Кіріспе$/);
    expect(screen.queryByText('орысша')).not.toBeInTheDocument();
  });

  it('shows the Russian text in Russian (lang="ru") with a small «орысша» where the Kazakh one is empty', async () => {
    await renderIn('kk', 'Введение', '');
    expect(screen.getByRole('heading')).toHaveTextContent('Введение орысша');
    expect(screen.getByText('Введение')).toHaveAttribute('lang', 'ru');
    expect(screen.getByText('орысша')).not.toHaveAttribute('lang');
  });

  it('shows the Russian text unmarked on a Russian page', async () => {
    await renderIn('ru', 'Введение', '');
    expect(screen.getByRole('heading')).toHaveTextContent(/^Введение$/);
    expect(screen.queryByText('на русском')).not.toBeInTheDocument();
  });
});
