import { Anchor, Badge, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../lib/duration';
import { HEAT_COLORS } from '../lib/heat';
import type { ChartOverlay, StateOverlay } from '../lib/overlay';
import { START_ID, type ChartState, type Statechart } from '../lib/statechart';

interface StatesTableProps {
  chart: Statechart;
  overlay: ChartOverlay;
  thresholdSet: boolean;
  selectedState: string | null;
  onSelect: (path: string) => void;
}

/** The count now on its heat colour, as the diagram shows it. */
function Count({ overlay }: { overlay: StateOverlay }) {
  const heat = HEAT_COLORS[overlay.heat];
  return (
    <Text
      component="span"
      fw={700}
      size="sm"
      px={8}
      py={2}
      style={{
        background: heat.background,
        color: heat.text,
        border: `1px solid ${heat.border}`,
        borderRadius: 'var(--mantine-radius-sm)',
      }}
    >
      {overlay.count}
    </Text>
  );
}

function depthOf(chart: Statechart, state: ChartState): number {
  const parent = chart.states.find((candidate) => candidate.id === state.parentId);
  return parent ? depthOf(chart, parent) + 1 : 0;
}

/**
 * The diagram's figures as a table, one row per state in the machine's order (nested states indented): the
 * count now, stuck, and the median and 90th percentile stay of the period. A state's name opens its
 * instances. On a phone each state is a card.
 */
export function StatesTable({ chart, overlay, thresholdSet, selectedState, onSelect }: StatesTableProps) {
  const { t } = useTranslation('workflow-analytics');
  const phone = useMediaQuery('(max-width: 36em)');
  const states = chart.states.filter((state) => state.id !== START_ID);
  const duration = (seconds: number | null) => (seconds === null ? '—' : formatDuration(seconds, t));
  const compound = (state: ChartState) => chart.states.some((child) => child.parentId === state.id);

  const name = (state: ChartState) =>
    compound(state) ? (
      <Text size="sm" fw={600}>
        {state.name}
      </Text>
    ) : (
      <Anchor
        component="button"
        type="button"
        size="sm"
        ta="left"
        fw={state.path === selectedState ? 700 : undefined}
        aria-current={state.path === selectedState ? 'true' : undefined}
        onClick={() => onSelect(state.path)}
      >
        {state.name}
      </Anchor>
    );

  const columns: Array<{ key: string; header: string; cell: (state: ChartState) => ReactNode }> = [
    { key: 'count', header: t('table.now'), cell: (state) => <Count overlay={overlay.states[state.id]} /> },
    ...(thresholdSet
      ? [
          {
            key: 'stuck',
            header: t('table.stuck'),
            cell: (state: ChartState) => {
              const stuck = overlay.states[state.id].stuck ?? 0;
              return stuck ? (
                <Badge color="red" style={{ textTransform: 'none' }}>
                  {stuck}
                </Badge>
              ) : (
                '0'
              );
            },
          },
        ]
      : []),
    {
      key: 'median',
      header: t('table.median'),
      cell: (state) => duration(overlay.states[state.id].medianSeconds),
    },
    { key: 'p90', header: t('table.p90'), cell: (state) => duration(overlay.states[state.id].p90Seconds) },
    { key: 'visits', header: t('table.visits'), cell: (state) => overlay.states[state.id].completedVisits },
  ];

  if (phone) {
    return (
      <Stack gap="sm" aria-label={t('table.title')} role="list">
        {states.map((state) => (
          <Paper key={state.id} withBorder p="sm" role="listitem" ml={depthOf(chart, state) * 16}>
            <Text size="sm" component="div" mb={6}>
              {name(state)}
            </Text>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
              {columns.map((column) => (
                <Stack key={column.key} gap={2}>
                  <Text size="xs" c="dimmed">
                    {column.header}
                  </Text>
                  <Text size="sm" component="div">
                    {column.cell(state)}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs" aria-label={t('table.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.state')}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.key}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {states.map((state) => (
            <Table.Tr key={state.id} data-testid={`state-row-${state.path}`}>
              <Table.Th scope="row" fw="normal" pl={12 + depthOf(chart, state) * 20}>
                {name(state)}
              </Table.Th>
              {columns.map((column) => (
                <Table.Td key={column.key}>{column.cell(state)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
