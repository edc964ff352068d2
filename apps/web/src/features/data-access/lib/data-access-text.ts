import {
  DATA_ACCESS_KINDS,
  REGISTRATION_FILE_FIELDS,
  type DataAccessEntryDto,
  type DataAccessKind,
} from '@expert-portal/contracts';
import type { TFunction } from 'i18next';

// The words of the access log of personal data (the `data-access` namespace), shared by the admins' log and a
// person's own list: what a read is called, what an export or a register page was, what an entry's detail says.

export const isDataAccessKind = (value: string | null): value is DataAccessKind =>
  (DATA_ACCESS_KINDS as readonly string[]).includes(value ?? '');

/** «Карточка заявки» / «Өтінім карточкасы». */
export function dataAccessKindLabel(kind: DataAccessKind, t: TFunction): string {
  return t(`data-access:kind.${kind}`);
}

/** Reads of many people at once (an export, a register's page) stand out from a single person's. */
export function dataAccessKindColor(kind: DataAccessKind): string {
  return kind === 'export_row' || kind === 'register_row' ? 'orange' : 'blue';
}

const SOURCES = new Set(['applications', 'experts', 'certificates']);

/** The export or the register an entry read many people from («Реестр экспертов»), or null for one person's read. */
export function dataAccessSourceText(entry: Pick<DataAccessEntryDto, 'detail'>, t: TFunction): string | null {
  const source = entry.detail.export ?? entry.detail.register;
  if (source === undefined) return null;
  return SOURCES.has(source) ? t(`data-access:source.${source}`) : source;
}

const isDocumentField = (value: string) => (REGISTRATION_FILE_FIELDS as readonly string[]).includes(value);

/**
 * What an entry's detail says besides its source, one phrase per fact in this order: the document read, the
 * filter of an export or a register page, its page. A key the screen does not know is shown as it came, never
 * dropped.
 */
export function dataAccessDetailText(entry: Pick<DataAccessEntryDto, 'detail'>, t: TFunction): string[] {
  const { export: _export, register: _register, field, filter, page, ...rest } = entry.detail;
  const phrases: string[] = [];
  if (field !== undefined) phrases.push(isDocumentField(field) ? t(`data-access:document.${field}`) : field);
  if (filter !== undefined)
    phrases.push(
      filter
        ? t('data-access:detail.filter', { filter: filter.split('&').join(', ') })
        : t('data-access:detail.noFilter'),
    );
  if (page !== undefined) phrases.push(t('data-access:detail.page', { page }));
  for (const [key, value] of Object.entries(rest)) phrases.push(`${key}: ${value}`);
  return phrases;
}
