import { hasValidIinCheckDigit, isKzIbanShape, isValidKzIban, normalizeIik } from './kz-identifiers';

describe('IIN check digit', () => {
  it.each([
    // first pass: 9·1+1·3+1·6+… = 8 mod 11
    ['900101000008', 'the first pass gives the check digit'],
    // the first pass gives 10, the second (weights 3–11, 1, 2) gives 6
    ['900101000906', 'the first pass gives 10 and the second pass gives the check digit'],
  ])('accepts %s: %s', (iin) => {
    expect(hasValidIinCheckDigit(iin)).toBe(true);
  });

  it.each([
    ['900101000007', 'a wrong check digit'],
    ['900101000900', 'a first-pass result of 10 must not be taken as the digit 0'],
    ['900101000901', 'a wrong digit where the second pass decides'],
    ['900101000920', 'both passes give 10: no IIN has these eleven digits'],
    ['900101000929', 'both passes give 10, whatever the last digit'],
    ['90010100000', 'eleven digits'],
    ['9001010000080', 'thirteen digits'],
    ['90010100000a', 'a letter'],
    ['', 'empty'],
  ])('refuses %s: %s', (iin) => {
    expect(hasValidIinCheckDigit(iin)).toBe(false);
  });
});

describe('IIK as a Kazakhstan IBAN', () => {
  it.each([
    ['KZ86125KZT5004100100', 'the spec example'],
    ['KZ18722S000012345678', 'another bank code'],
    ['kz86 125k zt50 0410 0100', 'lower case with spaces, once normalised'],
  ])('accepts %s (%s)', (iik) => {
    expect(isKzIbanShape(iik)).toBe(true);
    expect(isValidKzIban(iik)).toBe(true);
  });

  it('normalises by removing spaces and upper-casing', () => {
    expect(normalizeIik(' kz86 125k zt50\t0410 0100 ')).toBe('KZ86125KZT5004100100');
  });

  it.each([
    ['KZ87125KZT5004100100', 'wrong check digits'],
    ['KZ86125KZT5004100101', 'a changed account digit'],
    ['KZ86215KZT5004100100', 'two swapped digits'],
  ])('refuses %s: %s, though the shape is right', (iik) => {
    expect(isKzIbanShape(iik)).toBe(true);
    expect(isValidKzIban(iik)).toBe(false);
  });

  it.each([
    ['DE89370400440532013000', 'a valid German IBAN: wrong country'],
    ['RU86125KZT5004100100', 'wrong country code'],
    ['KZ86125KZT500410010', 'nineteen characters'],
    ['KZ86125KZT50041001000', 'twenty-one characters'],
    ['KZ86125KZT50041001-0', 'a sign that is not a letter or digit'],
    ['', 'empty'],
  ])('refuses %s: %s', (iik) => {
    expect(isKzIbanShape(iik)).toBe(false);
    expect(isValidKzIban(iik)).toBe(false);
  });

  it('refuses letters in the check digits', () => {
    expect(isKzIbanShape('KZAB125KZT5004100100')).toBe(true);
    expect(isValidKzIban('KZAB125KZT5004100100')).toBe(false);
  });
});
