import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/dates';
import type { TrailEntry } from '../api/types';
import { formatDuration } from '../lib/duration';
import type { ChartNames } from '../lib/names';

/** An instance's audit trail, oldest first: the event, from which state to which, who, when, and how long it stayed. */
export function TrailTimeline({ timeline, names }: { timeline: TrailEntry[]; names: ChartNames }) {
  const { t, i18n } = useTranslation('workflow-analytics');
  if (!timeline.length) return <Text c="dimmed">{t('trail.noEvents')}</Text>;
  const actor = (entry: TrailEntry) => {
    const role = names.role(entry.actor.role);
    return entry.actor.name ? `${entry.actor.name} · ${role}` : role;
  };
  return (
    <Timeline active={timeline.length - 1} bulletSize={14} lineWidth={2}>
      {timeline.map((entry) => (
        <Timeline.Item key={entry.revision} title={names.event(entry.event)}>
          <Text size="sm">
            {entry.from_state === null ? t('start') : names.state(entry.from_state)} →{' '}
            {names.state(entry.to_state)}
          </Text>
          <Text size="sm">{actor(entry)}</Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(entry.at, i18n.language)} ·{' '}
            {t('trail.stayed', { duration: formatDuration(entry.seconds_in_state, t) })}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
