import { Paper, Table } from '@mantine/core';
import type { CSSProperties, Key, ReactNode } from 'react';
import { tableCellClass, tableRowAttributes } from './table-rows';
import './column-rows.css';

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
            <tr key={rowKey(row)} {...tableRowAttributes({ striped: true })}>
              {columns.map((column) => (
                <td key={column.key} style={column.style} className={tableCellClass(column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A table's rows on a phone: each row a card of its columns, header above value, two to a line (a wide one
 * alone on its line). The card's insides are plain elements (column-rows.css): a page of twenty cards of seven
 * columns drew some 600 components of Mantine's, each resolving its styles, for a grid, a stack and two texts.
 */
export function RowCards<Row>({ rows, columns, rowKey }: RowsProps<Row>) {
  return (
    <div className="row-cards">
      {rows.map((row) => (
        <Paper key={rowKey(row)} withBorder p="sm">
          <div className="row-card-grid">
            {columns.map((column) => (
              <div key={column.key} className={column.wideOnPhone ? 'row-card-field wide' : 'row-card-field'}>
                <p className="row-card-label">{column.header}</p>
                <div className="row-card-value">{column.cell(row)}</div>
              </div>
            ))}
          </div>
        </Paper>
      ))}
    </div>
  );
}
