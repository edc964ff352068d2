import type { PreCourseTestDto } from '@expert-portal/contracts';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localTitle } from '@/shared/lib/local-title';
import { useLastShown } from '@/shared/lib/use-last-shown';

interface MyStartDialogProps {
  test: PreCourseTestDto | null;
  starting: boolean;
  /** Why the last start failed (the server's words), if it did. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asked before the one attempt starts: its time, questions and pass mark, and that the clock cannot stop. */
export function MyStartDialog({ test: asked, starting, error, onConfirm, onCancel }: MyStartDialogProps) {
  const { t, i18n } = useTranslation('pre-course-tests');
  const test = useLastShown(asked);
  return (
    <Modal opened={asked !== null} onClose={() => !starting && onCancel()} title={t('start.title')} centered>
      {test && (
        <Stack gap="md">
          <Text fw={500}>{localTitle(test, i18n.language)}</Text>
          <List size="sm" spacing={4}>
            <List.Item>{t('start.time', { count: test.time_limit_minutes })}</List.Item>
            <List.Item>{t('start.questions', { count: test.question_count })}</List.Item>
            <List.Item>{t('start.passMark', { percent: test.pass_percent })}</List.Item>
          </List>
          <Text size="sm">{t('start.rules')}</Text>
          {error && (
            <Alert color="red" role="alert" title={t('start.failed')}>
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onCancel} disabled={starting}>
              {t('start.cancel')}
            </Button>
            <Button onClick={onConfirm} loading={starting}>
              {t('start.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
