/**
 * The phone filter shows +7 (xxx) xxx-xx-xx as it is typed; a leading 8 is read as the country
 * code 7. Deleting a mask character (a bracket, a dash) deletes the digit before it instead, so the
 * mask never traps the cursor.
 */
export function formatPhoneInput(next: string, previous = ''): string {
  let digits = next.replace(/\D/g, '');
  const previousDigits = previous.replace(/\D/g, '');
  if (next.length < previous.length && digits === previousDigits) digits = digits.slice(0, -1);
  if (!digits) return '';
  if (digits[0] === '8') digits = `7${digits.slice(1)}`;
  else if (digits[0] !== '7') digits = `7${digits}`;
  const national = digits.slice(1, 11);
  let text = '+7';
  if (national.length > 0) text += ` (${national.slice(0, 3)}`;
  if (national.length >= 3) text += ')';
  if (national.length > 3) text += ` ${national.slice(3, 6)}`;
  if (national.length > 6) text += `-${national.slice(6, 8)}`;
  if (national.length > 8) text += `-${national.slice(8, 10)}`;
  return text;
}

/**
 * A stored phone as people read it, the same everywhere: '+77011234567', '7011234567' and
 * '87011234567' all show as '+7 (701) 123-45-67'. Anything that is not a Kazakhstan number stays as given.
 */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && /^[78]/.test(digits) ? digits.slice(1) : digits;
  return national.length === 10 ? formatPhoneInput(`7${national}`) : value;
}
