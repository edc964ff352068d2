import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { ChartOverlay } from '../lib/overlay';
import type { ChartTransition, Statechart } from '../lib/statechart';

interface TransitionsTableProps {
  chart: Statechart;
  overlay: ChartOverlay;
}

function Roles({ roles }: { roles: string[] }) {
  if (!roles.length) return '—';
  return (
    <Group gap={4}>
      {roles.map((role) => (
        <Badge key={role} variant="light" size="sm" style={{ textTransform: 'none' }}>
          {role}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * The diagram's edges as a table: from which state by which event to which, who may send it, on which
 * condition, and how often it was taken in the period. On a phone each transition is a card.
 */
export function TransitionsTable({ chart, overlay }: TransitionsTableProps) {
  const { t } = useTranslation('workflow-analytics');
  const phone = useMediaQuery('(max-width: 36em)');
  const names = new Map(chart.states.map((state) => [state.id, state.name]));
  const from = (transition: ChartTransition) =>
    transition.kind === 'start' ? t('start') : (names.get(transition.source) ?? transition.source);
  const to = (transition: ChartTransition) =>
    transition.self ? t('table.same') : (names.get(transition.target) ?? transition.target);
  const count = (transition: ChartTransition) => overlay.transitions[transition.id].count;

  if (phone) {
    return (
      <Stack gap="sm" role="list" aria-label={t('transitions.title')}>
        {chart.transitions.map((transition) => (
          <Paper key={transition.id} withBorder p="sm" role="listitem">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm" fw={600}>
                {transition.label.event}
              </Text>
              <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                {t('edge.count', { count: count(transition) })}
              </Text>
            </Group>
            <Text size="sm">
              {from(transition)} → {to(transition)}
            </Text>
            {transition.label.guard && (
              <Text size="sm" fs="italic">
                {transition.label.guard}
              </Text>
            )}
            <Roles roles={transition.label.roles} />
          </Paper>
        ))}
      </Stack>
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
            <Table.Tr key={transition.id}>
              <Table.Th scope="row" fw={600}>
                {transition.label.event}
              </Table.Th>
              <Table.Td>{from(transition)}</Table.Td>
              <Table.Td>{to(transition)}</Table.Td>
              <Table.Td>
                <Roles roles={transition.label.roles} />
              </Table.Td>
              <Table.Td>{transition.label.guard ?? '—'}</Table.Td>
              <Table.Td>{count(transition)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
