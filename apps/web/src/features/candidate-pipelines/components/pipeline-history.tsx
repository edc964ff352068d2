import { ROLES, type WorkflowHistoryEntry } from '@expert-portal/contracts';
import { candidatePipelineEventPayloads } from '@expert-portal/machines';
import { Alert, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatDateTime } from '@/shared/lib/dates';
import { usePipelineHistory } from '../api/use-pipeline-history';
import { formatScore } from '@/shared/lib/score';
import { stateLabel } from './format';

const EVENT_TYPES = new Set(['xstate.init', ...Object.keys(candidatePipelineEventPayloads)]);

function eventLabel(type: string, t: TFunction): string {
  return EVENT_TYPES.has(type) ? t(`event.${type}`) : t('event.other', { type });
}

function actorText(actor: WorkflowHistoryEntry['actor'], t: TFunction): string {
  if (actor.role === 'system' || (!actor.name && actor.id === null)) return t('history.system');
  const name = actor.name || `#${actor.id}`;
  const known = (ROLES as readonly string[]).includes(actor.role);
  return known ? `${name} · ${t(`common:role.${actor.role}`)}` : name;
}

/** What the event carried that an admin reads: a score or grade, the interview's outcome, a comment. */
function eventDetail(entry: WorkflowHistoryEntry, t: TFunction): string | null {
  const payload = (entry.payload ?? {}) as Record<string, unknown>;
  if (typeof payload.comment === 'string' && payload.comment)
    return t('history.comment', { comment: payload.comment });
  const score = typeof payload.score === 'number' ? payload.score : payload.grade;
  if (typeof score === 'number') return t('history.score', { score: formatScore(score) });
  if (typeof payload.passed === 'boolean') return t(payload.passed ? 'results.passed' : 'results.failed');
  return null;
}

/** The pipeline's audit trail, oldest first: when, which event, from which state to which, and who. */
export function PipelineHistory({ instanceId }: { instanceId: string }) {
  const { t, i18n } = useTranslation('candidates');
  const history = usePipelineHistory(instanceId);

  if (history.isPending) {
    return (
      <Stack gap="xs">
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  }
  if (history.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(history.error, t)}
      </Alert>
    );
  }
  if (history.data.length === 0) return <Text c="dimmed">{t('history.empty')}</Text>;
  return (
    <Timeline active={history.data.length - 1} bulletSize={14} lineWidth={2}>
      {history.data.map((entry) => {
        const detail = eventDetail(entry, t);
        return (
          <Timeline.Item key={entry.revision} title={eventLabel(entry.type, t)}>
            <Text size="sm">
              {stateLabel(entry.from_state, t)} → {stateLabel(entry.to_state, t)}
            </Text>
            {detail && <Text size="sm">{detail}</Text>}
            <Text size="xs" c="dimmed">
              {formatDateTime(entry.at, i18n.language)} · {actorText(entry.actor, t)}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
