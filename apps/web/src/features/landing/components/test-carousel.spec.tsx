import { MantineProvider } from '@mantine/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/shared/i18n/i18n';
import { TestCarousel } from './test-carousel';

function renderCarousel() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <TestCarousel />
      </I18nextProvider>
    </MantineProvider>,
  );
  return user;
}

const carousel = (): HTMLElement => screen.getByRole('region', { name: 'Тесты онлайн-тестирования' });
const slide = (): HTMLElement => within(carousel()).getByRole('group', { name: /^Тест \d из 4$/ });
const shownTest = (): string => within(slide()).getByRole('heading').textContent ?? '';
const wait = (ms: number): void => act(() => void jest.advanceTimersByTime(ms));

beforeEach(async () => {
  jest.useFakeTimers();
  await i18n.changeLanguage('ru');
});
afterEach(() => jest.useRealTimers());

describe('the test carousel', () => {
  it('moves to the next test every 5 s and wraps around after the fourth', () => {
    renderCarousel();
    expect(slide()).toHaveAccessibleName('Тест 1 из 4');
    expect(shownTest()).toBe('Психолингвистический тест');

    wait(4999);
    expect(shownTest()).toBe('Психолингвистический тест');
    wait(1);
    expect(slide()).toHaveAccessibleName('Тест 2 из 4');
    expect(shownTest()).toBe('Вербальный анализ');

    wait(5000);
    expect(shownTest()).toBe('Сопоставление информации');
    wait(5000);
    expect(shownTest()).toBe('История и этнография Казахстана');
    wait(5000);
    expect(shownTest()).toBe('Психолингвистический тест');
  });

  it("shows each test's time, items, format, language and threshold as the spec gives them", async () => {
    const user = renderCarousel();
    const expected = [
      ['Психолингвистический тест', '60 мин.', '15 заданий', 'не ниже 70%'],
      ['Вербальный анализ', '22 мин.', '25 вопросов', 'не ниже 25%'],
      ['Сопоставление информации', '6 мин.', '30 вопросов', 'не ниже 50%'],
      ['История и этнография Казахстана', '15 мин.', '10 вопросов', 'не ниже 70%'],
    ];
    for (const [title, time, items, threshold] of expected) {
      expect(shownTest()).toBe(title);
      const facts = within(slide())
        .getAllByRole('definition')
        .map((value) => value.textContent);
      expect(facts).toEqual([time, items, 'выбор ответа', 'казахский или русский', threshold]);
      await user.click(screen.getByRole('button', { name: 'Следующий тест' }));
    }
  });

  it('holds still while the pointer is over it and moves on after it leaves', async () => {
    const user = renderCarousel();
    await user.hover(slide());
    wait(20_000);
    expect(shownTest()).toBe('Психолингвистический тест');
    expect(carousel()).toHaveAttribute('data-paused', 'true');

    await user.unhover(slide());
    expect(carousel()).toHaveAttribute('data-paused', 'false');
    wait(5000);
    expect(shownTest()).toBe('Вербальный анализ');
  });

  it('holds still while it has keyboard focus, and announces changes only then', () => {
    renderCarousel();
    const live = slide().parentElement as HTMLElement;
    expect(live).toHaveAttribute('aria-live', 'off');

    act(() => screen.getByRole('button', { name: 'Показать тест 3' }).focus());
    wait(20_000);
    expect(shownTest()).toBe('Психолингвистический тест');
    expect(live).toHaveAttribute('aria-live', 'polite');

    act(() => screen.getByRole('button', { name: 'Показать тест 3' }).blur());
    wait(5000);
    expect(shownTest()).toBe('Вербальный анализ');
    expect(live).toHaveAttribute('aria-live', 'off');
  });

  it('goes back, forward and to a chosen test with its controls, wrapping both ways', async () => {
    const user = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Предыдущий тест' }));
    expect(shownTest()).toBe('История и этнография Казахстана');
    await user.click(screen.getByRole('button', { name: 'Следующий тест' }));
    expect(shownTest()).toBe('Психолингвистический тест');

    const dot = screen.getByRole('button', { name: 'Показать тест 3' });
    await user.click(dot);
    expect(shownTest()).toBe('Сопоставление информации');
    expect(dot).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Показать тест 1' })).not.toHaveAttribute('aria-current');
  });

  it('can be stopped and started again by the visitor', async () => {
    const user = renderCarousel();
    // After each click the pointer and the focus leave, so only the stop button holds the carousel.
    const clickAndLeave = async (name: string): Promise<void> => {
      await user.click(screen.getByRole('button', { name }));
      await user.unhover(carousel());
      act(() => (document.activeElement as HTMLElement).blur());
    };

    await clickAndLeave('Остановить автопрокрутку');
    wait(20_000);
    expect(shownTest()).toBe('Психолингвистический тест');

    await clickAndLeave('Включить автопрокрутку');
    wait(5000);
    expect(shownTest()).toBe('Вербальный анализ');
  });

  it('speaks Kazakh after the switch', async () => {
    renderCarousel();
    await act(() => i18n.changeLanguage('kk'));
    const region = screen.getByRole('region', { name: 'Онлайн тестілеудің тесттері' });
    const kkSlide = within(region).getByRole('group', { name: '4 тесттің 1-сі' });
    expect(within(kkSlide).getByRole('heading')).toHaveTextContent('Психолингвистикалық тест');
    expect(within(kkSlide).getByText('60 минут')).toBeInTheDocument();
    expect(within(kkSlide).getByText('кемінде 70%')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Келесі тест' })).toBeInTheDocument();
  });
});
