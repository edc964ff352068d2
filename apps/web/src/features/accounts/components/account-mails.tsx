import { Alert, Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorMessage } from '@/shared/api/error-message';
import { formatDateTime } from '@/shared/lib/dates';
import { mailKindLabel } from '@/shared/lib/mail-entry';
import { sectionPath } from '@/shared/lib/routes';
import { MailStatusBadge, MailStatusNote } from '@/shared/ui/mail-status';
import { useAccountMails } from '../api/use-account-mails';

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0 } as const;

/**
 * The latest mails written to the account, newest first: the subject, its kind, where it is (sent, failed
 * with the server's reason…) and when; the mail log holds the rest, filtered by this account.
 */
export function AccountMails({ accountId }: { accountId: number }) {
  const { t, i18n } = useTranslation(['accounts', 'mail']);
  const mails = useAccountMails(accountId);

  if (mails.isPending) {
    return (
      <Stack gap="xs">
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  }
  if (mails.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(mails.error, t)}
      </Alert>
    );
  }
  const { results, count } = mails.data;
  if (results.length === 0) return <Text c="dimmed">{t('mails.empty')}</Text>;
  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ul" style={LIST_STYLE}>
        {results.map((mail) => (
          <Stack key={mail.id} gap={2} component="li">
            <Group gap="xs" justify="space-between" align="flex-start" wrap="nowrap">
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {mail.subject}
              </Text>
              <MailStatusBadge status={mail.status} />
            </Group>
            <MailStatusNote mail={mail} />
            <Text size="xs" c="dimmed">
              {mailKindLabel(mail.kind, t)} · {formatDateTime(mail.created_at, i18n.language)}
            </Text>
          </Stack>
        ))}
      </Stack>
      <Anchor component={Link} to={`${sectionPath('admin', 'mail-log')}?user_id=${accountId}`} size="sm">
        {count > results.length ? t('mails.more', { count }) : t('mails.all')}
      </Anchor>
    </Stack>
  );
}
