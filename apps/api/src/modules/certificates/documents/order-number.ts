// An order (act) number is stored as the admin typed it: «105-П», or with the sign, «№ 105-П» (as the demo
// orders are). The certificates print the sign themselves, so it is taken off the front first — once only.
const LEADING_SIGNS = /^\s*(?:№\s*)*/;

/** The order number without the «№» it may have been typed with: «№ 105-П» → «105-П». */
export function bareOrderNumber(number: string): string {
  return number.replace(LEADING_SIGNS, '').trim();
}

/** The order number as a certificate prints it, «№» once: «105-П» and «№105-П» → «№ 105-П»; '' for none. */
export function orderNumberLabel(number: string): string {
  const bare = bareOrderNumber(number);
  return bare === '' ? '' : `№ ${bare}`;
}
