import { Anchor, Badge, Paper, Table } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../lib/duration';
import { HEAT_COLORS } from '../lib/heat';
import type { ChartOverlay, StateOverlay } from '../lib/overlay';
import { START_ID, type ChartState, type Statechart } from '../lib/statechart';
import { tableCellClass, tableRowAttributes, tableRowHeaderClass } from '@/shared/ui/table-rows';
import '@/shared/ui/column-rows.css';
import './analytics-tables.css';
import { useMediaMatch } from '@/shared/lib/use-media-match';

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
    <span
      className="heat-count"
      style={{ background: heat.background, color: heat.text, border: `1px solid ${heat.border}` }}
    >
      {overlay.count}
    </span>
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
export const StatesTable = memo(function StatesTable({
  chart,
  overlay,
  thresholdSet,
  selectedState,
  onSelect,
}: StatesTableProps) {
  const { t } = useTranslation('workflow-analytics');
  const phone = useMediaMatch('(max-width: 36em)');
  const states = chart.states.filter((state) => state.id !== START_ID);
  const duration = (seconds: number | null) => (seconds === null ? '—' : formatDuration(seconds, t));
  const compound = (state: ChartState) => chart.states.some((child) => child.parentId === state.id);

  const name = (state: ChartState) =>
    compound(state) ? (
      <p className="cell-line cell-bold">{state.name}</p>
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
      <div className="row-cards analytics-cards" aria-label={t('table.title')} role="list">
        {states.map((state) => (
          <Paper key={state.id} withBorder p="sm" role="listitem" ml={depthOf(chart, state) * 16}>
            <div className="cell-text state-card-name">{name(state)}</div>
            <div className="row-card-grid" style={{ rowGap: 6 }}>
              {columns.map((column) => (
                <div key={column.key} className="row-card-field">
                  <p className="row-card-label">{column.header}</p>
                  <div className="row-card-value">{column.cell(state)}</div>
                </div>
              ))}
            </div>
          </Paper>
        ))}
      </div>
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
            <tr
              key={state.id}
              data-testid={`state-row-${state.path}`}
              {...tableRowAttributes({ striped: true })}
            >
              <th
                scope="row"
                className={tableRowHeaderClass()}
                style={{ fontWeight: 'normal', paddingLeft: 12 + depthOf(chart, state) * 20 }}
              >
                {name(state)}
              </th>
              {columns.map((column) => (
                <td key={column.key} className={tableCellClass()}>
                  {column.cell(state)}
                </td>
              ))}
            </tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
});
