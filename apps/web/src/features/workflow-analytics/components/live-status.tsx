import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTimeOfDay } from '@/shared/lib/dates';
import type { WorkflowOverview } from '../api/types';

/** When the figures were read (they refresh every few seconds) and the period they cover. */
export function LiveStatus({ overview, fetching }: { overview: WorkflowOverview; fetching: boolean }) {
  const { t, i18n } = useTranslation('workflow-analytics');
  return (
    <Group gap={6} wrap="nowrap">
      {fetching ? (
        <Loader size={10} aria-hidden />
      ) : (
        <span
          aria-hidden
          style={{ width: 10, height: 10, borderRadius: '50%', background: 'var(--mantine-color-green-7)' }}
        />
      )}
      <Text size="sm" c="dimmed" data-testid="figures-updated">
        {t('live.updated', { time: formatTimeOfDay(overview.generated_at) })}
        {' · '}
        {overview.since
          ? t('live.since', { date: formatDate(overview.since, i18n.language) })
          : t('live.allTime')}
      </Text>
    </Group>
  );
}
