import type { ApplicationBulkResult, ApplicationDto } from '@expert-portal/contracts';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBulkSign } from '../api/use-bulk-sign';
import { useSignApplication } from '../api/use-sign-application';
import { actionErrorMessage } from './format';
import { ReasonSelect } from './reason-select';

interface SignDialogProps {
  /** approved = sign, rejected = refuse. */
  decision: 'approved' | 'rejected';
  targets: Pick<ApplicationDto, 'id' | 'name'>[];
  /** Many targets go through the bulk call, whose answer is per item. */
  bulk: boolean;
  onClose: () => void;
  onDone: (result?: ApplicationBulkResult) => void;
}

/** Staff: sign, or refuse with a reason from the list (required) and a comment. */
export function SignDialog({ decision, targets, bulk, onClose, onDone }: SignDialogProps) {
  const { t } = useTranslation('applications');
  const single = useSignApplication();
  const many = useBulkSign();
  const [reason, setReason] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [invalid, setInvalid] = useState(false);
  const refusing = decision === 'rejected';
  const failure = single.error ?? many.error;
  const pending = single.isPending || many.isPending;

  const submit = async () => {
    // Nothing is sent without a reason: the select says what is missing.
    if (refusing && reason === null) {
      setInvalid(true);
      return;
    }
    const body = {
      decision,
      ...(comment.trim() ? { comment: comment.trim() } : {}),
      ...(refusing && reason !== null ? { reason_id: reason } : {}),
    };
    try {
      if (bulk) onDone(await many.mutateAsync({ ...body, ids: targets.map((target) => target.id) }));
      else {
        await single.mutateAsync({ ...body, id: targets[0].id });
        onDone();
      }
    } catch {
      // Shown below from the mutation's error.
    }
  };

  const title = refusing
    ? bulk
      ? t('refuse.bulkTitle', { count: targets.length })
      : t('refuse.title')
    : t('sign.title');

  return (
    <Modal opened onClose={onClose} title={title} centered zIndex={400}>
      <Stack gap="sm">
        {!refusing && (
          <Text>
            {bulk
              ? t('sign.bulkConfirm', { count: targets.length })
              : t('sign.confirm', { name: targets[0]?.name })}
          </Text>
        )}
        {refusing && (
          <>
            <Text size="sm" c="dimmed">
              {t('refuse.hint')}
            </Text>
            <ReasonSelect
              value={reason}
              error={invalid ? t('reason.required') : null}
              onChange={(next) => {
                setReason(next);
                setInvalid(false);
              }}
            />
          </>
        )}
        <Textarea
          label={t('comment')}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          autosize
          minRows={2}
        />
        {failure && (
          <Alert color="red" role="alert">
            {actionErrorMessage(
              failure,
              t,
              refusing ? 'applications:error.reject' : 'applications:error.sign',
            )}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button color={refusing ? 'red' : 'green'} loading={pending} onClick={() => void submit()}>
            {refusing ? t('action.refuse') : t('action.sign')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
