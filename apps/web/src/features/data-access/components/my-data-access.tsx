import type { MyDataAccessEntryDto } from '@expert-portal/contracts';
import { Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatDateTime } from '@/shared/lib/dates';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table';
import { MY_DATA_ACCESS_PAGE_SIZE } from '../api/data-access-keys';
import { useMyDataAccess } from '../api/use-my-data-access';
import { dataAccessKindLabel } from '../lib/data-access-text';

/**
 * The reads of the signed-in person's data, newest first, a few a page: when, what, and the reader's role in
 * words; never the reader's name, which the ministry gives on a request (the note says so).
 */
function MyDataAccessList() {
  const { t, i18n } = useTranslation('data-access');
  const [page, setPage] = useState(1);
  const reads = useMyDataAccess(page);

  const columns = useMemo(
    (): PagedTableColumn<MyDataAccessEntryDto>[] => [
      {
        key: 'at',
        header: t('mine.column.at'),
        cell: (entry) => formatDateTime(entry.at, i18n.language),
      },
      { key: 'what', header: t('mine.column.what'), cell: (entry) => dataAccessKindLabel(entry.what, t) },
      { key: 'role', header: t('mine.column.role'), cell: (entry) => t(`common:role.${entry.actor_role}`) },
    ],
    [t, i18n.language],
  );

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('mine.note')}
      </Text>
      <PagedTable
        columns={columns}
        data={reads.isError ? undefined : reads.data}
        loading={reads.isPending}
        error={reads.isError ? errorMessage(reads.error, t) : null}
        page={page}
        onPageChange={setPage}
        pageSize={MY_DATA_ACCESS_PAGE_SIZE}
        texts={{
          loading: t('mine.loading'),
          empty: t('mine.empty'),
          total: (count) => t('mine.total', { count }),
          pagination: t('mine.pagination'),
        }}
        rowKey={(entry) => entry.id}
        minWidth={300}
        cardsOnPhone
      />
    </Stack>
  );
}

/** A person's cabinet: «Кто просматривал мои данные», below their own data. */
export function MyDataAccessSection() {
  const { t } = useTranslation('data-access');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="my-data-access-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="my-data-access-title">
          {t('mine.title')}
        </Title>
        <MyDataAccessList />
      </Stack>
    </Paper>
  );
}

/** The same list for the back office's people, from their account menu. */
export function MyDataAccessModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('data-access');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('mine.title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:control.close') }}
    >
      <MyDataAccessList />
    </Modal>
  );
}
