import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SignedInContext } from '@/shared/ui/signed-in-context';
import { useAdminTests } from '../api/admin-use-tests';
import { AdminQuestionsPanel } from '../components/admin-questions-panel';
import { AdminTestSettingsForm } from '../components/admin-test-settings-form';
import { AdminTestsTable } from '../components/admin-tests-table';

/**
 * /admin/pre-course-tests: the four pre-course tests; the one chosen (`?test=`, the first by default) shows its
 * settings and its questions with their options, which admins add, edit and delete in both languages.
 */
export function AdminTestsPage() {
  const { t } = useTranslation('tests-admin');
  const tests = useAdminTests();
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('test'));
  const selected = tests.data?.find((test) => test.id === wanted) ?? tests.data?.[0] ?? null;

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{t('areas:admin.pre-course-tests.title')}</Title>
        <Text c="dimmed">{t('page.description')}</Text>
        <SignedInContext />
      </Stack>
      <AdminTestsTable
        selectedId={selected?.id ?? null}
        onSelect={(test) => setParams({ test: String(test.id) }, { replace: true })}
      />
      {selected && (
        <Stack gap="lg" key={selected.id}>
          <AdminTestSettingsForm test={selected} />
          <AdminQuestionsPanel test={selected} />
        </Stack>
      )}
    </Stack>
  );
}
