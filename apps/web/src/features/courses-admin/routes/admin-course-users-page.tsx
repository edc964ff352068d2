import type { CourseUserDto } from '@expert-portal/contracts';
import {
  Alert,
  Button,
  Group,
  Loader,
  Progress,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileSpreadsheet, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatDate } from '@/shared/lib/dates';
import { formatPhone } from '@/shared/lib/phone';
import { notifyError } from '@/shared/ui/notify';
import { exportCourseUsers } from '../api/export-course-users';
import { useCourseNames } from '../api/use-course-names';
import { useCourseUsers } from '../api/use-course-users';
import { courseTitle } from '../components/course-format';

/** How long the search waits after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 300;

/** What the export has received: bytes, and the total when the server tells it. */
type ExportProgress = { loaded: number; total: number | null } | null;

function UsersTable({ users }: { users: CourseUserDto[] }) {
  const { t, i18n } = useTranslation(['courses-admin', 'candidates']);
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped verticalSpacing="sm" aria-label={t('courseUsers.list')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>№</Table.Th>
            <Table.Th>{t('courseUsers.name')}</Table.Th>
            <Table.Th>{t('courseUsers.username')}</Table.Th>
            <Table.Th>{t('courseUsers.email')}</Table.Th>
            <Table.Th>{t('courseUsers.phone')}</Table.Th>
            <Table.Th>{t('courseUsers.role')}</Table.Th>
            <Table.Th>{t('courseUsers.iin')}</Table.Th>
            <Table.Th>{t('courseUsers.enrolled')}</Table.Th>
            <Table.Th>{t('courseUsers.stage')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user, index) => (
            <Table.Tr key={user.id}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.name || '—'}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.username}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email || '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {user.phone ? formatPhone(user.phone) : '—'}
              </Table.Td>
              <Table.Td>{t(`common:role.${user.role}`, { defaultValue: user.role })}</Table.Td>
              <Table.Td>{user.iin ?? '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDate(user.enrolled_at, i18n.language)}
              </Table.Td>
              <Table.Td>
                {user.stage ? t(`candidates:state.${user.stage}`, { defaultValue: user.stage }) : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * /admin/course-users: a course's users, 500 at a time, with a search and an Excel export
 * made by the server.
 */
export function AdminCourseUsersPage() {
  const { t, i18n } = useTranslation(['courses-admin', 'errors']);
  const names = useCourseNames();
  const [picked, setPicked] = useState<number | null>(null);
  const courseId = picked ?? names.data?.[0]?.id ?? null;
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const users = useCourseUsers(courseId, search);
  const [progress, setProgress] = useState<ExportProgress>(null);

  const runExport = () => {
    if (courseId === null) return;
    setProgress({ loaded: 0, total: null });
    exportCourseUsers(courseId, (loaded, total) => setProgress({ loaded, total }))
      .catch((error: unknown) => notifyError(t('courseUsers.exportFailed'), errorMessage(error, t)))
      .finally(() => setProgress(null));
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t('areas:admin.course-users.title')}</Title>
      {names.isError && (
        <Alert color="red" role="alert" title={t('courseUsers.coursesFailed')}>
          {errorMessage(names.error, t)}
        </Alert>
      )}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('courseUsers.course')}
          placeholder={t('courseUsers.pickCourse')}
          data={(names.data ?? []).map((course) => ({
            value: String(course.id),
            label: courseTitle(course, i18n.language),
          }))}
          value={courseId === null ? null : String(courseId)}
          onChange={(value) => setPicked(value ? Number(value) : null)}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t('courseUsers.noCourses')}
          disabled={names.isPending}
          miw={260}
          style={{ flex: 2 }}
        />
        <TextInput
          label={t('courseUsers.search')}
          placeholder={t('courseUsers.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          miw={220}
          style={{ flex: 2 }}
        />
        <Button
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          onClick={runExport}
          loading={progress !== null}
          disabled={courseId === null}
        >
          {t('courseUsers.export')}
        </Button>
      </Group>
      {progress && (
        <Stack gap={4} maw={420}>
          <Text size="sm">
            {progress.total
              ? t('courseUsers.exportPercent', {
                  percent: Math.round((progress.loaded / progress.total) * 100),
                })
              : t('courseUsers.exportKilobytes', { kb: Math.round(progress.loaded / 1024) })}
          </Text>
          <Progress
            value={progress.total ? (progress.loaded / progress.total) * 100 : 100}
            animated={!progress.total}
            aria-label={t('courseUsers.exportProgress')}
          />
        </Stack>
      )}
      {courseId !== null && users.isPending && (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('courseUsers.loading')}</Text>
        </Group>
      )}
      {users.isError && (
        <Alert color="red" role="alert" title={t('courseUsers.usersFailed')}>
          {errorMessage(users.error, t)}
        </Alert>
      )}
      {names.data?.length === 0 && <Text c="dimmed">{t('courseUsers.noCourses')}</Text>}
      {users.data && users.data.count === 0 && (
        <Text c="dimmed">{search ? t('courseUsers.notFound') : t('courseUsers.empty')}</Text>
      )}
      {users.data && users.data.count > 0 && (
        <>
          <Text c="dimmed">{t('courseUsers.total', { count: users.data.count })}</Text>
          <UsersTable users={users.data.results} />
        </>
      )}
    </Stack>
  );
}
