export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A Kazakhstan wall-clock time as a Date whose UTC fields carry it: Excel dates have no time zone. */
export function excelDate(localText: string): Date {
  return new Date(`${localText.replace(' ', 'T')}Z`);
}
