/**
 * A number format of Russian's, which both languages use: Kazakh writes decimals with a comma and sets the
 * percent sign apart as Russian does, and browsers often lack Kazakh number data (Chromium prints «1.1»; see
 * dates.ts). Made on its first use: the first Intl object a page makes loads the browser's locale data, and made
 * as its module loaded, it cost every page that imports it about 200 ms of one start-up task at Lighthouse's 4×
 * CPU slowdown, whether or not the page shows a number.
 */
export function russianNumberFormat(options: Intl.NumberFormatOptions): (value: number) => string {
  let format: Intl.NumberFormat | undefined;
  return (value) => (format ??= new Intl.NumberFormat('ru', options)).format(value);
}
