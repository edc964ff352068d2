import { ROLES, type WorkflowHistoryEntry } from '@expert-portal/contracts';
import { Alert, Loader, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useApplicationHistory } from '../api/use-application-history';
import { formatDateTime } from '@/shared/lib/dates';
import { loadErrorMessage } from './format';

const EVENT_TYPES = new Set(['xstate.init', 'staff.sign', 'staff.refuse', 'deputy.approve', 'deputy.reject']);

function commentOf(payload: unknown): string | null {
  const comment = (payload as { comment?: unknown } | null)?.comment;
  return typeof comment === 'string' && comment ? comment : null;
}

function actorText(actor: WorkflowHistoryEntry['actor'], t: TFunction): string {
  if (!actor.name) return t('history.system');
  const known = (ROLES as readonly string[]).includes(actor.role);
  return known ? t('history.actor', { name: actor.name, role: t(`common:role.${actor.role}`) }) : actor.name;
}

/** The audit timeline of the application's signing instance: who did what, and when. */
export function ApplicationHistory({ instanceId }: { instanceId: string }) {
  const { t, i18n } = useTranslation('applications');
  const history = useApplicationHistory(instanceId);

  if (history.isPending) return <Loader size="sm" />;
  if (history.isError) {
    return (
      <Alert color="red" role="alert">
        {loadErrorMessage(history.error, t, 'applications:error.history')}
      </Alert>
    );
  }
  if (history.data.length === 0) return <Text c="dimmed">{t('history.empty')}</Text>;
  return (
    <Timeline active={history.data.length - 1} bulletSize={16} lineWidth={2} aria-label={t('history')}>
      {history.data.map((entry) => {
        const comment = commentOf(entry.payload);
        return (
          <Timeline.Item
            key={entry.revision}
            title={
              EVENT_TYPES.has(entry.type) ? t(`event.${entry.type}`) : t('event.other', { type: entry.type })
            }
          >
            <Text size="sm" c="dimmed">
              {formatDateTime(entry.at, i18n.language)}
              {' · '}
              {actorText(entry.actor, t)}
            </Text>
            {comment && <Text size="sm">{comment}</Text>}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
