import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPercent } from './format';
import type { FunnelRow } from './funnel-steps';

const NUMBER_CELL = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
// The headings wrap, so that the five columns fit a phone's width without scrolling sideways.
const NUMBER_HEADING = { textAlign: 'right', verticalAlign: 'bottom' } as const;
const COLUMNS = ['step', 'count', 'direct', 'conversion', 'share'] as const;

/** The funnel's figures: each step's people, of them by direct enrolment, and the conversions in percent. */
export function FunnelTable({ rows }: { rows: readonly FunnelRow[] }) {
  const { t } = useTranslation('statistics');
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} style={column === 'step' ? { verticalAlign: 'bottom' } : NUMBER_HEADING}>
                {t(`funnel.column.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>{t(`funnel.step.${row.key}`)}</Table.Td>
              <Table.Td style={NUMBER_CELL}>{row.count}</Table.Td>
              <Table.Td style={NUMBER_CELL}>{row.directEnroll}</Table.Td>
              <Table.Td style={NUMBER_CELL}>{formatPercent(row.conversion)}</Table.Td>
              <Table.Td style={NUMBER_CELL}>{formatPercent(row.share)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
