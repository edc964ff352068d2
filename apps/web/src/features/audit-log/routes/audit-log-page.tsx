import { Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileSpreadsheet, IconFilterOff } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/shared/api/error-message';
import { notifyError } from '@/shared/ui/notify';
import { PagedTable } from '@/shared/ui/paged-table';
import { AUDIT_LOG_PAGE_SIZE, NO_AUDIT_FILTERS, type AuditLogFilters } from '../api/audit-log-keys';
import { exportAuditLog } from '../api/export-audit-log';
import { useAuditLog } from '../api/use-audit-log';
import { auditLogColumns } from '../components/audit-log-columns';
import { AuditLogFiltersBar, isAuditAction } from '../components/audit-log-filters';

/** Typing an id or a date sends one request, this long after the last change. */
export const AUDIT_FILTER_DEBOUNCE_MS = 300;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function idParam(text: string | null): number | null {
  return text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

/** The filters an address carries (?subject=12 from an account's card), so a filtered log can be shared. */
function filtersOf(params: URLSearchParams): AuditLogFilters {
  const action = params.get('action');
  const date = (name: string) => {
    const text = params.get(name) ?? '';
    return DATE.test(text) ? text : '';
  };
  return {
    action: isAuditAction(action) ? action : null,
    from: date('from'),
    to: date('to'),
    actor: idParam(params.get('actor')),
    subject: idParam(params.get('subject')),
  };
}

function paramsOf(filters: AuditLogFilters): Record<string, string> {
  const entries = Object.entries(filters).filter(([, value]) => value !== null && value !== '');
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

const hasFilters = (filters: AuditLogFilters) => Object.keys(paramsOf(filters)).length > 0;

type ExportProgress = { loaded: number; total: number | null } | null;

/**
 * /admin/audit-log: every account action and sign-in outcome, newest first, 20 a page, filtered by action,
 * period and person (a name in a row filters by that person), and exported to Excel by the server.
 */
export function AuditLogPage() {
  const { t, i18n } = useTranslation(['audit-log', 'audit']);
  const [searchParams, setSearchParams] = useSearchParams();
  const [values, setValues] = useState<AuditLogFilters>(() => filtersOf(searchParams));
  const [filters] = useDebouncedValue(values, AUDIT_FILTER_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  // A new filter starts from its first page.
  const [pageFilters, setPageFilters] = useState(filters);
  if (pageFilters !== filters) {
    setPageFilters(filters);
    setPage(1);
  }
  const log = useAuditLog(filters, page);
  const [progress, setProgress] = useState<ExportProgress>(null);

  // The address follows the filters, without a history entry per change.
  useEffect(() => {
    setSearchParams(paramsOf(filters), { replace: true });
  }, [filters, setSearchParams]);

  const columns = useMemo(
    () =>
      auditLogColumns({
        t,
        language: i18n.language,
        onActor: (actor) => setValues((current) => ({ ...current, actor })),
        onSubject: (subject) => setValues((current) => ({ ...current, subject })),
      }),
    [t, i18n.language],
  );

  const rows = log.data?.results ?? [];
  const actorName = rows.find((entry) => entry.actor?.id === values.actor)?.actor?.name;
  const subjectName = rows.find((entry) => entry.subject?.id === values.subject)?.subject?.name;

  const runExport = () => {
    setProgress({ loaded: 0, total: null });
    exportAuditLog(filters, (loaded, total) => setProgress({ loaded, total }))
      .catch((error: unknown) => notifyError(t('export.failed'), errorMessage(error, t)))
      .finally(() => setProgress(null));
  };

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
      <Group gap="sm" wrap="wrap">
        <Button
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          onClick={runExport}
          loading={progress !== null}
        >
          {t('export.button')}
        </Button>
        {hasFilters(values) && (
          <Button
            variant="subtle"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={() => setValues(NO_AUDIT_FILTERS)}
          >
            {t('filter.reset')}
          </Button>
        )}
      </Group>
      {progress && (
        <Stack gap={4} maw={420}>
          <Text size="sm">
            {progress.total
              ? t('export.percent', { percent: Math.round((progress.loaded / progress.total) * 100) })
              : t('export.kilobytes', { kb: Math.round(progress.loaded / 1024) })}
          </Text>
          <Progress
            value={progress.total ? (progress.loaded / progress.total) * 100 : 100}
            animated={!progress.total}
            aria-label={t('export.progress')}
          />
        </Stack>
      )}
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
