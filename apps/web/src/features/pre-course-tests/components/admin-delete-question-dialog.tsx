import type { PreCourseQuestionDto } from '@expert-portal/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { useDeleteQuestion } from '../api/admin-use-delete-question';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { localTitle } from '@/shared/lib/local-title';

interface AdminDeleteQuestionDialogProps {
  testId: number;
  question: PreCourseQuestionDto;
  onClose: () => void;
}

/** A delete asks first; the question goes with its options. */
export function AdminDeleteQuestionDialog({ testId, question, onClose }: AdminDeleteQuestionDialogProps) {
  const { t, i18n } = useTranslation('tests-admin');
  const remove = useDeleteQuestion(testId);
  const confirm = () =>
    remove.mutate(question.id, {
      onSuccess: () => {
        notifySuccess(t('question.deleted'));
        onClose();
      },
      onError: (error) => {
        notifyError(t('question.deleteFailed'), errorMessage(error, t));
        onClose();
      },
    });

  return (
    <Modal opened onClose={onClose} title={t('question.deleteTitle')} centered>
      <Stack gap="md">
        <Text style={{ overflowWrap: 'anywhere' }}>
          {t('question.deleteConfirm', { order: question.order, text: localTitle(question, i18n.language) })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            {t('cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t('question.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
