import { screen, waitFor, within } from '@testing-library/react';
import { resources } from '@/shared/i18n/resources';
import { i18n } from '@/shared/i18n/i18n';
import { renderApp } from '@/testing/render-app';

type Language = keyof typeof resources;

// The landing's own texts; the language switch names each language in itself, so it stays out of this.
function landingTexts(language: Language): string[] {
  const { home, instruction, common } = resources[language];
  return [...Object.values(home), ...Object.values(instruction), common['app.name'], common['app.tagline']];
}

// The fixed parts of each text (interpolated values cut out), long enough to mean something.
function fragments(language: Language): string[] {
  return landingTexts(language)
    .flatMap((text) => text.split(/\{\{\w+\}\}/))
    .map((part) => part.trim())
    .filter((part) => part.length >= 4);
}

// What a visitor can read or hear: the text, and the names given to controls and regions.
function pageTexts(): string {
  const named = [...document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap(
    (element) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [document.body.textContent ?? '', ...named].join('\n');
}

/** Texts of `from` still on the page, leaving out those that are also part of a text of `to`. */
function leftovers(from: Language, to: Language): string[] {
  const page = pageTexts();
  const own = fragments(to);
  return fragments(from).filter((part) => page.includes(part) && !own.some((text) => text.includes(part)));
}

/** The landing page once the parts it loads on their own (the carousel, the contact form) are there. */
async function openLanding(): Promise<ReturnType<typeof renderApp>> {
  const view = renderApp('/');
  await screen.findByRole('region', { name: 'Тесты онлайн-тестирования' });
  await screen.findByRole('form', { name: 'Форма обратной связи' });
  return view;
}

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
});
afterEach(() => jest.restoreAllMocks());

describe('the landing page', () => {
  it('has header, main and footer landmarks and a named section for every part of the spec', async () => {
    await openLanding();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Станьте экспертом в сфере образования' }),
    ).toBeVisible();

    const sections = screen
      .getAllByRole('region')
      .map((region) => [region.id, region.getAttribute('aria-labelledby')]);
    expect(sections.map(([id]) => id)).toEqual(
      expect.arrayContaining([
        'home',
        'courses',
        'algorithm',
        'tests',
        'essay',
        'interview',
        'map',
        'contact',
      ]),
    );
    for (const [id, labelledBy] of sections.filter(([id]) => id)) {
      expect(document.getElementById(labelledBy ?? '')).toHaveTextContent(/.+/);
      expect(labelledBy).toBe(`${id}-title`);
    }
  });

  it('leads from the header to every section, the instruction and the ways in', async () => {
    const { user } = renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Разделы главной страницы' });
    expect(within(nav).getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '#home');
    expect(within(nav).getByRole('link', { name: 'Курсы' })).toHaveAttribute('href', '#courses');

    await user.click(within(nav).getByRole('button', { name: 'Разделы' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Алгоритм отбора', '#algorithm'],
      ['Тесты', '#tests'],
      ['Эссе', '#essay'],
      ['Собеседование', '#interview'],
      ['Контакты', '#contact'],
    ]);
    for (const item of items)
      expect(document.querySelector(item.getAttribute('href') ?? '')).toBeInTheDocument();

    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Я уже эксперт' })).toHaveAttribute('href', '/login');
    expect(within(banner).getByRole('link', { name: 'Стать экспертом' })).toHaveAttribute(
      'href',
      '/register-expert',
    );
    expect(within(banner).getByRole('button', { name: 'Открыть меню' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens the phone menu with the same anchors and ways in', async () => {
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Открыть меню' }));
    const drawer = await screen.findByRole('dialog', { name: 'Меню' });
    const links = within(drawer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '#home',
      '#courses',
      '#algorithm',
      '#tests',
      '#essay',
      '#interview',
      '#contact',
      '/login',
      '/register-expert',
    ]);
    await user.click(within(drawer).getByRole('button', { name: 'Инструкция' }));
    expect(await screen.findByRole('dialog', { name: 'Инструкция для кандидата' })).toBeInTheDocument();
  });

  it('has the six-step walkthrough, three test cards, five essay requirements and six interview cards', async () => {
    await openLanding();
    const section = (name: string): HTMLElement => screen.getByRole('region', { name });
    const steps = within(section('Алгоритм отбора')).getAllByRole('listitem');
    expect(steps).toHaveLength(6);
    expect(within(steps[1]).getByRole('region', { name: 'Тесты онлайн-тестирования' })).toBeInTheDocument();

    expect(within(section('Как проходят тесты')).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const essay = section('Требования к эссе');
    expect(within(essay).getAllByRole('listitem')).toHaveLength(5);
    expect(essay).toHaveTextContent('Объём — не более 350 слов. Эссе оценивается по 5-балльной шкале');
    expect(within(section('Собеседование')).getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });

  it('gives the address with a link out to a map, and the support phone, WhatsApp and email', async () => {
    await openLanding();
    const map = screen.getByRole('region', { name: 'Как нас найти' });
    expect(map).toHaveTextContent('010000, г. Астана, пр. Мәңгілік Ел, 8');
    const mapLink = within(map).getByRole('link', { name: /Открыть на карте/ });
    expect(mapLink).toHaveAttribute('href', expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\//));
    expect(mapLink).toHaveAttribute('target', '_blank');
    expect(map.querySelector('iframe')).toBeNull();

    const contact = screen.getByRole('region', { name: 'Связаться с нами' });
    expect(within(contact).getByRole('link', { name: /^\+7/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    expect(within(contact).getByRole('link', { name: 'Написать в WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\//),
    );
    expect(within(contact).getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('010000, г. Астана, пр. Мәңгілік Ел, 8');
    expect(within(footer).getAllByRole('link')).toHaveLength(4);
  });

  it('changes every text to Kazakh with the switch and back to Russian, the instruction too', async () => {
    const { user } = renderApp('/');
    const banner = screen.getByRole('banner');
    // The instruction's texts count only while it is open.
    const withInstruction = async (tab: string, check: () => void): Promise<void> => {
      await user.click(within(banner).getByRole('button', { name: tab }));
      await screen.findByRole('dialog');
      check();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    };

    await withInstruction('Инструкция', () => expect(leftovers('kk', 'ru')).toEqual([]));

    await user.click(within(banner).getByRole('button', { name: 'Қазақша' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Білім беру саласының сарапшысы болыңыз' }),
    ).toBeVisible();
    expect(leftovers('ru', 'kk')).toEqual([]);
    await withInstruction('Нұсқаулық', () => expect(leftovers('ru', 'kk')).toEqual([]));

    await user.click(within(banner).getByRole('button', { name: 'Русский' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Станьте экспертом в сфере образования' }),
    ).toBeVisible();
    expect(leftovers('kk', 'ru')).toEqual([]);
  });
});

describe('the instruction modal', () => {
  const video = (): HTMLVideoElement => screen.getByLabelText<HTMLVideoElement>('Видеоинструкция');

  it('shows the Russian text, video and PDF, and closes on Escape', async () => {
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Инструкция' }));
    const dialog = await screen.findByRole('dialog', { name: 'Инструкция для кандидата' });

    expect(within(dialog).getAllByRole('listitem')).toHaveLength(6);
    expect(video()).toHaveAttribute('src', '/video/instruction_ru.mp4');
    expect(video().muted).toBe(true);
    expect(video().autoplay).toBe(true);
    expect(within(dialog).getByRole('link', { name: 'Скачать инструкцию (PDF)' })).toHaveAttribute(
      'href',
      '/docs/instruction_ru.pdf',
    );

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('restarts the video from the beginning on every opening, and closes with its button', async () => {
    const play = jest.mocked(HTMLMediaElement.prototype.play);
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Как подать заявку: инструкция' }));
    await screen.findByRole('dialog');
    expect(play).toHaveBeenCalledTimes(1);
    video().currentTime = 12;

    await user.click(screen.getByRole('button', { name: 'Закрыть инструкцию' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Инструкция' }));
    await screen.findByRole('dialog');
    expect(video().currentTime).toBe(0);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('gives the Kazakh video and PDF in Kazakh', async () => {
    await i18n.changeLanguage('kk');
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Нұсқаулық' }));
    const dialog = await screen.findByRole('dialog', { name: 'Үміткерге арналған нұсқаулық' });
    expect(within(dialog).getByLabelText('Бейненұсқаулық')).toHaveAttribute(
      'src',
      '/video/instruction_kz.mp4',
    );
    expect(within(dialog).getByRole('link', { name: 'Нұсқаулықты жүктеп алу (PDF)' })).toHaveAttribute(
      'href',
      '/docs/instruction_kk.pdf',
    );
  });
});
