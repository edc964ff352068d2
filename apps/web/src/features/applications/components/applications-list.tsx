import type { ApplicationBulkResult } from '@expert-portal/contracts';
import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { startTransition, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_PAGE_SIZE,
  EMPTY_FILTERS,
  hasActiveFilters,
  type ApplicationFilters,
  type ApplicationScope,
} from '../api/application-filters';
import { useApplications } from '../api/use-applications';
import { useExportApplications } from '../api/export-applications';
import { ApplicationDetailModal } from './application-detail-modal';
import { ApplicationsFilters } from './applications-filters';
import { ApplicationsTable } from './applications-table';
import { BulkResult } from './bulk-result';
import { DecisionDialog, type Decision } from './decision-dialog';
import { actionErrorMessage, loadErrorMessage } from './format';
import { ListPagination } from './list-pagination';

/** The search waits 400 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 400;
const BULK_LABELS: Record<Decision, string> = {
  'staff.sign': 'bulk.sign',
  'staff.refuse': 'bulk.refuse',
  'deputy.approve': 'bulk.approve',
  'deputy.reject': 'bulk.reject',
};

interface ApplicationsListProps {
  /** Which rows the screen is about: a queue (awaiting) or a status tab. */
  scope?: ApplicationScope;
  /** Bulk decisions offered on the selected rows; none means no selection column. */
  bulkDecisions?: readonly Decision[];
  /** A fixed page size (the director's 10) instead of the 10/20/50/100 choice. */
  fixedPageSize?: number;
  exportable?: boolean;
}

/** The filtered, paged list with its empty and error states, the detail modal and the bulk bar. */
export function ApplicationsList({
  scope = {},
  bulkDecisions = [],
  fixedPageSize,
  exportable,
}: ApplicationsListProps) {
  const { t } = useTranslation('applications');
  const [filters, setFilters] = useState<ApplicationFilters>(EMPTY_FILTERS);
  const [search] = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(fixedPageSize ?? DEFAULT_PAGE_SIZE);
  // The application whose card is open, or closing (`shown` false: it fades out, then goes).
  const [open, setOpen] = useState<{ id: number; shown: boolean } | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [bulkDecision, setBulkDecision] = useState<Decision | null>(null);
  const [bulkResult, setBulkResult] = useState<ApplicationBulkResult | null>(null);
  const exporter = useExportApplications();

  const effective = { ...filters, search };
  const list = useApplications({ filters: effective, scope, page, pageSize });
  // A page of rows arrives in a render the browser waits for (the query's store is read synchronously); drawn
  // from the deferred copy, the rows follow in a transition, in slices that leave room for input and paint.
  const data = useDeferredValue(list.data);
  const rows = data?.results ?? [];
  const targets = rows.filter((row) => selected.has(row.id));
  // A failed load empties the list; only the message remains.
  const failed = list.isError;

  // Stable, like the selection below: opening an application or ticking a row redraws neither the filters nor
  // the other rows.
  const changeFilters = useCallback((next: ApplicationFilters) => {
    setFilters(next);
    setPage(1);
    setSelected(new Set());
  }, []);
  // The application's card opens in a transition: the press is answered at once, and the card, a modal of its
  // history and documents, is drawn in slices after that.
  const openApplication = useCallback(
    (id: number) => startTransition(() => setOpen({ id, shown: true })),
    [],
  );
  const withSelection = bulkDecisions.length > 0;
  const selection = useMemo(
    () => (withSelection ? { selected, onChange: setSelected } : undefined),
    [withSelection, selected],
  );
  const changePage = (next: number) => {
    setPage(next);
    setSelected(new Set());
  };

  return (
    <Stack gap="md">
      <ApplicationsFilters
        value={filters}
        onChange={changeFilters}
        showStatus={!scope.status && !scope.awaiting}
      />
      <Group justify="space-between">
        <Text c="dimmed">{data && !failed ? t('total', { count: data.count }) : '\u00a0'}</Text>
        {exportable && (
          <Button
            variant="light"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            loading={exporter.isPending}
            onClick={() => exporter.mutate({ filters: effective, scope })}
          >
            {t('export')}
          </Button>
        )}
      </Group>
      {exporter.isError && (
        <Alert color="red" role="alert" withCloseButton onClose={() => exporter.reset()}>
          {actionErrorMessage(exporter.error, t, 'applications:error.export')}
        </Alert>
      )}
      {bulkResult && <BulkResult result={bulkResult} onClose={() => setBulkResult(null)} />}
      {bulkDecisions.length > 0 && targets.length > 0 && (
        <Paper withBorder p="sm" role="region" aria-label={t('bulk.label')}>
          <Group gap="sm">
            <Text fw={500}>{t('bulk.selected', { count: targets.length })}</Text>
            {bulkDecisions.map((decision) => (
              <Button
                key={decision}
                size="xs"
                color={decision.endsWith('sign') || decision.endsWith('approve') ? 'green' : 'red'}
                onClick={() => setBulkDecision(decision)}
              >
                {t(BULK_LABELS[decision])}
              </Button>
            ))}
            <Button size="xs" variant="subtle" onClick={() => setSelected(new Set())}>
              {t('bulk.clear')}
            </Button>
          </Group>
        </Paper>
      )}
      {!data && !failed && (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('loading')}</Text>
        </Group>
      )}
      {failed && (
        <Alert color="red" role="alert">
          {loadErrorMessage(list.error, t, 'applications:error.load')}
        </Alert>
      )}
      {data && !failed && data.count === 0 && (
        <Text ta="center" c="dimmed" py="lg">
          {hasActiveFilters(effective) ? t('empty.filtered') : t('empty.none')}
        </Text>
      )}
      {data && !failed && rows.length > 0 && (
        <ApplicationsTable rows={rows} onOpen={openApplication} selection={selection} />
      )}
      {data && !failed && data.count > 0 && (
        <ListPagination
          count={data.count}
          page={page}
          pageSize={pageSize}
          onPage={changePage}
          onPageSize={
            fixedPageSize
              ? undefined
              : (size) => {
                  setPageSize(size);
                  changePage(1);
                }
          }
        />
      )}
      {/* Closing lets Mantine fade the card out and removes it after: taking a large modal, its scroll lock and
          its focus trap out of the page in the press's own frame held that frame up by 100-200 ms at 4× CPU. */}
      {open && (
        <ApplicationDetailModal
          // A card opened while another fades out is a card of its own (no decision left open from the last).
          key={open.id}
          id={open.id}
          opened={open.shown}
          onClose={() => setOpen({ id: open.id, shown: false })}
          // Another card opened meanwhile stays.
          onClosed={() => setOpen((current) => (current?.shown ? current : null))}
        />
      )}
      {bulkDecision && (
        <DecisionDialog
          decision={bulkDecision}
          targets={targets}
          bulk
          onClose={() => setBulkDecision(null)}
          onDone={(result) => {
            setBulkDecision(null);
            setSelected(new Set());
            setBulkResult(result ?? null);
          }}
        />
      )}
    </Stack>
  );
}
