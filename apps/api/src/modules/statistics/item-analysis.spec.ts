import { kuderRichardson20, questionFlags, rounded } from './item-analysis';

describe('questionFlags', () => {
  it('judges nothing from fewer than five attempts', () => {
    expect(questionFlags({ attempts: 4, facility: 1, discrimination: -0.9 })).toEqual([]);
  });

  it('tells a misleading question from a weak one, at Moodle’s 0.2', () => {
    expect(questionFlags({ attempts: 5, facility: 0.5, discrimination: -0.01 })).toEqual([
      'negative_discrimination',
    ]);
    expect(questionFlags({ attempts: 5, facility: 0.5, discrimination: 0 })).toEqual(['low_discrimination']);
    expect(questionFlags({ attempts: 5, facility: 0.5, discrimination: 0.1999 })).toEqual([
      'low_discrimination',
    ]);
    expect(questionFlags({ attempts: 5, facility: 0.5, discrimination: 0.2 })).toEqual([]);
  });

  it('flags facilities above 95 % and below 5 %, with or without a discrimination', () => {
    expect(questionFlags({ attempts: 40, facility: 0.95, discrimination: 0.3 })).toEqual([]);
    expect(questionFlags({ attempts: 40, facility: 0.975, discrimination: 0.3 })).toEqual(['too_easy']);
    expect(questionFlags({ attempts: 40, facility: 1, discrimination: null })).toEqual(['too_easy']);
    expect(questionFlags({ attempts: 40, facility: 0.05, discrimination: 0.3 })).toEqual([]);
    expect(questionFlags({ attempts: 40, facility: 0.025, discrimination: 0.1 })).toEqual([
      'low_discrimination',
      'too_hard',
    ]);
  });
});

describe('kuderRichardson20', () => {
  it('is k/(k−1) × (1 − Σpq/σ²)', () => {
    // p = 0.5, 0.5, 0.75: Σpq = 0.25 + 0.25 + 0.1875 = 0.6875; σ² = 1.25 → 1.5 × (1 − 0.55) = 0.675.
    expect(kuderRichardson20(4, [0.5, 0.5, 0.75], 1.25)).toBeCloseTo(0.675, 10);
  });

  it('cannot be told from one attempt, one question or scores that never differ', () => {
    expect(kuderRichardson20(1, [1, 0], 0)).toBeNull();
    expect(kuderRichardson20(10, [0.5], 0.25)).toBeNull();
    expect(kuderRichardson20(10, [1, 1, 0], 0)).toBeNull();
  });
});

describe('rounded', () => {
  it('keeps the asked decimals and null', () => {
    expect(rounded(0.61237, 4)).toBe(0.6124);
    expect(rounded(-0.25, 4)).toBe(-0.25);
    expect(rounded(null, 2)).toBeNull();
  });
});
