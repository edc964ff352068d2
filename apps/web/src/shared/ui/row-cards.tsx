import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CSSProperties, Key, ReactNode } from 'react';

/** One column of a table: its header and how a row fills its cell. */
export interface RowColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Style of the column's body cells (wrapping, width, alignment). */
  style?: CSSProperties;
}

interface RowCardsProps<Row> {
  rows: readonly Row[];
  columns: readonly RowColumn<Row>[];
  rowKey: (row: Row) => Key;
}

/** A table's rows on a phone: each row a card of its columns, header above value, two to a line. */
export function RowCards<Row>({ rows, columns, rowKey }: RowCardsProps<Row>) {
  return (
    <Stack gap="sm">
      {rows.map((row) => (
        <Paper key={rowKey(row)} withBorder p="sm">
          <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
            {columns.map((column) => (
              <Stack key={column.key} gap={2} style={{ minWidth: 0 }}>
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
