import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTimeOfDay } from '@/shared/lib/dates';
import type { OverviewRequest } from '../api/query-keys';
import { selectReadAt, useWorkflowOverview } from '../api/use-workflow-overview';

/**
 * When the figures were read (the diagram's query reads them again every few seconds) and the period they
 * cover: the one part of the page redrawn by a read that brought the same figures.
 */
export function LiveStatus({ request }: { request: OverviewRequest }) {
  const { t, i18n } = useTranslation('workflow-analytics');
  const { data: overview } = useWorkflowOverview(request, selectReadAt, false);
  if (!overview) return null;
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      <span
        aria-hidden
        style={{
          flex: 'none',
          width: 10,
          height: 10,
          borderRadius: '50%',
          background: 'var(--mantine-color-green-7)',
        }}
      />
      <Text size="sm" c="dimmed" data-testid="figures-updated" style={{ minWidth: 0 }}>
        {t('live.updated', { time: formatTimeOfDay(overview.generated_at) })}
        {' · '}
        {overview.since
          ? t('live.since', { date: formatDate(overview.since, i18n.language) })
          : t('live.allTime')}
      </Text>
    </Group>
  );
}
