import { DEFAULT_THEME } from '@mantine/core';
import { theme } from './theme';

/** WCAG 2.1's contrast ratio of two #rrggbb colours. */
function contrast(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r, g, b2] = rgb.map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const rgb = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
/** `color` at `alpha` over `under`, as Mantine draws a light variant's background. */
const over = (color: number[], alpha: number, under: number[]) =>
  color.map((value, index) => value * alpha + under[index] * (1 - alpha));

const WHITE = [255, 255, 255];
const CARD_GREY = rgb(DEFAULT_THEME.colors.gray[0]);
/** A row tinted with the red light background (a flagged question of the item analysis). */
const RED_ROW = over(rgb(theme.colors?.red?.[9] ?? ''), 0.1, WHITE);

describe('the status colours of badges, alerts and buttons', () => {
  // Badges are 11 px, so normal text: 4.5:1.
  it.each(['green', 'red', 'orange', 'yellow', 'teal', 'lime', 'grape', 'blue', 'cyan', 'violet', 'indigo'])(
    '%s reads at 4.5:1 as light-variant text on white, on grey and on a red row, and under white text',
    (name) => {
      const shade = rgb((theme.colors?.[name] ?? DEFAULT_THEME.colors[name])[9]);
      expect(contrast(shade, over(shade, 0.1, WHITE))).toBeGreaterThanOrEqual(4.5);
      expect(contrast(shade, over(shade, 0.1, CARD_GREY))).toBeGreaterThanOrEqual(4.5);
      expect(contrast(shade, over(shade, 0.1, RED_ROW))).toBeGreaterThanOrEqual(4.5);
      expect(contrast(WHITE, shade)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps Mantine’s lighter shades, so charts and hovers look as before', () => {
    expect(theme.colors?.yellow?.slice(0, 9)).toEqual(DEFAULT_THEME.colors.yellow.slice(0, 9));
  });
});
