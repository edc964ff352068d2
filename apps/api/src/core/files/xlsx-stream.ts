import type { PassThrough } from 'node:stream';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Resolves when a streamed workbook's output may take more (drained) or is gone (closed by the client). */
export function drainedOrClosed(output: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      output.off('drain', done);
      output.off('close', done);
      resolve();
    };
    output.on('drain', done);
    output.on('close', done);
  });
}

/** A Kazakhstan wall-clock time as a Date whose UTC fields carry it: Excel dates have no time zone. */
export function excelDate(localText: string): Date {
  return new Date(`${localText.replace(' ', 'T')}Z`);
}
