import type { PreCourseTestDto } from '@expert-portal/contracts';
import { Alert, Button, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { useAdminTests } from '../api/admin-use-tests';
import { localTitle } from '@/shared/lib/local-title';

interface AdminTestsTableProps {
  selectedId: number | null;
  onSelect: (test: PreCourseTestDto) => void;
}

/** The four pre-course tests with their settings and question counts; one is opened below the table. */
export function AdminTestsTable({ selectedId, onSelect }: AdminTestsTableProps) {
  const { t, i18n } = useTranslation('tests-admin');
  const tests = useAdminTests();

  if (tests.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t('tests.loading')}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={36} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (tests.isError) {
    return (
      <Alert color="red" role="alert" title={t('tests.loadFailed')}>
        {errorMessage(tests.error, t)}
      </Alert>
    );
  }
  if (tests.data.length === 0) return <Text c="dimmed">{t('tests.empty')}</Text>;

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('tests.list')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>{t('tests.column.order')}</Table.Th>
            <Table.Th>{t('tests.column.titleRu')}</Table.Th>
            <Table.Th>{t('tests.column.titleKk')}</Table.Th>
            <Table.Th>{t('tests.column.timeLimit')}</Table.Th>
            <Table.Th>{t('tests.column.passPercent')}</Table.Th>
            <Table.Th>{t('tests.column.questions')}</Table.Th>
            {/* Holds the hidden label, which would otherwise widen the page past the table's scroll area. */}
            <Table.Th pos="relative">
              <VisuallyHidden>{t('tests.column.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tests.data.map((test) => {
            const selected = test.id === selectedId;
            return (
              <Table.Tr key={test.id} bg={selected ? 'var(--mantine-primary-color-light)' : undefined}>
                <Table.Td>{test.order}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{test.title}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{test.title_kz}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {t('tests.minutes', { minutes: test.time_limit_minutes })}
                </Table.Td>
                <Table.Td>{t('tests.percent', { percent: test.pass_percent })}</Table.Td>
                <Table.Td>{test.question_count}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant={selected ? 'filled' : 'light'}
                    aria-pressed={selected}
                    aria-label={t('tests.openLabel', { title: localTitle(test, i18n.language) })}
                    onClick={() => onSelect(test)}
                  >
                    {t('tests.open')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
