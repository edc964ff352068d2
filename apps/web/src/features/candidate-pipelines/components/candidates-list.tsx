import { Anchor, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatDateTime } from '@/shared/lib/dates';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table';
import { CANDIDATES_PAGE_SIZE } from '../api/query-keys';
import type { CandidatePipelineRow } from '../api/types';
import { useCandidatePipelines } from '../api/use-candidate-pipelines';
import { CandidateCard } from './candidate-card';
import { CandidatesFilters, type CandidateFilters } from './candidates-filters';
import { candidateName } from './format';
import { StateBadge } from './state-badge';

/** The search waits this long after the last keystroke, so typing a name sends one request. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The candidates with their stage, page by page, searchable; a candidate's name opens their card. */
export function CandidatesList() {
  const { t, i18n } = useTranslation('candidates');
  const [filters, setFilters] = useState<CandidateFilters>({ search: '', state: null });
  const [search] = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<CandidatePipelineRow | null>(null);
  const list = useCandidatePipelines({ search, state: filters.state, page });
  const filtered = Boolean(search.trim()) || filters.state !== null;

  const changeFilters = (next: CandidateFilters) => {
    setFilters(next);
    setPage(1);
  };

  const columns: PagedTableColumn<CandidatePipelineRow>[] = [
    {
      key: 'name',
      header: t('field.name'),
      cell: (row) => (
        <Anchor component="button" type="button" size="sm" ta="left" onClick={() => setOpen(row)}>
          {candidateName(row, t)}
        </Anchor>
      ),
    },
    {
      key: 'email',
      header: t('field.email'),
      cell: (row) => row.owner_email ?? '—',
      style: { overflowWrap: 'anywhere' },
    },
    { key: 'state', header: t('field.state'), cell: (row) => <StateBadge state={row.state_path} /> },
    {
      key: 'failure',
      header: t('field.failure'),
      cell: (row) => {
        const failure = row.projection?.failure;
        return failure ? (
          <Text size="sm" c="red">
            {t(`reason.${failure.reason}`)}
          </Text>
        ) : (
          '—'
        );
      },
    },
    {
      key: 'updated',
      header: t('field.updated'),
      cell: (row) => formatDateTime(row.updated_at, i18n.language),
      style: { whiteSpace: 'nowrap' },
    },
  ];

  return (
    <Stack gap="md">
      <CandidatesFilters value={filters} onChange={changeFilters} />
      <PagedTable
        columns={columns}
        data={list.isError ? undefined : list.data}
        loading={list.isPending}
        error={list.isError ? errorMessage(list.error, t) : null}
        page={page}
        onPageChange={setPage}
        pageSize={CANDIDATES_PAGE_SIZE}
        texts={{
          loading: t('loading'),
          empty: filtered ? t('empty.filtered') : t('empty.none'),
          total: (count) => t('total', { count }),
          pagination: t('pagination'),
        }}
        rowKey={(row) => row.id}
        minWidth={820}
      />
      {open && <CandidateCard row={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
