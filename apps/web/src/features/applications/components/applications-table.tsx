import { memo } from 'react';
import type { ApplicationDto } from '@expert-portal/contracts';
import { Button, Checkbox, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/dates';
import { formatPhone } from '@/shared/lib/phone';
import { openableRowProps, ROW_END_CLASS } from '@/shared/ui/openable-row';
import { tableCellClass, tableRowAttributes } from '@/shared/ui/table-rows';
import { StatusBadge } from './status-badge';

interface ApplicationsTableProps {
  rows: ApplicationDto[];
  onOpen: (id: number) => void;
  /** Present on screens with bulk actions: the ids checked on this page. */
  selection?: { selected: Set<number>; onChange: (next: Set<number>) => void };
}

/**
 * The applications of a list. A row opens its application on a click or Enter; its «Подробнее» stays at the
 * table's right edge, in view, while the other columns scroll sideways under it on a narrow screen. The IIN and
 * the phone share a column, so that the table fits a 1366 px screen beside the sidebar in both languages.
 */
export const ApplicationsTable = memo(function ApplicationsTable({
  rows,
  onOpen,
  selection,
}: ApplicationsTableProps) {
  const { t, i18n } = useTranslation('applications');
  const allChecked =
    selection !== undefined && rows.length > 0 && rows.every((row) => selection.selected.has(row.id));
  const someChecked = selection !== undefined && rows.some((row) => selection.selected.has(row.id));

  const toggle = (id: number) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  };
  const cell = tableCellClass();
  const toggleAll = () => selection?.onChange(allChecked ? new Set() : new Set(rows.map((row) => row.id)));

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing={8}>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('select.all')}
                  checked={allChecked}
                  indeterminate={someChecked && !allChecked}
                  onChange={toggleAll}
                />
              </Table.Th>
            )}
            <Table.Th>{t('column.name')}</Table.Th>
            <Table.Th>
              {t('column.iin')}
              <br />
              {t('column.phone')}
            </Table.Th>
            <Table.Th>{t('column.subject')}</Table.Th>
            <Table.Th>{t('column.level')}</Table.Th>
            <Table.Th>{t('column.created')}</Table.Th>
            <Table.Th>{t('column.status')}</Table.Th>
            <Table.Th className={ROW_END_CLASS}>{t('column.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const open = openableRowProps(() => onOpen(row.id));
            return (
              <tr
                key={row.id}
                data-testid={`application-${row.id}`}
                {...open}
                {...tableRowAttributes({ striped: true, highlightOnHover: true }, open.className)}
              >
                {selection && (
                  <td className={cell}>
                    <Checkbox
                      aria-label={t('select.row', { name: row.name })}
                      checked={selection.selected.has(row.id)}
                      onChange={() => toggle(row.id)}
                    />
                  </td>
                )}
                <td className={cell}>{row.name}</td>
                <td className={cell} style={{ whiteSpace: 'nowrap' }}>
                  {row.iin}
                  <br />
                  {formatPhone(row.phone)}
                </td>
                <td className={cell}>{row.subject.name}</td>
                <td className={cell}>{row.education_level.name}</td>
                <td className={cell} style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(row.created_at, i18n.language)}
                </td>
                <td className={cell}>
                  <StatusBadge application={row} />
                </td>
                <td className={tableCellClass(ROW_END_CLASS)}>
                  <Button size="xs" variant="light" onClick={() => onOpen(row.id)}>
                    {t('details')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
});
