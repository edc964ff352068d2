import { Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { dateParam, hasFilters, idParam, useUrlFilters } from '@/shared/lib/url-filters';
import { LogExportBar } from '@/shared/ui/log-export-bar';
import { PagedTable } from '@/shared/ui/paged-table';
import { AUDIT_LOG_PAGE_SIZE, NO_AUDIT_FILTERS, type AuditLogFilters } from '../api/audit-log-keys';
import { exportAuditLog } from '../api/export-audit-log';
import { useAuditLog } from '../api/use-audit-log';
import { auditLogColumns } from '../components/audit-log-columns';
import { AuditLogFiltersBar, isAuditAction } from '../components/audit-log-filters';

/** The filters an address carries (?subject=12 from an account's card), so a filtered log can be shared. */
function filtersOf(params: URLSearchParams): AuditLogFilters {
  const action = params.get('action');
  return {
    action: isAuditAction(action) ? action : null,
    from: dateParam(params, 'from'),
    to: dateParam(params, 'to'),
    actor: idParam(params.get('actor')),
    subject: idParam(params.get('subject')),
  };
}

/**
 * /admin/audit-log: every account action and sign-in outcome, newest first, 20 a page, filtered by action,
 * period and person (a name in a row filters by that person), and exported to Excel by the server.
 */
export function AuditLogPage() {
  const { t, i18n } = useTranslation(['audit-log', 'audit']);
  const { values, setValues, filters, page, setPage } = useUrlFilters(filtersOf);
  const log = useAuditLog(filters, page);

  const columns = useMemo(
    () =>
      auditLogColumns({
        t,
        language: i18n.language,
        onActor: (actor) => setValues((current) => ({ ...current, actor })),
        onSubject: (subject) => setValues((current) => ({ ...current, subject })),
      }),
    [t, i18n.language, setValues],
  );

  const rows = log.data?.results ?? [];
  const actorName = rows.find((entry) => entry.actor?.id === values.actor)?.actor?.name;
  const subjectName = rows.find((entry) => entry.subject?.id === values.subject)?.subject?.name;

  return (
    <Stack gap="md">
      <Title order={1}>{t('areas:admin.audit-log.title')}</Title>
      <Text c="dimmed">{t('intro')}</Text>
      <AuditLogFiltersBar
        value={values}
        onChange={setValues}
        actorName={actorName}
        subjectName={subjectName}
      />
      <LogExportBar
        label={t('export.button')}
        failedTitle={t('export.failed')}
        onExport={(onProgress) => exportAuditLog(filters, onProgress)}
        onReset={hasFilters(values) ? () => setValues(NO_AUDIT_FILTERS) : null}
      />
      <PagedTable
        columns={columns}
        data={log.isError ? undefined : log.data}
        loading={log.isPending}
        error={log.isError ? errorMessage(log.error, t) : null}
        page={page}
        onPageChange={setPage}
        pageSize={AUDIT_LOG_PAGE_SIZE}
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
