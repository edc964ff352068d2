/**
 * Kazakhstan's personal and bank identifiers: the IIN's check digit and the IIK as an IBAN.
 */

const FIRST_PASS_WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const SECOND_PASS_WEIGHTS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2];

const weightedMod11 = (digits: number[], weights: number[]) =>
  weights.reduce((sum, weight, index) => sum + weight * (digits[index] as number), 0) % 11;

/**
 * True if a 12-digit IIN carries its check digit: the first eleven digits weighted 1–11 mod 11, or, when
 * that gives 10, weighted 3–11, 1, 2; a second 10 means no valid IIN has these digits.
 */
export function hasValidIinCheckDigit(iin: string): boolean {
  if (!/^\d{12}$/.test(iin)) return false;
  const digits = [...iin].map(Number);
  let check = weightedMod11(digits, FIRST_PASS_WEIGHTS);
  if (check === 10) check = weightedMod11(digits, SECOND_PASS_WEIGHTS);
  return check !== 10 && check === digits[11];
}

/** An IIK as typed (spaces, lower case) in the form it is checked and stored: upper case, no spaces. */
export function normalizeIik(iik: string): string {
  return iik.replace(/\s+/g, '').toUpperCase();
}

/** True if the text (after normalizeIik) is KZ and 18 letters or digits. */
export function isKzIbanShape(iik: string): boolean {
  return /^KZ[0-9A-Z]{18}$/.test(normalizeIik(iik));
}

/** True if the IIK is a Kazakhstan IBAN whose check digits hold (ISO 13616 mod 97 = 1). */
export function isValidKzIban(iik: string): boolean {
  const iban = normalizeIik(iik);
  if (!/^KZ\d{2}[0-9A-Z]{16}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = parseInt(char, 36).toString();
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
