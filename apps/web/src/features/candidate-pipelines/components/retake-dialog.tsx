import { candidatePipelineEventPayloads, type PipelineFailure } from '@expert-portal/machines';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { useGrantRetake } from '../api/use-grant-retake';
import { stateLabel } from './format';

// The machine's own payload schema: the comment's limit is the server's.
const retakePayload = candidatePipelineEventPayloads['retake.grant'];

interface RetakeDialogProps {
  instanceId: string;
  name: string;
  failure: PipelineFailure | null;
  onClose: () => void;
}

/** Confirms a retake of the failed stage, with an optional comment for the history; a toast once granted. */
export function RetakeDialog({ instanceId, name, failure, onClose }: RetakeDialogProps) {
  const { t } = useTranslation('candidates');
  const grant = useGrantRetake();
  const [comment, setComment] = useState('');
  const invalid = !retakePayload.safeParse({ comment }).success;

  const submit = async () => {
    if (invalid) return;
    try {
      await grant.mutateAsync({ instanceId, comment });
      notifications.show({ message: t('retake.done', { name }), color: 'green', autoClose: 4000 });
      onClose();
    } catch {
      // The alert below shows the server's answer.
    }
  };

  return (
    <Modal opened onClose={onClose} centered zIndex={400} title={t('retake.title')}>
      <Stack gap="sm">
        <Text size="sm">
          {failure
            ? t('retake.text', { name, stage: stateLabel(failure.stage, t) })
            : t('retake.textNoStage', { name })}
        </Text>
        {failure?.stage === 'tests' && (
          <Text size="sm" c="dimmed">
            {t('retake.testsNote')}
          </Text>
        )}
        <Textarea
          label={t('retake.comment')}
          description={t('retake.commentHint')}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          error={invalid ? t('retake.commentTooLong') : undefined}
          autosize
          minRows={2}
          maxRows={6}
        />
        {grant.isError && (
          <Alert color="red" role="alert">
            {errorMessage(grant.error, t)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('retake.cancel')}
          </Button>
          <Button loading={grant.isPending} disabled={invalid} onClick={() => void submit()}>
            {t('retake.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
