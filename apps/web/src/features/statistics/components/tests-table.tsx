import { Anchor, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatPercent } from './format';
import { TEST_SORT_COLUMNS, type TestRow, type TestSort, type TestSortColumn } from './test-rows';

interface TestsTableProps {
  rows: readonly TestRow[];
  sort: TestSort;
  onSort: (column: TestSortColumn) => void;
}

const NUMBER_CELL = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
// A long header breaks into two lines rather than pushing the table past its column.
const NUMBER_HEADER = { textAlign: 'right' } as const;

function SortIcon({ direction }: { direction: TestSort['direction'] | null }) {
  if (direction === 'asc') return <IconArrowUp size={14} aria-hidden />;
  if (direction === 'desc') return <IconArrowDown size={14} aria-hidden />;
  return <IconArrowsSort size={14} aria-hidden opacity={0.4} />;
}

/** The tests with their results, sorted by the column whose header was clicked; a test's name opens its analysis. */
export function TestsTable({ rows, sort, onSort }: TestsTableProps) {
  const { t } = useTranslation('statistics');
  const cells = (row: TestRow) => [
    <Anchor key="name" component={Link} to={String(row.id)}>
      {row.name}
    </Anchor>,
    row.passed,
    row.failed,
    row.attempts,
    formatPercent(row.percent),
  ];
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {TEST_SORT_COLUMNS.map((column) => {
              const active = sort.column === column ? sort.direction : null;
              const label = t(`tests.column.${column}`);
              return (
                <Table.Th
                  key={column}
                  aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none'}
                  style={column === 'name' ? undefined : NUMBER_HEADER}
                >
                  <UnstyledButton
                    onClick={() => onSort(column)}
                    aria-label={t('tests.sortBy', { column: label })}
                  >
                    <Group gap={4} wrap="nowrap" justify={column === 'name' ? 'flex-start' : 'flex-end'}>
                      <Text fw={700} size="sm">
                        {label}
                      </Text>
                      <SortIcon direction={active} />
                    </Group>
                  </UnstyledButton>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {cells(row).map((content, index) => (
                <Table.Td key={TEST_SORT_COLUMNS[index]} style={index === 0 ? undefined : NUMBER_CELL}>
                  {content}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
