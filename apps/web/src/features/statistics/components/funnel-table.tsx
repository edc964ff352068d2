import { Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { RowCards, type RowColumn } from '@/shared/ui/row-cards';
import { formatPercent } from './format';
import type { FunnelRow } from './funnel-steps';

const NUMBER_CELL = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** The funnel's figures: each step's people, of them by direct enrolment, and the conversions in percent. */
export function FunnelTable({ rows }: { rows: readonly FunnelRow[] }) {
  const { t } = useTranslation('statistics');
  // Five columns do not fit a phone: there each step is a card of its figures.
  const phone = useMediaQuery('(max-width: 36em)');
  const columns: RowColumn<FunnelRow>[] = [
    { key: 'step', header: t('funnel.column.step'), cell: (row) => t(`funnel.step.${row.key}`) },
    { key: 'count', header: t('funnel.column.count'), cell: (row) => row.count, style: NUMBER_CELL },
    { key: 'direct', header: t('funnel.column.direct'), cell: (row) => row.directEnroll, style: NUMBER_CELL },
    {
      key: 'conversion',
      header: t('funnel.column.conversion'),
      cell: (row) => formatPercent(row.conversion),
      style: NUMBER_CELL,
    },
    {
      key: 'share',
      header: t('funnel.column.share'),
      cell: (row) => formatPercent(row.share),
      style: NUMBER_CELL,
    },
  ];
  if (phone) return <RowCards rows={rows} columns={columns} rowKey={(row) => row.key} />;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} style={column.style && { textAlign: 'right' }}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              {columns.map((column) => (
                <Table.Td key={column.key} style={column.style}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
