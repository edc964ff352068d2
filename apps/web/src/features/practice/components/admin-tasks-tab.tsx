import type { PracticeTaskDto } from '@expert-portal/contracts';
import { Button, Spoiler, Stack, Text } from '@mantine/core';
import { startTransition, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatMeetingTime } from '@/shared/lib/dates';
import { LocalFieldText } from '@/shared/ui/local-field-text';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table';
import { PRACTICE_TASKS_PAGE_SIZE, usePracticeTasks } from '../api/admin-use-practice-tasks';
import { AdminAnswersModal } from './admin-answers-modal';
import { PracticeFiles } from './practice-files';
import { courseTitle, taskTitle } from './practice-format';

/** Tab 3: every task with its files; 'view answers' opens the grading table of the task. */
export function AdminTasksTab() {
  const { t, i18n } = useTranslation('practice-admin');
  const [page, setPage] = useState(1);
  const tasks = usePracticeTasks(page);
  const [viewing, setViewing] = useState<PracticeTaskDto | null>(null);

  const columns: PagedTableColumn<PracticeTaskDto>[] = [
    {
      key: 'title',
      header: t('tasks.column.title'),
      cell: (task) => (
        <Text size="sm" fw={500}>
          <LocalFieldText ru={task.title} kk={task.title_kk} />
        </Text>
      ),
      style: { overflowWrap: 'anywhere', minWidth: 140 },
    },
    {
      key: 'instruction',
      header: t('tasks.column.instruction'),
      cell: (task) => (
        <Spoiler
          maxHeight={61}
          showLabel={t('tasks.more')}
          hideLabel={t('tasks.less')}
          styles={{ control: { fontSize: 'var(--mantine-font-size-sm)' } }}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            <LocalFieldText ru={task.instruction} kk={task.instruction_kk} />
          </Text>
        </Spoiler>
      ),
      style: { overflowWrap: 'anywhere', minWidth: 220 },
    },
    {
      key: 'deadline',
      header: t('tasks.column.deadline'),
      cell: (task) => formatMeetingTime(task.deadline, i18n.language),
      style: { minWidth: 130 },
    },
    {
      key: 'course',
      header: t('tasks.column.course'),
      cell: (task) => courseTitle(task.course, i18n.language),
      style: { overflowWrap: 'anywhere', minWidth: 140 },
    },
    {
      key: 'files',
      header: t('tasks.column.files'),
      cell: (task) => <PracticeFiles files={task.files} />,
      style: { minWidth: 190 },
    },
    {
      key: 'answers',
      header: t('tasks.column.answers'),
      cell: (task) => (
        <Stack gap={4} align="flex-start">
          <Text size="xs" c="dimmed">
            {t('answers.counts', { count: task.answers_count, graded: task.graded_count })}
          </Text>
          <Button
            size="xs"
            variant="light"
            // The grading table opens in a transition: the press is answered at once, the table drawn after.
            onClick={() => startTransition(() => setViewing(task))}
            aria-label={t('answers.openFor', { title: taskTitle(task, i18n.language) })}
          >
            {t('answers.open')}
          </Button>
        </Stack>
      ),
      style: { minWidth: 160 },
    },
  ];

  return (
    <>
      <PagedTable
        columns={columns}
        data={tasks.data}
        loading={tasks.isPending}
        error={tasks.isError ? t('tasks.loadFailed') : null}
        page={page}
        onPageChange={setPage}
        pageSize={PRACTICE_TASKS_PAGE_SIZE}
        texts={{
          loading: t('tasks.loading'),
          empty: t('tasks.empty'),
          total: (count) => t('tasks.total', { count }),
          pagination: t('tasks.pagination'),
        }}
        rowKey={(task) => task.id}
        minWidth={1080}
      />
      {tasks.isError && (
        <Text size="sm" c="dimmed">
          {errorMessage(tasks.error, t)}
        </Text>
      )}
      {viewing && <AdminAnswersModal task={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
