import { type MailLogEntryDto } from '@expert-portal/contracts';
import { ActionIcon, Anchor, Badge, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatDateTime } from '@/shared/lib/dates';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table';
import { MAIL_LOG_PAGE_SIZE, useMailLog } from '../api/use-mail-log';

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
      <Text size="sm">{entry.subject}</Text>
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

/** Admin: every mail the portal wrote (password-setup links included), newest first, page by page. */
export function MailLogPage() {
  const { t, i18n } = useTranslation('mail-log');
  const [page, setPage] = useState(1);
  const mails = useMailLog(page);

  const columns: PagedTableColumn<MailLogEntryDto>[] = [
    {
      key: 'date',
      header: t('column.date'),
      cell: (entry) => formatDateTime(entry.created_at, i18n.language),
      style: { minWidth: 120 },
    },
    {
      key: 'email',
      header: t('column.email'),
      cell: (entry) => (entry.email ? <Anchor href={`mailto:${entry.email}`}>{entry.email}</Anchor> : NONE),
    },
    { key: 'subject', header: t('column.subject'), cell: (entry) => <MailSubject entry={entry} /> },
    {
      key: 'kind',
      header: t('column.kind'),
      cell: (entry) => t(`kind.${entry.kind}`, { defaultValue: entry.kind }),
    },
    {
      key: 'sent-via',
      header: t('column.sentVia'),
      cell: (entry) => (
        <Badge variant="light" color={entry.sent_via === 'smtp' ? 'green' : 'gray'}>
          {t(`sentVia.${entry.sent_via}`)}
        </Badge>
      ),
      style: { whiteSpace: 'nowrap' },
    },
    {
      key: 'error',
      header: t('column.error'),
      cell: (entry) =>
        entry.error ? (
          <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
            {entry.error}
          </Text>
        ) : (
          NONE
        ),
    },
    {
      key: 'link',
      header: t('column.link'),
      cell: (entry) => (entry.link ? <MailLink link={entry.link} /> : NONE),
      style: { whiteSpace: 'nowrap' },
    },
  ];

  return (
    <PagedTable
      title={t('areas:admin.mail-log.title')}
      columns={columns}
      data={mails.data}
      loading={mails.isPending}
      error={mails.isError ? errorMessage(mails.error, t) : null}
      page={page}
      onPageChange={setPage}
      pageSize={MAIL_LOG_PAGE_SIZE}
      texts={{
        loading: t('loading'),
        empty: t('empty'),
        total: (count) => t('total', { count }),
        pagination: t('pagination'),
      }}
      rowKey={(entry) => entry.id}
    />
  );
}
