import { Anchor, Group, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatDateTime } from '@/shared/lib/dates';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table';
import { STATE_INSTANCES_PAGE_SIZE } from '../api/query-keys';
import type { StateInstance } from '../api/types';
import { useStateInstances } from '../api/use-state-instances';
import { formatDuration } from '../lib/duration';

/** The search waits this long after the last keystroke, so typing a name sends one request. */
const SEARCH_DEBOUNCE_MS = 300;

interface StateInstancesPanelProps {
  machine: string;
  state: string;
  stateName: string;
  /** The analyst's stuck threshold, null when none is set. */
  stuckAfterHours: number | null;
  onOpen: (instance: StateInstance) => void;
}

/**
 * The instances in a state now, longest waiting first, page by page: searchable by business key or name,
 * with when each entered the state and how long it has been there; with a threshold set, only the stuck.
 */
export function StateInstancesPanel({
  machine,
  state,
  stateName,
  stuckAfterHours,
  onOpen,
}: StateInstancesPanelProps) {
  const { t, i18n } = useTranslation('workflow-analytics');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [onlyStuck, setOnlyStuck] = useState(false);
  const [page, setPage] = useState(1);
  const stuckFilter = onlyStuck && stuckAfterHours !== null ? stuckAfterHours : null;
  const list = useStateInstances({ machine, state, page, search: debounced, stuckAfterHours: stuckFilter });

  const columns: PagedTableColumn<StateInstance>[] = [
    {
      key: 'instance',
      header: t('instances.instance'),
      cell: (row) => (
        <>
          <Anchor component="button" type="button" size="sm" ta="left" onClick={() => onOpen(row)}>
            {row.owner_name ?? row.business_key}
          </Anchor>
          {row.owner_name && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {row.business_key}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'entered',
      header: t('instances.entered'),
      cell: (row) => formatDateTime(row.entered_at, i18n.language),
    },
    {
      key: 'waiting',
      header: t('instances.waiting'),
      cell: (row) => {
        const stuck = stuckAfterHours !== null && row.seconds_in_state > stuckAfterHours * 3600;
        return (
          <Text size="sm" c={stuck ? 'red.9' : undefined} fw={stuck ? 700 : undefined}>
            {formatDuration(row.seconds_in_state, t)}
          </Text>
        );
      },
      style: { whiteSpace: 'nowrap' },
    },
  ];

  const filtered = Boolean(debounced.trim()) || stuckFilter !== null;
  return (
    <>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label={t('instances.search')}
          placeholder={t('instances.searchHint')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          maxLength={120}
          style={{ flex: '1 1 200px' }}
        />
        {stuckAfterHours !== null && (
          <Switch
            label={t('instances.onlyStuck')}
            checked={onlyStuck}
            onChange={(event) => {
              setOnlyStuck(event.currentTarget.checked);
              setPage(1);
            }}
            mb={8}
          />
        )}
      </Group>
      <PagedTable
        columns={columns}
        data={list.isError ? undefined : list.data}
        loading={list.isPending}
        error={list.isError ? errorMessage(list.error, t) : null}
        page={page}
        onPageChange={setPage}
        pageSize={STATE_INSTANCES_PAGE_SIZE}
        texts={{
          loading: t('instances.loading'),
          empty: filtered ? t('instances.emptyFiltered') : t('instances.empty', { state: stateName }),
          total: (count) => t('instances.total', { n: count }),
          pagination: t('instances.pagination'),
        }}
        rowKey={(row) => row.id}
        minWidth={0}
        cardsOnPhone
      />
    </>
  );
}
