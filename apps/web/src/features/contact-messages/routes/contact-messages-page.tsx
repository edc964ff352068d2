import { normalizeLanguage, type ContactMessageDto } from '@expert-portal/contracts';
import { Alert, Anchor, Group, Loader, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { CONTACT_MESSAGES_PAGE_SIZE, useContactMessages } from '../api/use-contact-messages';

const DATE_LOCALES = { kk: 'kk-KZ', ru: 'ru-RU' } as const;

function MessageRow({
  message,
  formatDate,
}: {
  message: ContactMessageDto;
  formatDate: Intl.DateTimeFormat;
}) {
  const { t } = useTranslation('contact');
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate.format(new Date(message.created_at))}</Table.Td>
      <Table.Td>{message.name}</Table.Td>
      <Table.Td>
        <Anchor href={`mailto:${message.email}`}>{message.email}</Anchor>
      </Table.Td>
      <Table.Td>{t(`language.${message.language}`)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Table.Td>
    </Table.Tr>
  );
}

/** Admin: the messages sent from the landing page's contact form, newest first, page by page. */
export function ContactMessagesPage() {
  const { t, i18n } = useTranslation('contact');
  const [page, setPage] = useState(1);
  const messages = useContactMessages(page);
  const formatDate = new Intl.DateTimeFormat(DATE_LOCALES[normalizeLanguage(i18n.language)], {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const data = messages.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / CONTACT_MESSAGES_PAGE_SIZE)) : 1;

  return (
    <Stack gap="md">
      <Title order={1}>{t('areas:admin.contact-messages.title')}</Title>
      {messages.isPending && (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('loading')}</Text>
        </Group>
      )}
      {messages.isError && (
        <Alert color="red" role="alert">
          {errorMessage(messages.error, t)}
        </Alert>
      )}
      {data && data.count === 0 && <Text>{t('empty')}</Text>}
      {data && data.count > 0 && (
        <>
          <Text c="dimmed">{t('total', { count: data.count })}</Text>
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('column.date')}</Table.Th>
                  <Table.Th>{t('column.name')}</Table.Th>
                  <Table.Th>{t('column.email')}</Table.Th>
                  <Table.Th>{t('column.language')}</Table.Th>
                  <Table.Th>{t('column.message')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.results.map((message) => (
                  <MessageRow key={message.id} message={message} formatDate={formatDate} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && (
            <nav aria-label={t('pagination')}>
              <Pagination total={pages} value={page} onChange={setPage} />
            </nav>
          )}
        </>
      )}
    </Stack>
  );
}
