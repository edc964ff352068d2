import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import {
  PDFDocument,
  PDFHexString,
  PDFName,
  PageSizes,
  fill,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingRgbColor,
  type PDFFont,
  type PDFOperator,
  type PDFPage,
} from 'pdf-lib';
import QRCode from 'qrcode';
import type { CertificateDocumentFields } from './certificate-fields';
import { certificateTexts, formatCertificateDate } from './certificate-texts';
import { orderNumberLabel } from './order-number';

export type { CertificateDocumentFields, CertificateLanguage } from './certificate-fields';

/** DejaVu Sans, regular and bold: it carries every Kazakh letter (ә ғ қ ң ө ұ ү һ і) and the Russian ones. */
export interface CertificateFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

let fonts: Promise<CertificateFonts> | undefined;

/** DejaVu Sans, which covers the Kazakh letters (its licence beside it); the same folder from src/ and dist/. */
const FONTS_DIR = join(__dirname, '../../../../assets/fonts');

/**
 * The fonts' bytes, read once per process from the API's own assets (the machine's /usr/share/fonts is not
 * relied on, and the font package's other 10 MiB of variants are not installed).
 */
export function certificateFonts(): Promise<CertificateFonts> {
  fonts ??= Promise.all([
    readFile(join(FONTS_DIR, 'DejaVuSans.ttf')),
    readFile(join(FONTS_DIR, 'DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  fonts.catch(() => (fonts = undefined));
  return fonts;
}

// fontkit parses a font (and its GSUB/GPOS shaping tables, large in DejaVu) on first use, which was most of
// a render's time when every document parsed its own copy. The parsed font only reads its bytes; each
// document still builds its own subset and PDF objects from it.
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
const parsedFonts = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>();
const cachingFontkit: Fontkit = {
  create(buffer, postscriptName) {
    let font = parsedFonts.get(buffer);
    if (!font) {
      font = fontkit.create(buffer, postscriptName);
      parsedFonts.set(buffer, font);
    } else {
      // fontkit keeps each glyph with the code points it was first looked up by, and pdf-lib writes a
      // document's ToUnicode map from them: glyphs shared by look-alike letters (Latin c, Cyrillic с) would
      // otherwise copy out as an earlier document's letters. Glyph objects are cheap; the tables stay parsed.
      (font as unknown as { _glyphs: Record<number, unknown> })._glyphs = {};
    }
    return font;
  },
};

export interface RenderOptions {
  /**
   * Embed only the glyphs the page uses. On by default: a certificate is ~25 KB instead of ~790 KB (both
   * DejaVu faces whole), and renders about 3–4 times faster, since the whole fonts are compressed into
   * every file.
   */
  subsetFonts?: boolean;
}

const [PAGE_HEIGHT, PAGE_WIDTH] = PageSizes.A4; // landscape
const MARGIN = 70;
const INK = rgb(0.1, 0.13, 0.22);
const ACCENT = rgb(0.11, 0.3, 0.55);
const MUTED = rgb(0.35, 0.38, 0.45);
const QR_SIZE = 92;

interface Fonts {
  regular: TextMeasure;
  bold: TextMeasure;
}

/** Renders one certificate. With a PDF template, its first page is the background; else a built-in layout. */
export async function renderCertificatePdf(
  fields: CertificateDocumentFields,
  template?: Uint8Array,
  options: RenderOptions = {},
): Promise<Uint8Array> {
  const background = template ? await templatePage(template) : null;
  const document = await PDFDocument.create({ updateMetadata: false });
  document.registerFontkit(cachingFontkit);
  const bytes = await certificateFonts();
  const subset = options.subsetFonts ?? true;
  // A fixed name: pdf-lib otherwise appends a random suffix, and the same fields must give the same bytes.
  // A subset's name starts with a six-letter tag and '+', as the PDF specification asks (9.6.4).
  const tag = subset ? 'EPCERT+' : '';
  const embedded: Fonts = {
    regular: new TextMeasure(
      await document.embedFont(bytes.regular, { subset, customName: `${tag}DejaVuSans` }),
    ),
    bold: new TextMeasure(
      await document.embedFont(bytes.bold, { subset, customName: `${tag}DejaVuSans-Bold` }),
    ),
  };
  const page = document.addPage([PAGE_WIDTH, PAGE_HEIGHT]);

  let embeddedBackground = false;
  if (background) {
    try {
      const [embeddedPage] = await document.embedPages([background.getPage(0)]);
      // Scaled to cover the page, kept in proportion, centred.
      const scale = Math.max(PAGE_WIDTH / embeddedPage.width, PAGE_HEIGHT / embeddedPage.height);
      const width = embeddedPage.width * scale;
      const height = embeddedPage.height * scale;
      page.drawPage(embeddedPage, {
        x: (PAGE_WIDTH - width) / 2,
        y: (PAGE_HEIGHT - height) / 2,
        width,
        height,
      });
      embeddedBackground = true;
    } catch {
      // A page pdf-lib cannot copy (broken content, unusual resources): the built-in layout instead.
      embeddedBackground = false;
    }
  }
  if (!embeddedBackground) drawFrame(page);
  drawTexts(page, embedded, fields);
  drawQrCode(page, embedded.regular, fields);
  setMetadata(document, fields);
  return document.save({ useObjectStreams: true });
}

/** The template's document when it parses and has a page; null sends the caller to the built-in layout. */
async function templatePage(template: Uint8Array): Promise<PDFDocument | null> {
  try {
    const document = await PDFDocument.load(template, { updateMetadata: false });
    return document.getPageCount() > 0 ? document : null;
  } catch {
    return null;
  }
}

function drawFrame(page: PDFPage): void {
  page.drawRectangle({ x: 0, y: 0, width: PAGE_WIDTH, height: PAGE_HEIGHT, color: rgb(0.985, 0.98, 0.96) });
  page.drawRectangle({
    x: 18,
    y: 18,
    width: PAGE_WIDTH - 36,
    height: PAGE_HEIGHT - 36,
    borderColor: ACCENT,
    borderWidth: 4,
  });
  page.drawRectangle({
    x: 28,
    y: 28,
    width: PAGE_WIDTH - 56,
    height: PAGE_HEIGHT - 56,
    borderColor: rgb(0.72, 0.6, 0.32),
    borderWidth: 1.2,
  });
}

function drawTexts(page: PDFPage, fonts: Fonts, fields: CertificateDocumentFields): void {
  const texts = certificateTexts[fields.language];
  const width = PAGE_WIDTH - 2 * MARGIN;
  const centreX = PAGE_WIDTH / 2;
  // The top of the next line: each line steps down by its own size first, so a large line gets its room.
  let y = PAGE_HEIGHT - 62;

  const block = (
    text: string,
    face: TextMeasure,
    size: number,
    minSize: number,
    maxLines: number,
    color = INK,
  ) => {
    if (!text) return;
    const fitted = fitText(text, face, size, minSize, width, maxLines);
    for (const line of fitted.lines) {
      y -= fitted.size;
      const lineWidth = face.width(line, fitted.size);
      page.drawText(line, { x: centreX - lineWidth / 2, y, size: fitted.size, font: face.font, color });
      y -= fitted.size * 0.25;
    }
  };

  block(texts.title, fonts.bold, 40, 40, 1, ACCENT);
  y -= 4;
  block(`${texts.serialNumber}: ${fields.serial_number}`, fonts.regular, 11, 7, 1, MUTED);
  y -= 20;
  block(texts.confirms, fonts.regular, 14, 9, 2);
  y -= 8;
  block(fields.full_name, fonts.bold, 26, 13, 2);
  y -= 8;
  block(texts.beforeCourse, fonts.regular, 14, 9, 2);
  block(`«${fields.course_title}»`, fonts.bold, 18, 10, 4, ACCENT);
  y -= 4;
  block(texts.afterCourse(fields.academic_hours), fonts.regular, 14, 9, 2);
  y -= 6;
  if (fields.education_type) {
    block(`${texts.educationType}: ${fields.education_type}`, fonts.regular, 12, 8, 2);
  }

  // Footer, left of the QR code: organisations, the order and the validity.
  const footerWidth = PAGE_WIDTH - 2 * MARGIN - QR_SIZE - 40;
  let footerY = 128;
  const footer = (text: string, face: TextMeasure, size: number, minSize: number, maxLines: number) => {
    const fitted = fitText(text, face, size, minSize, footerWidth, maxLines);
    for (const line of fitted.lines) {
      page.drawText(line, { x: MARGIN, y: footerY, size: fitted.size, font: face.font, color: INK });
      footerY -= fitted.size * 1.3;
    }
  };
  const organizations = fields.organizations.filter((name) => name.trim() !== '');
  if (organizations.length > 0) {
    footer(
      `${texts.organizations(organizations.length)}: ${organizations.join('; ')}`,
      fonts.regular,
      11,
      7,
      3,
    );
  }
  footer(`${texts.actNumber} ${orderNumberLabel(fields.act_number)}`, fonts.bold, 11, 7, 1);
  footer(
    texts.validity(formatCertificateDate(fields.start_date), formatCertificateDate(fields.expiration_date)),
    fonts.regular,
    11,
    7,
    2,
  );
}

/**
 * The QR code's modules as one filled path of rectangles (one per run of dark modules in a row), the URL
 * under it. One path, not a drawRectangle per run: pdf-lib's per-shape bookkeeping cost more than the rest
 * of the page, and one fill leaves no seams between rows.
 */
function drawQrCode(page: PDFPage, face: TextMeasure, fields: CertificateDocumentFields): void {
  const { modules } = QRCode.create(fields.verify_url, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const cell = QR_SIZE / size;
  const left = PAGE_WIDTH - MARGIN - QR_SIZE;
  const bottom = 66;
  const path: PDFOperator[] = [];
  for (let row = 0; row < size; row += 1) {
    let column = 0;
    while (column < size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < size && modules.get(row, column)) column += 1;
      path.push(
        rectangle(left + start * cell, bottom + QR_SIZE - (row + 1) * cell, (column - start) * cell, cell),
      );
    }
  }
  page.pushOperators(pushGraphicsState(), setFillingRgbColor(0, 0, 0), ...path, fill(), popGraphicsState());
  const texts = certificateTexts[fields.language];
  const captionWidth = 240;
  const right = left + QR_SIZE;
  const label = fitText(texts.verify, face, 8, 6, captionWidth, 1);
  for (const line of label.lines) {
    const x = right - face.width(line, label.size);
    page.drawText(line, { x, y: bottom + QR_SIZE + 6, size: label.size, font: face.font, color: MUTED });
  }
  const url = fitText(fields.verify_url, face, 7, 4.5, captionWidth, 2);
  let y = bottom - 10;
  for (const line of url.lines) {
    const x = right - face.width(line, url.size);
    page.drawText(line, { x, y, size: url.size, font: face.font, color: MUTED });
    y -= url.size * 1.25;
  }
}

function setMetadata(document: PDFDocument, fields: CertificateDocumentFields): void {
  const texts = certificateTexts[fields.language];
  document.setTitle(`${texts.title} ${fields.serial_number}`);
  document.setSubject(fields.course_title);
  document.setAuthor(fields.organizations.join('; '));
  document.setLanguage(fields.language === 'kk' ? 'kk-KZ' : 'ru-KZ');
  document.setProducer('Expert Portal');
  document.setCreator('Expert Portal');
  // Fixed dates and ID: regenerating the same fields must give the same bytes (and the same SHA-256).
  // The dates are the certificate's start date; the ID's first half names the certificate (its serial
  // number), the second half this version of its fields.
  const issued = /^\d{4}-\d{2}-\d{2}$/.test(fields.start_date)
    ? new Date(`${fields.start_date}T00:00:00Z`)
    : new Date(0);
  document.setCreationDate(issued);
  document.setModificationDate(issued);
  const permanent = createHash('sha256')
    .update(`certificate:${fields.serial_number}`)
    .digest('hex')
    .slice(0, 32);
  const version = createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 32);
  document.context.trailerInfo.ID = document.context.obj([
    PDFHexString.of(permanent),
    PDFHexString.of(version),
  ]);
  // pdf-lib leaves the viewer to pick a zoom; the whole page is what a holder wants to see.
  document.catalog.set(PDFName.of('PageLayout'), PDFName.of('SinglePage'));
}

export interface FittedText {
  size: number;
  lines: string[];
}

/**
 * Text widths at size 1, each text measured once: pdf-lib shapes the text with fontkit on every
 * widthOfTextAtSize call, which made measuring most of a render's time. A width scales with the size.
 */
export class TextMeasure {
  private readonly widths = new Map<string, number>();

  constructor(readonly font: PDFFont) {}

  width(text: string, size: number): number {
    let unit = this.widths.get(text);
    if (unit === undefined) {
      unit = this.font.widthOfTextAtSize(text, 1);
      this.widths.set(text, unit);
    }
    return unit * size;
  }
}

/**
 * The largest size from `size` down to `minSize` at which the text wraps into at most `maxLines` lines of
 * `maxWidth`; at `minSize`, what still does not fit is cut with '…' so nothing leaves the page.
 */
export function fitText(
  text: string,
  measure: TextMeasure,
  size: number,
  minSize: number,
  maxWidth: number,
  maxLines: number,
): FittedText {
  const clean = text.replace(/\s+/g, ' ').trim();
  for (let current = size; current >= minSize; current -= 0.5) {
    const lines = wrap(clean, measure, current, maxWidth);
    if (lines.length <= maxLines) return { size: current, lines };
  }
  const lines = wrap(clean, measure, minSize, maxWidth);
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last && measure.width(`${last}…`, minSize) > maxWidth) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return { size: minSize, lines: kept };
}

/**
 * Greedy word wrap, a line's width taken as its words' widths plus the spaces' (kerning across a space is
 * nil in DejaVu); a word wider than the line (a long URL, a serial number) is broken between letters.
 */
function wrap(text: string, measure: TextMeasure, size: number, maxWidth: number): string[] {
  const space = measure.width(' ', size);
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(' ')) {
    const wordWidth = measure.width(word, size);
    if (line && lineWidth + space + wordWidth <= maxWidth) {
      line = `${line} ${word}`;
      lineWidth += space + wordWidth;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    lineWidth = wordWidth;
    while (lineWidth > maxWidth && line.length > 1) {
      // Letter by letter, each letter measured alone: shaping every prefix of a long URL was slow.
      let cut = 0;
      let prefixWidth = 0;
      while (cut < line.length - 1 && prefixWidth + measure.width(line[cut] ?? '', size) <= maxWidth) {
        prefixWidth += measure.width(line[cut] ?? '', size);
        cut += 1;
      }
      cut = Math.max(cut, 1);
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
      lineWidth = measure.width(line, size);
    }
  }
  if (line) lines.push(line);
  return lines;
}
