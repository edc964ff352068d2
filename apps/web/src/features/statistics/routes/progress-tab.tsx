import { PROGRESS_PAGE_SIZE } from '@expert-portal/contracts';
import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { readSession } from '@/shared/api/session';
import { PagedTable } from '@/shared/ui/paged-table';
import { useCandidateProgress } from '../api/use-candidate-progress';
import { progressColumns } from '../components/progress-columns';

/** The search waits this long after the last keystroke, as the register's does. */
export const PROGRESS_SEARCH_DEBOUNCE_MS = 300;

/**
 * The progress tab: the candidates' averages per stage in percent and their total, best first,
 * 10 a page, searched by name or login (analysts: by name, without the login column).
 */
export function ProgressTab() {
  const { t } = useTranslation(['statistics', 'errors']);
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), PROGRESS_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  // A new search starts from its first page.
  const [pageSearch, setPageSearch] = useState(search);
  if (pageSearch !== search) {
    setPageSearch(search);
    setPage(1);
  }
  const progress = useCandidateProgress(search, page);
  // Analysts read no login (an applicant's is their IIN): the name tells who, and the search is by name.
  const login = readSession()?.role !== 'analyst';
  const columns = useMemo(() => progressColumns(t, login), [t, login]);

  return (
    <Stack gap="md">
      <Text c="dimmed">{t('progress.note')}</Text>
      <TextInput
        label={t('progress.search')}
        description={t(login ? 'progress.searchHint' : 'progress.searchHintNames')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchText}
        onChange={(event) => setSearchText(event.currentTarget.value)}
        maw={420}
      />
      {progress.isError && (
        <Alert color="red" role="alert" title={t('progress.loadError')}>
          {errorMessage(progress.error, t)}
        </Alert>
      )}
      <PagedTable
        columns={columns}
        data={progress.isError ? undefined : progress.data}
        loading={progress.isPending}
        error={null}
        page={page}
        onPageChange={setPage}
        pageSize={PROGRESS_PAGE_SIZE}
        texts={{
          loading: t('progress.loading'),
          empty: search ? t('progress.notFound') : t('progress.empty'),
          total: (count) => t('progress.total', { count }),
          pagination: t('progress.pagination'),
        }}
        rowKey={(row) => row.id}
        minWidth={980}
        cardsOnPhone
      />
    </Stack>
  );
}
