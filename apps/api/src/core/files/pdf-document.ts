type PdfJs = typeof import('unpdf/pdfjs', { with: { 'resolution-mode': 'import' } });
export type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

// pdf.js as unpdf builds it for servers (the same pdf.js, without the browser's viewer, worker and legacy
// builds, a tenth of the install): an ES module, loaded once, when the first PDF is read, through import().
let pdfjs: Promise<PdfJs> | undefined;

/**
 * Opens `content` with pdf.js as the API reads every PDF (no eval, no font faces, no console output), gives it
 * to `read` and releases it whatever happens. `stopAtErrors` makes a damaged file fail instead of being read
 * as far as it goes.
 */
export async function withPdfDocument<T>(
  content: Uint8Array,
  read: (document: PdfDocument) => Promise<T>,
  { stopAtErrors = false } = {},
): Promise<T> {
  pdfjs ??= import('unpdf/pdfjs');
  const { getDocument } = await pdfjs;
  const task = getDocument({
    data: new Uint8Array(content),
    isEvalSupported: false,
    disableFontFace: true,
    stopAtErrors,
    verbosity: 0,
  });
  try {
    return await read(await task.promise);
  } finally {
    await task.destroy();
  }
}

/** The text of every page, a line break where pdf.js sees the end of a line and between pages. */
export function pdfText(content: Uint8Array): Promise<string> {
  return withPdfDocument(
    content,
    async (document) => {
      const pages: string[] = [];
      for (let number = 1; number <= document.numPages; number += 1) {
        const page = await document.getPage(number);
        const { items } = await page.getTextContent();
        pages.push(items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
      }
      return pages.join('\n');
    },
    { stopAtErrors: true },
  );
}
