import type { PracticeTaskDto } from '@expert-portal/contracts';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatMeetingTime } from '@/shared/lib/dates';
import { formatPhone } from '@/shared/lib/phone';
import { LocalFieldText } from '@/shared/ui/local-field-text';
import { pageCount } from '@/shared/ui/paged-table';
import { PRACTICE_TASKS_PAGE_SIZE, usePracticeTasks } from '../api/admin-use-practice-tasks';
import { AdminAddUsersModal } from './admin-add-users-modal';
import { courseTitle, taskTitle } from './practice-format';
import { useCheckedTasks } from './use-checked-tasks';

function TaskUsers({ task }: { task: PracticeTaskDto }) {
  const { t, i18n } = useTranslation('practice-admin');
  if (task.users.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('users.none')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label={t('users.listLabel', { title: taskTitle(task, i18n.language) })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('users.column.name')}</Table.Th>
            <Table.Th>{t('users.column.username')}</Table.Th>
            <Table.Th>{t('users.column.email')}</Table.Th>
            <Table.Th>{t('users.column.phone')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {task.users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>{user.name || '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{user.username}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{user.email || '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {user.phone ? formatPhone(user.phone) : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Tab 2: every task with the users given it, a local 'checked' mark per task, and the modal that
 * adds users to a task.
 */
export function AdminTaskUsersTab() {
  const { t, i18n } = useTranslation('practice-admin');
  const [page, setPage] = useState(1);
  const tasks = usePracticeTasks(page);
  const { isChecked, setTaskChecked } = useCheckedTasks();
  const [adding, setAdding] = useState<PracticeTaskDto | null>(null);
  const pages = pageCount(tasks.data?.count ?? 0, PRACTICE_TASKS_PAGE_SIZE);

  return (
    <Stack gap="md">
      {tasks.isPending && (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('tasks.loading')}</Text>
        </Group>
      )}
      {tasks.isError && (
        <Alert color="red" role="alert" title={t('tasks.loadFailed')}>
          {errorMessage(tasks.error, t)}
        </Alert>
      )}
      {tasks.data?.count === 0 && <Text>{t('tasks.empty')}</Text>}
      {tasks.data?.results.map((task) => {
        const checked = isChecked(task.id);
        return (
          <Paper
            key={task.id}
            withBorder
            p="md"
            component="section"
            aria-labelledby={`practice-task-${task.id}`}
          >
            <Stack gap="sm">
              <Group justify="space-between" align="flex-start" gap="sm">
                <Stack gap={2} miw={0} style={{ flex: '1 1 240px' }}>
                  <Group gap="xs">
                    <Title
                      order={3}
                      size="h5"
                      id={`practice-task-${task.id}`}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      <LocalFieldText ru={task.title} kk={task.title_kk} />
                    </Title>
                    {checked && <Badge color="teal">{t('users.checkedBadge')}</Badge>}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {courseTitle(task.course, i18n.language)} ·{' '}
                    {t('tasks.deadlineAt', { at: formatMeetingTime(task.deadline, i18n.language) })}
                  </Text>
                </Stack>
                <Group gap="sm">
                  <Switch
                    label={t('users.checked')}
                    description={t('users.checkedHint')}
                    checked={checked}
                    onChange={(event) => setTaskChecked(task.id, event.currentTarget.checked)}
                  />
                  <Button
                    leftSection={<IconUserPlus size={16} aria-hidden />}
                    onClick={() => setAdding(task)}
                    aria-label={t('users.addTo', { title: taskTitle(task, i18n.language) })}
                  >
                    {t('users.add')}
                  </Button>
                </Group>
              </Group>
              <TaskUsers task={task} />
            </Stack>
          </Paper>
        );
      })}
      {pages > 1 && (
        <nav aria-label={t('tasks.pagination')}>
          <Pagination total={pages} value={page} onChange={setPage} />
        </nav>
      )}
      {adding && <AdminAddUsersModal task={adding} onClose={() => setAdding(null)} />}
    </Stack>
  );
}
