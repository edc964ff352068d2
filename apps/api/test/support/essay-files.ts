import * as CFB from 'cfb';
import { simpleDocx } from '../../src/database/seeds/simple-docx';
import { simplePdf } from '../../src/database/seeds/simple-pdf';

// Words of an essay in the languages candidates write in, with a token holding digits; a dash between
// sentences is punctuation, never a word.
const RU_KK_WORDS = [
  'Білім',
  'беру',
  'сапасы',
  'мұғалімнің',
  'кәсібилігіне',
  'байланысты',
  'эксперт',
  '2026',
];
const LATIN_WORDS = ['Quality', 'of', 'education', 'depends', 'on', 'the', "teacher's", 'skill', '2026'];

/** `count` words of an essay, a punctuation token (no letter, no digit) after every seventh one. */
export function essayWords(count: number, latin = false): string[] {
  const vocabulary = latin ? LATIN_WORDS : RU_KK_WORDS;
  const dash = latin ? '-' : '—';
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) {
    tokens.push(vocabulary[i % vocabulary.length]);
    if (i % 7 === 6) tokens.push(dash);
  }
  return tokens;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

/** Paragraphs of 40 tokens: what a Word document holds. */
function paragraphs(tokens: readonly string[]): string[] {
  return chunks(tokens, 40).map((paragraph) => paragraph.join(' '));
}

/** A .docx of the essay's paragraphs. */
export function essayDocx(tokens: readonly string[]): Promise<Buffer> {
  return simpleDocx(paragraphs(tokens));
}

// Word 97 (nFib 0xC1) File Information Block: FibBase, 14 shorts, 22 longs, 93 fc/lcb pairs, cswNew.
const FIB_SIZE = 0x384;
const TEXT_OFFSET = 0x400;

/**
 * A Word 97–2003 .doc: an OLE compound file with a WordDocument stream (a FIB, then the text as UTF-16) and
 * a 0Table stream holding the piece table (one Unicode piece covering the main text). Paragraphs end with
 * Word's paragraph mark (\r). No styles or formatting: the smallest file Word-format readers take.
 */
export function essayDoc(tokens: readonly string[]): Buffer {
  const text = Buffer.from(`${paragraphs(tokens).join('\r')}\r`, 'utf16le');
  const characters = text.length / 2;

  const fib = Buffer.alloc(FIB_SIZE);
  fib.writeUInt16LE(0xa5ec, 0x00); // wIdent
  fib.writeUInt16LE(0x00c1, 0x02); // nFib: Word 97
  fib.writeUInt16LE(0x0419, 0x06); // lid: Russian
  fib.writeUInt16LE(0x1000, 0x0a); // fExtChar; fWhichTblStm 0: the table stream is 0Table
  fib.writeUInt16LE(0x00bf, 0x0c); // nFibBack
  fib.writeUInt32LE(TEXT_OFFSET, 0x18); // fcMin
  fib.writeUInt32LE(TEXT_OFFSET + text.length, 0x1c); // fcMac
  fib.writeUInt16LE(14, 0x20); // csw
  fib.writeUInt16LE(22, 0x3e); // cslw
  fib.writeUInt32LE(TEXT_OFFSET + text.length, 0x40); // cbMac
  fib.writeUInt32LE(characters, 0x4c); // ccpText; no footnotes, headers, notes or text boxes
  fib.writeUInt16LE(93, 0x98); // cbRgFcLcb

  // Clx: one Pcdt holding the PlcPcd [cp 0, cp end] and its one piece descriptor at TEXT_OFFSET.
  const plcPcd = Buffer.alloc(4 * 2 + 8);
  plcPcd.writeUInt32LE(0, 0);
  plcPcd.writeUInt32LE(characters, 4);
  plcPcd.writeUInt32LE(TEXT_OFFSET, 8 + 2); // fc without fCompressed: UTF-16 text
  const clx = Buffer.concat([Buffer.from([0x02]), Buffer.alloc(4), plcPcd]);
  clx.writeUInt32LE(plcPcd.length, 1);
  fib.writeUInt32LE(0, 0x1a2); // fcClx
  fib.writeUInt32LE(clx.length, 0x1a6); // lcbClx

  const wordDocument = Buffer.concat([fib, Buffer.alloc(TEXT_OFFSET - FIB_SIZE), text]);
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, '/WordDocument', wordDocument);
  CFB.utils.cfb_add(container, '/0Table', clx);
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/**
 * A PDF of Latin-script words in Helvetica (the standard fonts need no embedding): 10 tokens a line, 20
 * lines a page, so an essay of 350 words (and its dashes) fills two pages.
 */
export function essayPdf(tokens: readonly string[]): Buffer {
  const pages = chunks(chunks(tokens, 10), 20);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${4 + 2 * i} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  pages.forEach((lines, i) => {
    const stream = `BT /F1 11 Tf 16 TL 50 780 Td ${lines.map((line) => `${pdfString(line.join(' '))} Tj T*`).join(' ')} ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Resources << /Font << /F1 3 0 R >> >> ` +
        `/Contents ${5 + 2 * i} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  });
  return simplePdf(objects);
}
