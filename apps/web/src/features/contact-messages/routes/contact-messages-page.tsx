import { type ContactMessageDto } from '@expert-portal/contracts';
import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatDateTime } from '@/shared/lib/dates';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table';
import { CONTACT_MESSAGES_PAGE_SIZE, useContactMessages } from '../api/use-contact-messages';

/** Admin: the messages sent from the landing page's contact form, newest first, page by page. */
export function ContactMessagesPage() {
  const { t, i18n } = useTranslation('contact');
  const [page, setPage] = useState(1);
  const messages = useContactMessages(page);

  const columns: PagedTableColumn<ContactMessageDto>[] = [
    {
      key: 'date',
      header: t('column.date'),
      cell: (message) => formatDateTime(message.created_at, i18n.language),
      style: { whiteSpace: 'nowrap' },
    },
    { key: 'name', header: t('column.name'), cell: (message) => message.name },
    {
      key: 'email',
      header: t('column.email'),
      cell: (message) => <Anchor href={`mailto:${message.email}`}>{message.email}</Anchor>,
    },
    { key: 'language', header: t('column.language'), cell: (message) => t(`language.${message.language}`) },
    {
      key: 'message',
      header: t('column.message'),
      cell: (message) => message.message,
      style: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
    },
  ];

  return (
    <PagedTable
      title={t('areas:admin.contact-messages.title')}
      columns={columns}
      data={messages.data}
      loading={messages.isPending}
      error={messages.isError ? errorMessage(messages.error, t) : null}
      page={page}
      onPageChange={setPage}
      pageSize={CONTACT_MESSAGES_PAGE_SIZE}
      texts={{
        loading: t('loading'),
        empty: t('empty'),
        total: (count) => t('total', { count }),
        pagination: t('pagination'),
      }}
      rowKey={(message) => message.id}
    />
  );
}
