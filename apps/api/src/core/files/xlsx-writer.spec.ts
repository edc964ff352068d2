import type { Readable } from 'node:stream';
import { Workbook } from 'exceljs';
import { fromBuffer } from 'yauzl';
import { XlsxWriter, type XlsxCell, type XlsxColumn } from './xlsx-writer';

const COLUMNS: XlsxColumn[] = [
  { header: '№', width: 7 },
  { header: 'ФИО', width: 36 },
  { header: 'Пікір', width: 30 },
  { header: 'Туған күні', width: 12, kind: 'date' },
  { header: 'Дата подачи', width: 17, kind: 'datetime' },
];

function bytesOf(stream: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** The entries' names, every entry read through (yauzl checks sizes against the central directory). */
function zipEntries(zip: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    fromBuffer(zip, { lazyEntries: true, validateEntrySizes: true }, (error, file) => {
      if (error) return reject(error);
      const names: string[] = [];
      file.on('entry', (entry: { fileName: string }) => {
        file.openReadStream(entry as Parameters<typeof file.openReadStream>[0], (streamError, stream) => {
          if (streamError) return reject(streamError);
          stream.on('data', () => undefined);
          stream.on('error', reject);
          stream.on('end', () => {
            names.push(entry.fileName);
            file.readEntry();
          });
        });
      });
      file.on('end', () => resolve(names));
      file.on('error', reject);
      file.readEntry();
    });
  });
}

async function workbookOf(zip: Buffer): Promise<Workbook> {
  const workbook = new Workbook();
  // exceljs types its argument as its own `Buffer extends ArrayBuffer`; a Node Buffer is what it reads.
  await workbook.xlsx.load(zip as unknown as ArrayBuffer);
  return workbook;
}

/** Writes the rows in batches of 1000, as the exports do, and returns the whole file. */
async function written(name: string, rows: XlsxCell[][]): Promise<Buffer> {
  const writer = new XlsxWriter(name, COLUMNS);
  const bytes = bytesOf(writer.stream);
  for (let i = 0; i < rows.length; i += 1000) await writer.addRows(rows.slice(i, i + 1000));
  await writer.finish();
  return bytes;
}

describe('XlsxWriter', () => {
  const special = 'A & B <b>"quoted"</b>\u0001\u0008\u000b\u001f\ufffe\ud800 ok\ttab\nline';
  const rows: XlsxCell[][] = [
    [
      1,
      'Жұмабаева Әсел Нұрланқызы',
      'Құжаттар толық емес — документы неполные',
      new Date('1990-02-28T00:00:00Z'),
      new Date('2025-03-10T12:34:00Z'),
    ],
    [2, special, '  spaces kept  ', null, undefined],
    [3.25, '', null, new Date('2025-12-31T00:00:00Z')],
  ];
  for (let n = 4; n <= 10_000; n++) {
    rows.push([n, `Ёлкина Гүлнұр ${n}`, n % 2 ? 'Иә' : null, null, new Date(Date.UTC(2025, 0, 1, 0, n))]);
  }

  let zip: Buffer;
  let workbook: Workbook;
  beforeAll(async () => {
    zip = await written('Өтінімдер', rows);
    workbook = await workbookOf(zip);
  });

  it('is a zip of the minimal SpreadsheetML package', async () => {
    expect((await zipEntries(zip)).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
  });

  it('reads back: the sheet, a bold frozen header, widths and date formats', () => {
    const sheet = workbook.getWorksheet('Өтінімдер');
    if (!sheet) throw new Error(`no sheet in ${workbook.worksheets.map((s) => s.name)}`);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(COLUMNS.map((c) => c.header));
    expect(sheet.getRow(1).getCell(2).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(2).font?.bold).toBeFalsy();
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.columns.map((column) => column.width)).toEqual(COLUMNS.map((c) => c.width));
    expect(sheet.getRow(2).getCell(4).numFmt).toBe('dd.mm.yyyy');
    expect(sheet.getRow(2).getCell(5).numFmt).toBe('dd.mm.yyyy hh:mm');
  });

  it('reads back every value: Kazakh and Russian text, numbers, dates, empty cells, escaped characters', () => {
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(1 + rows.length);
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(2)).toEqual(rows[0]);
    expect(values(3)).toEqual([2, 'A & B <b>"quoted"</b> ok\ttab\nline', '  spaces kept  ']);
    expect(values(4)).toEqual([3.25, undefined, undefined, new Date('2025-12-31T00:00:00Z')]);
    expect(values(10_001)).toEqual([
      10_000,
      'Ёлкина Гүлнұр 10000',
      undefined,
      undefined,
      new Date(Date.UTC(2025, 0, 1, 0, 10_000)),
    ]);
    const read: unknown[][] = [];
    sheet.eachRow((row, number) => {
      if (number > 3) read.push([row.getCell(1).value, row.getCell(2).value]);
    });
    expect(read).toEqual(rows.slice(2).map((row) => [row[0], row[1] || null]));
  });

  it('refuses a sheet name Excel would not open', () => {
    expect(() => new XlsxWriter('a'.repeat(32), COLUMNS)).toThrow(RangeError);
    expect(() => new XlsxWriter('Q1/Q2', COLUMNS)).toThrow(RangeError);
    expect(() => new XlsxWriter('', COLUMNS)).toThrow(RangeError);
    expect(() => new XlsxWriter('a'.repeat(31), COLUMNS)).not.toThrow();
  });

  it('waits while the client reads slowly and stops when it leaves', async () => {
    const writer = new XlsxWriter('Slow', COLUMNS);
    const batch = rows.slice(3, 1003);
    // Nobody reads: the zip's buffers fill and addRows stops resolving at once.
    let added = 0;
    const adding = (async () => {
      for (let i = 0; i < 50 && !writer.closed; i++) {
        await writer.addRows(batch);
        added++;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(added).toBeLessThan(50);
    writer.stream.destroy();
    await adding;
    expect(writer.closed).toBe(true);
    await expect(writer.finish()).resolves.toBeUndefined();
  });
});
