import type { InterviewDetailDto } from '@expert-portal/contracts';
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatMeetingTime } from '@/shared/lib/dates';
import { LocalFieldText } from '@/shared/ui/local-field-text';
import { useCancelInterview } from '../api/admin-use-cancel-interview';

/**
 * Confirms cancelling an interview nobody was graded at, over its detail: it is deleted, and the server mails
 * each invited candidate the cancellation.
 */
export function AdminInterviewCancelDialog({
  interview,
  onClose,
  onCancelled,
}: {
  interview: InterviewDetailDto;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const { t, i18n } = useTranslation('selection-admin');
  const cancel = useCancelInterview();
  const invited = interview.users.length;

  const confirm = () =>
    cancel.mutate(interview.id, {
      onSuccess: () => {
        notifications.show({
          message:
            invited > 0
              ? t('interviews.cancelInterview.doneMailed', { count: invited })
              : t('interviews.cancelInterview.done'),
          color: 'green',
          autoClose: 3000,
        });
        onCancelled();
      },
      onError: (error) => {
        notifications.show({
          title: t('interviews.cancelInterview.failed'),
          message: errorMessage(error, t),
          color: 'red',
          autoClose: 4000,
        });
        onClose();
      },
    });

  return (
    <Modal
      opened
      onClose={() => !cancel.isPending && onClose()}
      title={t('interviews.cancelInterview.title')}
      size="md"
      zIndex={300}
    >
      <Stack gap="md">
        <Paper withBorder p="sm" radius="md">
          <Text fw={500}>
            <LocalFieldText ru={interview.name} kk={interview.name_kk} />
          </Text>
          <Text size="sm">{formatMeetingTime(interview.interview_time, i18n.language)}</Text>
        </Paper>
        <Text>{t('interviews.cancelInterview.confirm')}</Text>
        {invited > 0 && <Text>{t('interviews.cancelInterview.mailNotice', { count: invited })}</Text>}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
            {t('interviews.cancelInterview.keep')}
          </Button>
          <Button color="red" onClick={confirm} loading={cancel.isPending}>
            {t('interviews.cancelInterview.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
