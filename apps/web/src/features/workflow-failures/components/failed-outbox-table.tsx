import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatDateTime } from '@/shared/lib/dates';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table';
import { FAILURES_PAGE_SIZE } from '../api/query-keys';
import type { FailedOutboxDto } from '../api/types';
import { useFailedOutbox } from '../api/use-failed-outbox';
import { CELL_STYLES, CodeName, LastError } from './failure-cells';
import { RetryOutboxButton } from './retry-button';

/** The outbox rows the relay could not hand to a queue after every attempt, page by page, each with its retry. */
export function FailedOutboxTable() {
  const { t, i18n } = useTranslation('workflow-failures');
  const [page, setPage] = useState(1);
  const rows = useFailedOutbox(page);

  const columns: PagedTableColumn<FailedOutboxDto>[] = [
    {
      key: 'machine',
      header: t('column.machine'),
      cell: (row) => <CodeName>{row.machine}</CodeName>,
      style: CELL_STYLES.machine,
    },
    { key: 'instance', header: t('column.instance'), cell: (row) => row.instance_id },
    { key: 'effect', header: t('column.effect'), cell: (row) => <CodeName>{row.effect}</CodeName> },
    { key: 'attempts', header: t('column.attempts'), cell: (row) => row.attempts },
    {
      key: 'error',
      header: t('column.lastError'),
      cell: (row) => <LastError error={row.last_error} />,
      style: CELL_STYLES.error,
    },
    {
      key: 'failed-at',
      header: t('column.failedAt'),
      cell: (row) => formatDateTime(row.failed_at, i18n.language),
      style: CELL_STYLES.nowrap,
    },
    {
      key: 'retry',
      header: t('column.retry'),
      cell: (row) => (
        <RetryOutboxButton id={row.id} label={t('retry.what.outbox', { effect: row.effect, id: row.id })} />
      ),
      style: CELL_STYLES.nowrap,
    },
  ];

  return (
    <PagedTable
      columns={columns}
      data={rows.data}
      loading={rows.isPending}
      error={rows.isError ? errorMessage(rows.error, t) : null}
      page={page}
      onPageChange={setPage}
      pageSize={FAILURES_PAGE_SIZE}
      texts={{
        loading: t('loading.outbox'),
        empty: t('empty'),
        total: (count) => t('total.outbox', { count }),
        pagination: t('pagination.outbox'),
      }}
      rowKey={(row) => row.id}
      minWidth={900}
    />
  );
}
