import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailedTimers } from '../api/use-failed-timers';
import { CodeName, FailuresTable } from './failures-table';
import { RetryTimerButton } from './retry-button';

/** The timers whose event failed every attempt, page by page, each with its retry. */
export function FailedTimersTable() {
  const { t } = useTranslation('workflow-failures');
  const [page, setPage] = useState(1);
  const timers = useFailedTimers(page);
  return (
    <FailuresTable
      kind="timers"
      rows={timers}
      page={page}
      onPageChange={setPage}
      what={{
        header: t('column.event'),
        cell: (timer) => (
          <>
            <CodeName>{timer.event}</CodeName>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('timerKey', { key: timer.key })}
            </Text>
          </>
        ),
      }}
      retry={(timer) => (
        <RetryTimerButton
          id={timer.id}
          label={t('retry.what.timers', { event: timer.event, id: timer.id })}
        />
      )}
    />
  );
}
