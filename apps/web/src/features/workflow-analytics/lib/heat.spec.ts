import { HEAT_COLORS, heatLegend, heatLevel } from './heat';

it('grades a count by its share of the fullest state, none apart', () => {
  expect([0, 1, 2, 3, 5, 8, 10].map((count) => heatLevel(count, 10))).toEqual([0, 1, 1, 2, 3, 4, 5]);
  expect(heatLevel(3, 0)).toBe(0);
  expect(heatLevel(1, 1)).toBe(5);
});

it('gives each level of the legend the counts it stands for, leaving out the levels no count reaches', () => {
  expect(heatLegend(10)).toEqual([
    { level: 0, from: 0, to: 0 },
    { level: 1, from: 1, to: 2 },
    { level: 2, from: 3, to: 4 },
    { level: 3, from: 5, to: 6 },
    { level: 4, from: 7, to: 8 },
    { level: 5, from: 9, to: 10 },
  ]);
  expect(heatLegend(2)).toEqual([
    { level: 0, from: 0, to: 0 },
    { level: 3, from: 1, to: 1 },
    { level: 5, from: 2, to: 2 },
  ]);
  expect(heatLegend(0)).toEqual([{ level: 0, from: 0, to: 0 }]);
  for (const step of heatLegend(37)) {
    expect(heatLevel(step.from, 37)).toBe(step.level);
    expect(heatLevel(step.to, 37)).toBe(step.level);
  }
});

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

it('writes on every heat colour in a colour readable on it', () => {
  for (const color of HEAT_COLORS) expect(contrast(color.background, color.text)).toBeGreaterThanOrEqual(4.5);
});
