import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailedOutbox } from '../api/use-failed-outbox';
import { CodeName, FailuresTable } from './failures-table';
import { RetryOutboxButton } from './retry-button';

/** The outbox rows the relay could not hand to a queue after every attempt, page by page, each with its retry. */
export function FailedOutboxTable() {
  const { t } = useTranslation('workflow-failures');
  const [page, setPage] = useState(1);
  const outbox = useFailedOutbox(page);
  return (
    <FailuresTable
      kind="outbox"
      rows={outbox}
      page={page}
      onPageChange={setPage}
      what={{ header: t('column.effect'), cell: (row) => <CodeName>{row.effect}</CodeName> }}
      retry={(row) => (
        <RetryOutboxButton id={row.id} label={t('retry.what.outbox', { effect: row.effect, id: row.id })} />
      )}
    />
  );
}
