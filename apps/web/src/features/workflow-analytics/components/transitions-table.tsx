import { Badge, Paper, Table } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartOverlay } from '../lib/overlay';
import type { ChartTransition, Statechart } from '../lib/statechart';
import { tableCellClass, tableRowAttributes, tableRowHeaderClass } from '@/shared/ui/table-rows';
import '@/shared/ui/column-rows.css';
import './analytics-tables.css';
import { useMediaMatch } from '@/shared/lib/use-media-match';

interface TransitionsTableProps {
  chart: Statechart;
  overlay: ChartOverlay;
}

function Roles({ roles }: { roles: string[] }) {
  if (!roles.length) return '—';
  return (
    <div className="cell-badges">
      {roles.map((role) => (
        <Badge key={role} variant="light" size="sm" style={{ textTransform: 'none' }}>
          {role}
        </Badge>
      ))}
    </div>
  );
}

/**
 * The diagram's edges as a table: from which state by which event to which, who may send it, on which
 * condition, and how often it was taken in the period. On a phone each transition is a card.
 */
export const TransitionsTable = memo(function TransitionsTable({ chart, overlay }: TransitionsTableProps) {
  const { t } = useTranslation('workflow-analytics');
  const phone = useMediaMatch('(max-width: 36em)');
  const names = new Map(chart.states.map((state) => [state.id, state.name]));
  const from = (transition: ChartTransition) =>
    transition.kind === 'start' ? t('start') : (names.get(transition.source) ?? transition.source);
  const to = (transition: ChartTransition) =>
    transition.self ? t('table.same') : (names.get(transition.target) ?? transition.target);
  const count = (transition: ChartTransition) => overlay.transitions[transition.id].count;

  if (phone) {
    return (
      <div className="row-cards analytics-cards" role="list" aria-label={t('transitions.title')}>
        {chart.transitions.map((transition) => (
          <Paper key={transition.id} withBorder p="sm" role="listitem" className="cell-text">
            <div className="transition-card-head">
              <p className="cell-line cell-bold">{transition.label.event}</p>
              <p className="cell-line cell-heavy" style={{ whiteSpace: 'nowrap' }}>
                {t('edge.count', { count: count(transition) })}
              </p>
            </div>
            <p className="cell-line">
              {from(transition)} → {to(transition)}
            </p>
            {transition.label.guard && (
              <p className="cell-line" style={{ fontStyle: 'italic' }}>
                {transition.label.guard}
              </p>
            )}
            <Roles roles={transition.label.roles} />
          </Paper>
        ))}
      </div>
    );
  }

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="xs" aria-label={t('transitions.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('transitions.event')}</Table.Th>
            <Table.Th>{t('transitions.from')}</Table.Th>
            <Table.Th>{t('transitions.to')}</Table.Th>
            <Table.Th>{t('transitions.roles')}</Table.Th>
            <Table.Th>{t('transitions.guard')}</Table.Th>
            <Table.Th>{t('transitions.count')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {chart.transitions.map((transition) => (
            <tr key={transition.id} {...tableRowAttributes({ striped: true })}>
              <th scope="row" className={tableRowHeaderClass()} style={{ fontWeight: 600 }}>
                {transition.label.event}
              </th>
              <td className={tableCellClass()}>{from(transition)}</td>
              <td className={tableCellClass()}>{to(transition)}</td>
              <td className={tableCellClass()}>
                <Roles roles={transition.label.roles} />
              </td>
              <td className={tableCellClass()}>{transition.label.guard ?? '—'}</td>
              <td className={tableCellClass()}>{count(transition)}</td>
            </tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
});
