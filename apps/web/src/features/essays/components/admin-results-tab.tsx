import type { UserEssayDto } from '@expert-portal/contracts';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatDateTime } from '@/shared/lib/dates';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table';
import { notifyError } from '@/shared/ui/notify';
import { formatScore } from '@/shared/lib/score';
import { downloadEssayFile } from '../api/admin-download-essay-file';
import { ESSAY_RESULTS_PAGE_SIZE, useUserEssays } from '../api/admin-use-user-essays';
import { themeName } from './admin-essay-format';
import { AdminGradeModal } from './admin-grade-modal';

/** The grades of an essay: one at most; the list keeps any history, the latest counts. */
function latestGrade(essay: UserEssayDto) {
  return essay.grades.at(-1) ?? null;
}

function EssayStatus({ essay }: { essay: UserEssayDto }) {
  const { t, i18n } = useTranslation('selection-admin');
  const grade = latestGrade(essay);
  if (!grade) return <Badge color="gray">{t('essays.status.ungraded')}</Badge>;
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={grade.passed ? 'green' : 'red'}>
        {grade.passed ? t('essays.status.passed') : t('essays.status.failed')}
      </Badge>
      <Text size="sm">{t('essays.status.grade', { grade: formatScore(grade.grade) })}</Text>
      <Text size="xs" c="dimmed">
        {t('essays.status.gradedAt', { at: formatDateTime(grade.graded_at, i18n.language) })}
      </Text>
    </Stack>
  );
}

/** Tab 4: the uploaded essays, page by page; an ungraded one can be graded, once. */
export function AdminResultsTab() {
  const { t, i18n } = useTranslation('selection-admin');
  const [page, setPage] = useState(1);
  const essays = useUserEssays(page);
  const [grading, setGrading] = useState<UserEssayDto | null>(null);

  const download = (essay: UserEssayDto) =>
    downloadEssayFile(essay).catch((error: unknown) =>
      notifyError(t('essays.file.failed'), errorMessage(error, t)),
    );

  const columns: PagedTableColumn<UserEssayDto>[] = [
    {
      key: 'candidate',
      header: t('essays.column.candidate'),
      cell: (essay) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {essay.user.name || essay.user.username}
          </Text>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {essay.user.username}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'theme',
      header: t('essays.column.theme'),
      cell: (essay) => themeName(essay.theme, i18n.language),
      style: { overflowWrap: 'anywhere' },
    },
    {
      key: 'file',
      header: t('essays.column.file'),
      cell: (essay) =>
        essay.file ? (
          <Stack gap={2} align="flex-start">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} aria-hidden />}
              aria-label={t('essays.file.download', { name: essay.file_name ?? '' })}
              onClick={() => void download(essay)}
              styles={{ label: { whiteSpace: 'normal', wordBreak: 'break-all' } }}
              h="auto"
              py={4}
            >
              {essay.file_name ?? t('essays.file.unnamed')}
            </Button>
            {essay.word_count !== null && (
              <Text size="xs" c="dimmed">
                {t('essays.file.words', { count: essay.word_count })}
              </Text>
            )}
          </Stack>
        ) : (
          <Text c="dimmed">{t('essays.file.none')}</Text>
        ),
    },
    {
      key: 'uploaded',
      header: t('essays.column.uploaded'),
      cell: (essay) => (essay.uploaded_at ? formatDateTime(essay.uploaded_at, i18n.language) : '—'),
      style: { whiteSpace: 'nowrap' },
    },
    { key: 'status', header: t('essays.column.status'), cell: (essay) => <EssayStatus essay={essay} /> },
    {
      key: 'action',
      header: t('essays.column.actions'),
      cell: (essay) =>
        latestGrade(essay) === null && essay.file ? (
          <Button
            size="xs"
            onClick={() => setGrading(essay)}
            aria-label={t('essays.grade.action', { name: essay.user.name || essay.user.username })}
          >
            {t('essays.grade.open')}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <PagedTable
        columns={columns}
        data={essays.data}
        loading={essays.isPending}
        error={essays.isError ? errorMessage(essays.error, t) : null}
        page={page}
        onPageChange={setPage}
        pageSize={ESSAY_RESULTS_PAGE_SIZE}
        texts={{
          loading: t('essays.results.loading'),
          empty: t('essays.results.empty'),
          total: (count) => t('essays.results.total', { count }),
          pagination: t('essays.results.pagination'),
        }}
        rowKey={(essay) => essay.id}
        minWidth={900}
      />
      {grading && <AdminGradeModal essay={grading} onClose={() => setGrading(null)} />}
    </>
  );
}
