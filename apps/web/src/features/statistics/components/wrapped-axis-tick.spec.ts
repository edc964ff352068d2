import { wrapWords } from './wrapped-axis-tick';

describe('wrapWords', () => {
  it('packs words into lines of at most the given length', () => {
    expect(wrapWords('История и этнография Казахстана', 20)).toEqual(['История и этнография', 'Казахстана']);
    expect(wrapWords('Подали заявку', 20)).toEqual(['Подали заявку']);
  });

  it('breaks a word longer than a line with a hyphen', () => {
    expect(wrapWords('Психолингвистический тест', 14)).toEqual(['Психолингвист-', 'ический тест']);
  });
});
