import type { MailLogEntryDto } from '@expert-portal/contracts';
import { ActionIcon, Anchor, Button, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconSend } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/dates';
import { canResendMail, mailKindLabel } from '@/shared/lib/mail-entry';
import { MailStatusBadge, MailStatusNote } from '@/shared/ui/mail-status';
import type { PagedTableColumn } from '@/shared/ui/paged-table';
import { useResendMail } from '../api/use-resend-mail';

/** What an empty cell shows, the same in both languages. */
const NONE = '—';

/**
 * The one-time link of a mail, to open or to copy and pass on to its recipient. Its long token would make
 * the column wider than the screen, so the cell holds two short actions and the address is their title.
 */
function MailLink({ link }: { link: string }) {
  const { t } = useTranslation('mail-log');
  return (
    <Group gap={4} wrap="nowrap">
      <Anchor href={link} target="_blank" rel="noreferrer" title={link} size="sm">
        {t('link.open')}
      </Anchor>
      <CopyButton value={link}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('link.copied') : t('link.copy')} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              aria-label={copied ? t('link.copied') : t('link.copy')}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/** The subject, with the mail's text folded under it. */
function MailSubject({ entry }: { entry: MailLogEntryDto }) {
  const { t } = useTranslation('mail-log');
  return (
    <>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {entry.subject}
      </Text>
      <details>
        <summary>
          <Text span size="sm" c="dimmed">
            {t('body.show')}
          </Text>
        </summary>
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {entry.body}
        </Text>
      </details>
    </>
  );
}

/** Sends a mail again; disabled while its request is out, and a double click sends it once. */
function ResendButton({ id }: { id: number }) {
  const { t } = useTranslation('mail-log');
  const resend = useResendMail();
  // The mutation's pending state reaches React a tick after the click; the ref closes that gap.
  const sending = useRef(false);
  const onClick = () => {
    if (sending.current || resend.isPending) return;
    sending.current = true;
    resend.mutate(id, {
      onSettled: () => {
        sending.current = false;
      },
    });
  };
  return (
    <Button
      size="compact-xs"
      variant="light"
      leftSection={<IconSend size={12} aria-hidden />}
      loading={resend.isPending}
      onClick={onClick}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('resend.button')}
    </Button>
  );
}

/**
 * Where the mail is: the badge, what it adds (the next try, the reason) and, once it is settled and while it has
 * an address, a resend.
 */
function MailState({ entry }: { entry: MailLogEntryDto }) {
  return (
    <Stack gap={4} align="flex-start">
      <MailStatusBadge status={entry.status} />
      <MailStatusNote mail={entry} />
      {canResendMail(entry) && <ResendButton id={entry.id} />}
    </Stack>
  );
}

/** The log's columns: when, to whom, what, which kind, where it is now, and its link. */
export function mailLogColumns(t: TFunction, language: string): PagedTableColumn<MailLogEntryDto>[] {
  return [
    {
      key: 'date',
      header: t('column.date'),
      cell: (entry) => formatDateTime(entry.created_at, language),
      style: { minWidth: 120 },
    },
    {
      key: 'email',
      header: t('column.email'),
      cell: (entry) =>
        entry.email ? (
          <Anchor href={`mailto:${entry.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {entry.email}
          </Anchor>
        ) : (
          NONE
        ),
    },
    { key: 'subject', header: t('column.subject'), cell: (entry) => <MailSubject entry={entry} /> },
    { key: 'kind', header: t('column.kind'), cell: (entry) => mailKindLabel(entry.kind, t) },
    {
      key: 'status',
      header: t('column.status'),
      cell: (entry) => <MailState entry={entry} />,
      style: { minWidth: 140 },
    },
    {
      key: 'link',
      header: t('column.link'),
      cell: (entry) => (entry.link ? <MailLink link={entry.link} /> : NONE),
      style: { whiteSpace: 'nowrap' },
    },
  ];
}
