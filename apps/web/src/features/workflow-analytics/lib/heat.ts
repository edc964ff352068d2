/** How a heat level is drawn: its fill, and a text colour readable on it (WCAG AA, 4.5:1 or more). */
export interface HeatColor {
  background: string;
  text: string;
  border: string;
}

/**
 * A sequential scale from no instances (white) through yellow and orange to red, Mantine's palette shades;
 * dark text up to the orange, white on the red.
 */
export const HEAT_COLORS: readonly HeatColor[] = [
  { background: '#ffffff', text: '#212529', border: '#adb5bd' },
  { background: '#fff3bf', text: '#212529', border: '#fab005' },
  { background: '#ffd8a8', text: '#212529', border: '#fd7e14' },
  { background: '#ffa94d', text: '#212529', border: '#e8590c' },
  { background: '#f76707', text: '#212529', border: '#d9480f' },
  { background: '#c92a2a', text: '#ffffff', border: '#862e2e' },
];

const LEVELS = HEAT_COLORS.length - 1;

/** 0 for an empty state, else 1 (a few) to 5 (the most of any state), in equal steps of the largest count. */
export function heatLevel(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.min(LEVELS, Math.max(1, Math.ceil((LEVELS * count) / max)));
}

/** A level of the legend: the counts it stands for. */
export interface HeatStep {
  level: number;
  from: number;
  to: number;
}

/** The legend of the scale for a largest count: the levels some count falls in, each with its range. */
export function heatLegend(max: number): HeatStep[] {
  const steps: HeatStep[] = [{ level: 0, from: 0, to: 0 }];
  for (let level = 1; level <= LEVELS && max > 0; level += 1) {
    const from = Math.floor(((level - 1) * max) / LEVELS) + 1;
    const to = Math.floor((level * max) / LEVELS);
    if (from <= to) steps.push({ level, from, to });
  }
  return steps;
}
