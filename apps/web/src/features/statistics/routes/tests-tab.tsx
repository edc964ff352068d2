import { Alert, Button, Grid, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconFileTypeCsv, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { useTestStatistics } from '../api/use-test-statistics';
import { PassRateChart } from '../components/pass-rate-chart';
import { TestSummaryCards } from '../components/test-summary-cards';
import {
  DEFAULT_TEST_SORT,
  nextSort,
  searchTests,
  sortTests,
  testRows,
  type TestSort,
} from '../components/test-rows';
import { exportTestsCsv } from '../components/tests-csv';
import { TestsTable } from '../components/tests-table';

/**
 * The tests tab: summary cards, the tests' results searched and sorted (pass percent
 * descending first), exported as CSV, beside a chart of the pass rates; a test's name opens its item analysis.
 */
export function TestsTab() {
  const { t, i18n } = useTranslation(['statistics', 'errors']);
  const statistics = useTestStatistics();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TestSort>(DEFAULT_TEST_SORT);
  const rows = useMemo(
    () =>
      statistics.data ? sortTests(searchTests(testRows(statistics.data, i18n.language), search), sort) : [],
    [statistics.data, i18n.language, search, sort],
  );

  if (statistics.isError) {
    return (
      <Alert color="red" role="alert" title={t('tests.loadError')}>
        {errorMessage(statistics.error, t)}
      </Alert>
    );
  }
  if (!statistics.data) {
    return (
      <Group gap="sm">
        <Loader size="sm" />
        <Text>{t('tests.loading')}</Text>
      </Group>
    );
  }
  return (
    <Stack gap="md">
      <TestSummaryCards statistics={statistics.data} />
      <Text c="dimmed">{t('tests.note')}</Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('tests.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          miw={240}
          style={{ flex: 1, maxWidth: 420 }}
        />
        <Button
          leftSection={<IconFileTypeCsv size={16} aria-hidden />}
          onClick={() => exportTestsCsv(rows, t)}
          disabled={rows.length === 0}
        >
          {t('tests.export')}
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Text>{t('tests.notFound')}</Text>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <TestsTable rows={rows} sort={sort} onSort={(column) => setSort(nextSort(sort, column))} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <PassRateChart rows={rows} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
