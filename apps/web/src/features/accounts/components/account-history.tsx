import { Alert, Anchor, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorMessage } from '@/shared/api/error-message';
import {
  auditActionColor,
  auditActionLabel,
  auditDetailText,
  auditIpText,
  auditPersonText,
} from '@/shared/lib/audit-entry';
import { formatDateTime } from '@/shared/lib/dates';
import { sectionPath } from '@/shared/lib/routes';
import { useAccountHistory } from '../api/use-account-history';

/**
 * The account's latest audit entries, newest first: the action, its detail (roles, a reason, the command line),
 * when and who; the audit log holds the rest, filtered by this account.
 */
export function AccountHistory({ accountId }: { accountId: number }) {
  const { t, i18n } = useTranslation(['accounts', 'audit']);
  const history = useAccountHistory(accountId);

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
  const { results, count } = history.data;
  if (results.length === 0) return <Text c="dimmed">{t('history.empty')}</Text>;
  return (
    <Stack gap="sm">
      <Timeline active={results.length - 1} bulletSize={14} lineWidth={2}>
        {results.map((entry) => {
          const detail = auditDetailText(entry, t);
          return (
            <Timeline.Item
              key={entry.id}
              color={auditActionColor(entry.action)}
              title={auditActionLabel(entry.action, t)}
            >
              {detail.length > 0 && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {detail.join('; ')}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {formatDateTime(entry.at, i18n.language)} · {auditPersonText(entry.actor, t)}
                {entry.ip ? ` · ${auditIpText(entry.ip)}` : ''}
              </Text>
            </Timeline.Item>
          );
        })}
      </Timeline>
      <Anchor component={Link} to={`${sectionPath('admin', 'audit-log')}?subject=${accountId}`} size="sm">
        {count > results.length ? t('history.more', { count }) : t('history.all')}
      </Anchor>
    </Stack>
  );
}
