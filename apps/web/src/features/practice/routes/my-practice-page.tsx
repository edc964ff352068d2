import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { useMyPracticeTasks } from '../api/my-use-practice-tasks';
import { MyPracticeTask } from '../components/my-practice-task';

/** /user/practice: the candidate's practice tasks, their files to download, and the answer to upload. */
export function MyPracticePage() {
  const { t } = useTranslation('practice');
  const tasks = useMyPracticeTasks();

  return (
    <Stack gap="lg" maw={900}>
      <Title order={1}>{t('areas:user.practice.title')}</Title>
      <Text c="dimmed">{t('intro')}</Text>
      {tasks.isPending && (
        <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
          {[0, 1].map((key) => (
            <Skeleton key={key} height={220} radius="md" />
          ))}
        </Stack>
      )}
      {tasks.isError && (
        <Alert color="red" role="alert" title={t('loadError')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(tasks.error, t)}</Text>
            <Button size="compact-sm" variant="light" color="red" onClick={() => void tasks.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {tasks.isSuccess && tasks.data.length === 0 && (
        <Alert variant="light" color="gray">
          {t('empty')}
        </Alert>
      )}
      {tasks.data?.map((task) => (
        <MyPracticeTask key={task.id} task={task} />
      ))}
    </Stack>
  );
}
