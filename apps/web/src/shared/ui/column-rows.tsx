import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { CSSProperties, Key, ReactNode } from 'react';

/** One column of a table: its header and how a row fills its cell. */
export interface RowColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Style of the column's body cells (wrapping, width, alignment). */
  style?: CSSProperties;
  /** Style of the column's header cell (a figures' column aligns it with them). */
  headerStyle?: CSSProperties;
  /** A class of the column's header and body cells (ROW_END_CLASS keeps a row's actions in view). */
  className?: string;
  /** In a phone's row card, the column takes the card's whole width (a list, a row of buttons). */
  wideOnPhone?: boolean;
}

interface RowsProps<Row> {
  rows: readonly Row[];
  columns: readonly RowColumn<Row>[];
  rowKey: (row: Row) => Key;
}

/** A striped table of `rows` by `columns`; below `minWidth` it scrolls sideways instead of squeezing them. */
export function RowTable<Row>({ rows, columns, rowKey, minWidth }: RowsProps<Row> & { minWidth: number }) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} style={column.headerStyle} className={column.className}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key} style={column.style} className={column.className}>
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

/**
 * A table's rows on a phone: each row a card of its columns, header above value, two to a line (a wide one
 * alone on its line).
 */
export function RowCards<Row>({ rows, columns, rowKey }: RowsProps<Row>) {
  return (
    <Stack gap="sm">
      {rows.map((row) => (
        <Paper key={rowKey(row)} withBorder p="sm">
          <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
            {columns.map((column) => (
              <Stack
                key={column.key}
                gap={2}
                style={{ minWidth: 0, gridColumn: column.wideOnPhone ? '1 / -1' : undefined }}
              >
                <Text size="xs" c="dimmed">
                  {column.header}
                </Text>
                <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
                  {column.cell(row)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
