import type { Page } from '@expert-portal/contracts';
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatDateTime } from '@/shared/lib/dates';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table';
import { FAILURES_PAGE_SIZE } from '../api/query-keys';
import type { FailureKind } from '../api/types';
import { useMediaMatch } from '@/shared/lib/use-media-match';

/** What both kinds of failed rows have in common. */
interface FailureRow {
  id: string;
  instance_id: string;
  machine: string;
  attempts: number;
  last_error: string | null;
  failed_at: string;
}

interface FailuresTableProps<Row extends FailureRow> {
  kind: FailureKind;
  /** The current page's query. */
  rows: { data: Page<Row> | undefined; isPending: boolean; isError: boolean; error: unknown };
  page: number;
  onPageChange: (page: number) => void;
  /** The event (timers) or effect (outbox) column. */
  what: { header: string; cell: (row: Row) => ReactNode };
  retry: (row: Row) => ReactNode;
}

/** Machine, event and effect names are identifiers: shown whole, as the code spells them. */
export function CodeName({ children }: { children: string }) {
  return (
    <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Text>
  );
}

/** The last error in full, wrapped: it is what the admin reads to find the cause. */
function LastError({ error }: { error: string | null }) {
  if (!error) return '—';
  return (
    <Text size="sm" c="red" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {error}
    </Text>
  );
}

// Below this width (the sidebar takes 260 px of it) the columns would not fit beside each other and the
// retry would be scrolled out of sight.
const STACKED_BELOW = '(max-width: 80em)';

/**
 * One kind of failed rows, page by page. A wide screen gets a column per field; a narrower one (a phone, a
 * laptop beside the sidebar) gets each row as one cell, its fields one under the other, so the error and
 * the retry are on screen without scrolling sideways.
 */
export function FailuresTable<Row extends FailureRow>({
  kind,
  rows,
  page,
  onPageChange,
  what,
  retry,
}: FailuresTableProps<Row>) {
  const { t, i18n } = useTranslation('workflow-failures');
  const narrow = useMediaMatch(STACKED_BELOW);
  const failedAt = (row: Row) => formatDateTime(row.failed_at, i18n.language);

  const wide: PagedTableColumn<Row>[] = [
    {
      key: 'machine',
      header: t('column.machine'),
      cell: (row) => (
        <>
          <CodeName>{row.machine}</CodeName>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('instance', { id: row.instance_id })}
          </Text>
        </>
      ),
    },
    { key: 'what', header: what.header, cell: what.cell },
    { key: 'attempts', header: t('column.attempts'), cell: (row) => row.attempts },
    {
      key: 'error',
      header: t('column.lastError'),
      cell: (row) => <LastError error={row.last_error} />,
      style: { minWidth: 200 },
    },
    {
      key: 'failed-at',
      header: t('column.failedAt'),
      cell: failedAt,
      style: { minWidth: 140 },
    },
    { key: 'retry', header: t('column.retry'), cell: retry, style: { whiteSpace: 'nowrap' } },
  ];

  const stacked: PagedTableColumn<Row>[] = [
    {
      key: 'failure',
      header: t('column.failure'),
      cell: (row) => (
        <Stack gap={6}>
          <Group gap="xs" wrap="wrap">
            <CodeName>{row.machine}</CodeName>
            <Text size="sm" c="dimmed">
              {t('instance', { id: row.instance_id })}
            </Text>
          </Group>
          <div>{what.cell(row)}</div>
          <LastError error={row.last_error} />
          <Text size="sm" c="dimmed">
            {t('failedAt', { when: failedAt(row) })} · {t('attempts', { count: row.attempts })}
          </Text>
          <div>{retry(row)}</div>
        </Stack>
      ),
    },
  ];

  return (
    <PagedTable
      columns={narrow ? stacked : wide}
      data={rows.data}
      loading={rows.isPending}
      error={rows.isError ? errorMessage(rows.error, t) : null}
      page={page}
      onPageChange={onPageChange}
      pageSize={FAILURES_PAGE_SIZE}
      texts={{
        loading: t(`loading.${kind}`),
        empty: t('empty'),
        total: (count) => t(`total.${kind}`, { count }),
        pagination: t(`pagination.${kind}`),
      }}
      rowKey={(row) => row.id}
      minWidth={narrow ? 0 : 900}
    />
  );
}
