import {
  EXPERT_REGISTER_PAGE_SIZE,
  type ExpertRegisterRowDto,
  type RegisterCertificateDto,
} from '@expert-portal/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Progress,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileSpreadsheet, IconSearch } from '@tabler/icons-react';
import { startTransition, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { localText } from '@/shared/lib/local-title';
import { notifyError } from '@/shared/ui/notify';
import { PagedTable } from '@/shared/ui/paged-table';
import { exportExperts } from '../api/export-experts';
import type { RegisterFilters } from '../api/register-keys';
import { OPENING_FILTERS, useExpertRegister } from '../api/use-expert-register';
import { useRegisterCourses } from '../api/use-register-courses';
import { registerColumns } from '../components/register-columns';
import { RegenerateCertificateDialog } from '../components/regenerate-certificate-dialog';
import { RevokeCertificateDialog } from '../components/revoke-certificate-dialog';

export { prefetchOpeningPage } from '../api/use-expert-register';

/** The register's search waits 300 ms after the last keystroke. */
export const REGISTER_SEARCH_DEBOUNCE_MS = 300;

type ExportProgress = { loaded: number; total: number | null } | null;
type RowAction = {
  kind: 'revoke' | 'regenerate';
  row: ExpertRegisterRowDto;
  certificate: RegisterCertificateDto;
};

/**
 * «Только с сертификатом»: the box answers the press at once; the register follows in a transition (the
 * filter the page reads changes there), so a tick never waits for the table to be drawn again.
 */
function CertificateFilter({ label, onChange }: { label: string; onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      label={label}
      checked={checked}
      onChange={(event) => {
        setChecked(event.currentTarget.checked);
        onChange(event.currentTarget.checked);
      }}
    />
  );
}

/**
 * /admin/users, the electronic base of experts: every user with their representative
 * certificate, searched and filtered by the server, 10 a page, exported to Excel by the server.
 */
export function ExpertRegisterPage() {
  const { t, i18n } = useTranslation(['expert-register', 'errors']);
  const [searchText, setSearchText] = useState(OPENING_FILTERS.search);
  const [search] = useDebouncedValue(searchText.trim(), REGISTER_SEARCH_DEBOUNCE_MS);
  const [withCertificate, setWithCertificate] = useState(OPENING_FILTERS.withCertificate);
  const [courseId, setCourseId] = useState(OPENING_FILTERS.courseId);
  const [page, setPage] = useState(1);
  const filters: RegisterFilters = useMemo(
    () => ({ search, withCertificate, courseId }),
    [search, withCertificate, courseId],
  );
  // A new filter starts from its first page.
  const [pageFilters, setPageFilters] = useState(filters);
  if (pageFilters !== filters) {
    setPageFilters(filters);
    setPage(1);
  }
  const register = useExpertRegister(filters, page);
  const courses = useRegisterCourses();
  const [progress, setProgress] = useState<ExportProgress>(null);
  const [action, setAction] = useState<RowAction | null>(null);

  const columns = useMemo(
    () =>
      registerColumns({
        t,
        language: i18n.language,
        numberOf: (row) =>
          (page - 1) * EXPERT_REGISTER_PAGE_SIZE + (register.data?.results.indexOf(row) ?? 0) + 1,
        onRevoke: (row, certificate) => setAction({ kind: 'revoke', row, certificate }),
        onRegenerate: (row, certificate) => setAction({ kind: 'regenerate', row, certificate }),
      }),
    [t, i18n.language, page, register.data],
  );

  const runExport = () => {
    setProgress({ loaded: 0, total: null });
    exportExperts(filters, (loaded, total) => setProgress({ loaded, total }))
      .catch((error: unknown) => notifyError(t('export.failed'), errorMessage(error, t)))
      .finally(() => setProgress(null));
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t('areas:admin.users.title')}</Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('filter.search')}
          description={t('filter.searchHint')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          miw={240}
          style={{ flex: 3 }}
        />
        <Select
          label={t('filter.course')}
          placeholder={t('filter.allCourses')}
          data={(courses.data ?? []).map((course) => ({
            value: String(course.id),
            label: localText(course.title, course.title_kk, i18n.language),
          }))}
          value={courseId === null ? null : String(courseId)}
          onChange={(value) => setCourseId(value ? Number(value) : null)}
          clearable
          searchable
          nothingFoundMessage={t('filter.noCourses')}
          error={courses.isError ? t('filter.coursesFailed') : undefined}
          miw={220}
          style={{ flex: 2 }}
        />
        <Button
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          onClick={runExport}
          loading={progress !== null}
        >
          {t('export.button')}
        </Button>
      </Group>
      <CertificateFilter
        label={t('filter.withCertificate')}
        onChange={(checked) => startTransition(() => setWithCertificate(checked))}
      />
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
      {register.isError && (
        <Alert color="red" role="alert" title={t('loadError')}>
          {errorMessage(register.error, t)}
        </Alert>
      )}
      <PagedTable
        columns={columns}
        data={register.isError ? undefined : register.data}
        loading={register.isPending}
        error={null}
        page={page}
        onPageChange={setPage}
        pageSize={EXPERT_REGISTER_PAGE_SIZE}
        texts={{
          loading: t('loading'),
          empty: search || withCertificate || courseId !== null ? t('notFound') : t('empty'),
          total: (count) => t('total', { count }),
          pagination: t('pagination'),
        }}
        rowKey={(row) => row.id}
        minWidth={1000}
        cardsOnPhone
      />
      {action?.kind === 'revoke' && (
        <RevokeCertificateDialog
          certificate={action.certificate}
          ownerName={action.row.name}
          onClose={() => setAction(null)}
        />
      )}
      {action?.kind === 'regenerate' && (
        <RegenerateCertificateDialog
          certificate={action.certificate}
          ownerName={action.row.name}
          onClose={() => setAction(null)}
        />
      )}
    </Stack>
  );
}
