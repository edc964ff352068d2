import { PassThrough, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';

/** A column of the sheet: its header, its width in characters and, for dates, how they read. */
export interface XlsxColumn {
  header: string;
  width: number;
  /** `date` shows dd.mm.yyyy, `datetime` dd.mm.yyyy hh:mm; other columns hold text and numbers. */
  kind?: 'date' | 'datetime';
}

/**
 * A cell: text, a number, or a Date whose UTC fields are what the sheet shows (Excel dates have no time
 * zone). Null, undefined, an empty text or a number that is not finite leave the cell empty.
 */
export type XlsxCell = string | number | Date | null | undefined;

const DATE_FORMATS = { date: 'dd.mm.yyyy', datetime: 'dd.mm.yyyy hh:mm' } as const;

/** Style indexes of styles.xml's cellXfs: the default, the bold header, then one per date format. */
const BOLD_STYLE = 1;
const DATE_STYLES = { date: 2, datetime: 3 } as const;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const TYPES = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

const CONTENT_TYPES = `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="${TYPES}.sheet.main+xml"/>\
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${TYPES}.worksheet+xml"/>\
<Override PartName="/xl/styles.xml" ContentType="${TYPES}.styles+xml"/></Types>`;

const PACKAGE_RELS = `${XML_DECLARATION}<Relationships xmlns="${RELS_NS}">\
<Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS = `${XML_DECLARATION}<Relationships xmlns="${RELS_NS}">\
<Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/>\
<Relationship Id="rId2" Type="${DOC_RELS}/styles" Target="styles.xml"/></Relationships>`;

// Excel refuses a styles part without its two built-in fills, a border and the Normal cell style.
const STYLES = `${XML_DECLARATION}<styleSheet xmlns="${MAIN_NS}">\
<numFmts count="2"><numFmt numFmtId="164" formatCode="${DATE_FORMATS.date}"/>\
<numFmt numFmtId="165" formatCode="${DATE_FORMATS.datetime}"/></numFmts>\
<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>\
<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>\
<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>\
<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>\
<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const SHEET_END = '</sheetData></worksheet>';

/** Days from Excel's day 0 (1899-12-30, counting its phantom 29 February 1900) to 1970-01-01. */
const UNIX_EPOCH_SERIAL = 25569;
const DAY_MS = 86_400_000;

// Characters XML 1.0 cannot carry at all (C0 controls but tab and line breaks, U+FFFE/U+FFFF, unpaired
// surrogates): dropped, since a reader would otherwise reject the whole sheet.
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\r': '&#13;',
};

function xmlText(text: string): string {
  return text.replace(FORBIDDEN, '').replace(/[&<>"\r]/g, (c) => ESCAPES[c]);
}

/** `A`, `B`, … `Z`, `AA`… for a 1-based column number. */
function columnLetters(n: number): string {
  let letters = '';
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/** An inline string cell, so no shared-strings table has to be held until the end. */
function textCell(ref: string, text: string, style = 0): string {
  const clean = xmlText(text);
  // Without it a reader may trim the text's leading or trailing spaces and line breaks.
  const space = /^\s|\s$/.test(clean) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style ? ` s="${style}"` : ''} t="inlineStr"><is><t${space}>${clean}</t></is></c>`;
}

/** Sheet names are at most 31 characters and cannot hold []:*?/\ or begin or end with an apostrophe. */
function checkSheetName(name: string): void {
  if (!name || name.length > 31 || /[[\]:*?/\\]/.test(name) || /^'|'$/.test(name)) {
    throw new RangeError(`not an Excel sheet name: ${JSON.stringify(name)}`);
  }
}

/**
 * A one-sheet .xlsx written as a stream: the header row bold and frozen, then rows as they come, zipped by
 * yazl into `stream` (hand it to the HTTP answer). Only the rows of the current `addRows` call are in
 * memory. `addRows` waits while the client is slower than the rows come (back-pressure); when the client
 * has gone, `closed` turns true and the caller should stop reading rows. `finish` ends the file.
 */
export class XlsxWriter {
  /** The zip's bytes. */
  readonly stream: Readable;
  private readonly output: PassThrough;
  private readonly sheet = new PassThrough();
  private readonly letters: string[];
  private rowCount = 0;
  private gone = false;

  constructor(
    sheetName: string,
    private readonly columns: readonly XlsxColumn[],
  ) {
    checkSheetName(sheetName);
    this.letters = columns.map((_, i) => columnLetters(i + 1));
    const zip = new ZipFile();
    // yazl's output is a PassThrough; its type declarations say less.
    this.output = zip.outputStream as PassThrough;
    this.stream = this.output;
    const workbook = `${XML_DECLARATION}<workbook xmlns="${MAIN_NS}" xmlns:r="${DOC_RELS}"><sheets>\
<sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
    for (const [path, xml] of [
      ['[Content_Types].xml', CONTENT_TYPES],
      ['_rels/.rels', PACKAGE_RELS],
      ['xl/workbook.xml', workbook],
      ['xl/_rels/workbook.xml.rels', WORKBOOK_RELS],
      ['xl/styles.xml', STYLES],
    ]) {
      zip.addBuffer(Buffer.from(xml, 'utf8'), path);
    }
    zip.addReadStream(this.sheet, 'xl/worksheets/sheet1.xml');
    zip.end();
    zip.on('error', (error: Error) => this.output.destroy(error));
    this.output.on('close', () => {
      this.gone = true;
      this.sheet.destroy();
    });
    this.sheet.write(this.sheetStart());
  }

  /** True once the client has gone away (or the file failed): rows added now are dropped. */
  get closed(): boolean {
    return this.gone;
  }

  /** Appends rows (cells in the columns' order); resolves when more may be added. */
  async addRows(rows: ReadonlyArray<readonly XlsxCell[]>): Promise<void> {
    if (this.gone || rows.length === 0) return;
    const xml = rows.map((row) => this.rowXml(row)).join('');
    if (!this.sheet.write(xml)) await this.drainedOrClosed();
  }

  /** Ends the sheet; resolves once the zip is written out, or at once if the client has gone. */
  finish(): Promise<void> {
    if (this.gone) return Promise.resolve();
    return new Promise((resolve) => {
      this.output.once('finish', resolve);
      this.output.once('close', resolve);
      this.sheet.end(SHEET_END);
    });
  }

  /** Breaks the download off: once the status line is out, the only way to tell the client it failed. */
  abort(error: Error): void {
    this.output.destroy(error);
  }

  private sheetStart(): string {
    const cols = this.columns
      .map((column, i) => {
        const style = column.kind ? ` style="${DATE_STYLES[column.kind]}"` : '';
        return `<col min="${i + 1}" max="${i + 1}" width="${column.width}"${style} customWidth="1"/>`;
      })
      .join('');
    const header = this.columns.map((column, i) =>
      textCell(`${this.letters[i]}1`, column.header, BOLD_STYLE),
    );
    this.rowCount = 1;
    return `${XML_DECLARATION}<worksheet xmlns="${MAIN_NS}"><sheetViews><sheetView workbookViewId="0">\
<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft"/>\
</sheetView></sheetViews><cols>${cols}</cols><sheetData><row r="1">${header.join('')}</row>`;
  }

  private rowXml(row: readonly XlsxCell[]): string {
    const r = ++this.rowCount;
    let cells = '';
    row.forEach((value, i) => {
      if (i >= this.columns.length)
        throw new RangeError(`row ${r} has more cells than the sheet has columns`);
      cells += this.cellXml(`${this.letters[i]}${r}`, value, this.columns[i]);
    });
    return `<row r="${r}">${cells}</row>`;
  }

  private cellXml(ref: string, value: XlsxCell, column: XlsxColumn): string {
    if (typeof value === 'string') return value ? textCell(ref, value) : '';
    if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : '';
    if (value instanceof Date) {
      if (!column.kind) throw new TypeError(`a date in ${ref}, a column that is not of dates`);
      const serial = value.getTime() / DAY_MS + UNIX_EPOCH_SERIAL;
      return Number.isFinite(serial)
        ? `<c r="${ref}" s="${DATE_STYLES[column.kind]}"><v>${serial}</v></c>`
        : '';
    }
    return '';
  }

  private drainedOrClosed(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        this.sheet.off('drain', done);
        this.output.off('close', done);
        resolve();
      };
      this.sheet.on('drain', done);
      this.output.on('close', done);
    });
  }
}
