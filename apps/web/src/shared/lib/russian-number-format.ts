/**
 * A Russian number format (Kazakh writes numbers the same way: see score.ts), made on its first use. The first
 * Intl object a page makes loads the browser's locale data: made as its module loaded, it cost every page that
 * imports it about 200 ms of one start-up task at Lighthouse's 4× CPU slowdown, whether or not the page shows a
 * number.
 */
export function russianNumberFormat(options: Intl.NumberFormatOptions): (value: number) => string {
  let format: Intl.NumberFormat | undefined;
  return (value) => (format ??= new Intl.NumberFormat('ru', options)).format(value);
}
