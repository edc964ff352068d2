import { MAIL_ERASED_ERROR, type MailLogEntryDto, type MailStatus } from '@expert-portal/contracts';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/dates';
import { mailStatusColor } from '@/shared/lib/mail-entry';

// Whole words on one line: the badge takes its text's width rather than cutting it to «Не доста…».
const BADGE_STYLE = { textTransform: 'none', whiteSpace: 'nowrap' } as const;

/** Where a mail is, as a coloured badge («Отправлено», «Не доставлено»…), its meaning in the title. */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  const { t } = useTranslation('mail');
  return (
    <Badge
      color={mailStatusColor(status)}
      variant="light"
      style={BADGE_STYLE}
      title={t(`statusHint.${status}`)}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}

type MailState = Pick<MailLogEntryDto, 'status' | 'attempts' | 'next_attempt_at' | 'error'>;

/**
 * What the badge cannot say: a retrying mail's tries so far and when the next one is, a failed mail's reason
 * (the mail server's answer, or that its recipient's data was erased before it went) or, without one, its
 * tries. Nothing for the other states.
 */
export function MailStatusNote({ mail }: { mail: MailState }) {
  const { t, i18n } = useTranslation('mail');
  if (mail.status === 'retrying') {
    return (
      <Text size="xs" c="dimmed">
        {mail.next_attempt_at
          ? t('retry.next', {
              attempts: mail.attempts,
              time: formatDateTime(mail.next_attempt_at, i18n.language),
            })
          : t('retry.attempts', { attempts: mail.attempts })}
      </Text>
    );
  }
  if (mail.status === 'failed' && mail.error) {
    return (
      <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
        {mail.error === MAIL_ERASED_ERROR ? t('failed.erased') : t('failed.reason', { error: mail.error })}
      </Text>
    );
  }
  if (mail.status === 'failed' && mail.attempts > 0) {
    return (
      <Text size="xs" c="dimmed">
        {t('retry.attempts', { attempts: mail.attempts })}
      </Text>
    );
  }
  return null;
}
