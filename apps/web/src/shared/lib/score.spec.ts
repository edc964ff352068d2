import { formatScore } from './score';

describe('formatScore', () => {
  it('rounds to the nearest hundredth, without trailing zeros', () => {
    expect(formatScore(66.67)).toBe('66,67');
    expect(formatScore(200 / 3)).toBe('66,67');
    expect(formatScore(160 / 3)).toBe('53,33');
    expect(formatScore(64.99)).toBe('64,99');
    expect(formatScore(70)).toBe('70');
    expect(formatScore(72.5)).toBe('72,5');
    expect(formatScore(0)).toBe('0');
  });
});
