import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatDateTime } from '@/shared/lib/dates';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table';
import { FAILURES_PAGE_SIZE } from '../api/query-keys';
import type { FailedTimerDto } from '../api/types';
import { useFailedTimers } from '../api/use-failed-timers';
import { CELL_STYLES, CodeName, LastError } from './failure-cells';
import { RetryTimerButton } from './retry-button';

/** The timers whose event failed every attempt, page by page, each with its retry. */
export function FailedTimersTable() {
  const { t, i18n } = useTranslation('workflow-failures');
  const [page, setPage] = useState(1);
  const timers = useFailedTimers(page);

  const columns: PagedTableColumn<FailedTimerDto>[] = [
    {
      key: 'machine',
      header: t('column.machine'),
      cell: (timer) => <CodeName>{timer.machine}</CodeName>,
      style: CELL_STYLES.machine,
    },
    { key: 'instance', header: t('column.instance'), cell: (timer) => timer.instance_id },
    {
      key: 'event',
      header: t('column.event'),
      cell: (timer) => (
        <>
          <CodeName>{timer.event}</CodeName>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('timerKey', { key: timer.key })}
          </Text>
        </>
      ),
    },
    { key: 'attempts', header: t('column.attempts'), cell: (timer) => timer.attempts },
    {
      key: 'error',
      header: t('column.lastError'),
      cell: (timer) => <LastError error={timer.last_error} />,
      style: CELL_STYLES.error,
    },
    {
      key: 'failed-at',
      header: t('column.failedAt'),
      cell: (timer) => formatDateTime(timer.failed_at, i18n.language),
      style: CELL_STYLES.nowrap,
    },
    {
      key: 'retry',
      header: t('column.retry'),
      cell: (timer) => (
        <RetryTimerButton
          id={timer.id}
          label={t('retry.what.timers', { event: timer.event, id: timer.id })}
        />
      ),
      style: CELL_STYLES.nowrap,
    },
  ];

  return (
    <PagedTable
      columns={columns}
      data={timers.data}
      loading={timers.isPending}
      error={timers.isError ? errorMessage(timers.error, t) : null}
      page={page}
      onPageChange={setPage}
      pageSize={FAILURES_PAGE_SIZE}
      texts={{
        loading: t('loading.timers'),
        empty: t('empty'),
        total: (count) => t('total.timers', { count }),
        pagination: t('pagination.timers'),
      }}
      rowKey={(timer) => timer.id}
      minWidth={900}
    />
  );
}
