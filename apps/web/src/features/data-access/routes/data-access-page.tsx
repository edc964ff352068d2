import { DATA_ACCESS_KINDS } from '@expert-portal/contracts';
import { Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { dateParam, hasFilters, idParam, oneOfParam, useUrlFilters } from '@/shared/lib/url-filters';
import { LogExportBar } from '@/shared/ui/log-export-bar';
import { PagedTable } from '@/shared/ui/paged-table';
import {
  DATA_ACCESS_PAGE_SIZE,
  NO_DATA_ACCESS_FILTERS,
  type DataAccessFilters,
} from '../api/data-access-keys';
import { exportDataAccess } from '../api/export-data-access';
import { useDataAccess } from '../api/use-data-access';
import { dataAccessColumns } from '../components/data-access-columns';
import { DataAccessFiltersBar } from '../components/data-access-filters';

/** The filters an address carries (?subject=12 from an account's card), so a filtered log can be shared. */
function filtersOf(params: URLSearchParams): DataAccessFilters {
  return {
    subject: idParam(params.get('subject')),
    actor: idParam(params.get('actor')),
    what: oneOfParam(DATA_ACCESS_KINDS, params.get('what')),
    from: dateParam(params, 'from'),
    to: dateParam(params, 'to'),
  };
}

/**
 * /admin/data-access: every read of someone's personal data, newest first, 20 a page, filtered by whose data,
 * who read it, the kind of read and the period (a name in a row filters by that person), and exported to Excel
 * by the server.
 */
export function DataAccessPage() {
  const { t, i18n } = useTranslation('data-access');
  const { values, setValues, filters, page, setPage } = useUrlFilters(filtersOf);
  const log = useDataAccess(filters, page);

  const columns = useMemo(
    () =>
      dataAccessColumns({
        t,
        language: i18n.language,
        onActor: (actor) => setValues((current) => ({ ...current, actor })),
        onSubject: (subject) => setValues((current) => ({ ...current, subject })),
      }),
    [t, i18n.language, setValues],
  );

  const rows = log.data?.results ?? [];
  const subjectName = rows.find((entry) => entry.subject?.id === values.subject)?.subject?.name;
  const actorName = rows.find((entry) => entry.actor.id === values.actor)?.actor.name;

  return (
    <Stack gap="md">
      <Title order={1}>{t('areas:admin.data-access.title')}</Title>
      <Text c="dimmed">{t('intro')}</Text>
      <DataAccessFiltersBar
        value={values}
        onChange={setValues}
        subjectName={subjectName}
        actorName={actorName}
      />
      <LogExportBar
        label={t('export.button')}
        failedTitle={t('export.failed')}
        onExport={(onProgress) => exportDataAccess(filters, onProgress)}
        onReset={hasFilters(values) ? () => setValues(NO_DATA_ACCESS_FILTERS) : null}
      />
      <PagedTable
        columns={columns}
        data={log.isError ? undefined : log.data}
        loading={log.isPending}
        error={log.isError ? errorMessage(log.error, t) : null}
        page={page}
        onPageChange={setPage}
        pageSize={DATA_ACCESS_PAGE_SIZE}
        texts={{
          loading: t('loading'),
          empty: hasFilters(filters) ? t('empty.filtered') : t('empty.none'),
          total: (count) => t('total', { count }),
          pagination: t('pagination'),
        }}
        rowKey={(entry) => entry.id}
        minWidth={960}
        cardsOnPhone
      />
    </Stack>
  );
}
