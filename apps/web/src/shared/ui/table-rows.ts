import { Table } from '@mantine/core';

/** How a Mantine <Table> draws its rows: the props it was given that its rows read. */
interface RowLook {
  /** The table's `striped` (odd rows). */
  striped?: boolean;
  /** The table's `highlightOnHover`. */
  highlightOnHover?: boolean;
}

/**
 * A body row of a Mantine <Table> as a plain <tr>: its class and the attributes Table.Tr would set from the
 * table's props (row borders, Mantine's default, stripes, hover). Table.Tr and Table.Td resolve props, context
 * and styles per element: on a page of twenty rows of eight cells, 180 components where the rows' own content
 * is what changes. The table itself, its head and body stay Mantine's, which set the variables these read.
 */
export function tableRowAttributes(look: RowLook, className?: string) {
  return {
    className: className ? `${Table.classes.tr} ${className}` : Table.classes.tr,
    'data-with-row-border': true,
    'data-striped': look.striped ? 'odd' : undefined,
    'data-hover': look.highlightOnHover || undefined,
  };
}

/** The class of a body cell of a Mantine <Table> (Table.Td's, without column borders), with `className`. */
export function tableCellClass(className?: string): string {
  return className ? `${Table.classes.td} ${className}` : Table.classes.td;
}

/** The class of a body row's header cell of a Mantine <Table> (Table.Th's, `scope="row"`), with `className`. */
export function tableRowHeaderClass(className?: string): string {
  return className ? `${Table.classes.th} ${className}` : Table.classes.th;
}
