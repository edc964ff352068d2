import type { ApplicationBulkResult, ApplicationDto } from '@expert-portal/contracts';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBulkReject } from '../api/use-bulk-reject';
import { useRejectApplication } from '../api/use-reject-application';
import { actionErrorMessage } from './format';
import { ReasonSelect } from './reason-select';

interface RejectDialogProps {
  targets: Pick<ApplicationDto, 'id' | 'name'>[];
  bulk: boolean;
  onClose: () => void;
  onDone: (result?: ApplicationBulkResult) => void;
}

/**
 * Deputy: reject with a reason (required) and a comment. In bulk every selected application carries its
 * own reason, which one choice can fill for all; any left without one blocks the call.
 */
export function RejectDialog({ targets, bulk, onClose, onDone }: RejectDialogProps) {
  const { t } = useTranslation('applications');
  const single = useRejectApplication();
  const many = useBulkReject();
  const [reasons, setReasons] = useState<Record<number, number | null>>({});
  const [comment, setComment] = useState('');
  // Set by a press of reject with reasons missing: each such select then says so under it.
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const failure = single.error ?? many.error;
  const reasonError = (id: number) => (tried && reasons[id] == null ? t('reason.required') : null);

  const setReason = (id: number, reason: number | null) => {
    setReasons((current) => ({ ...current, [id]: reason }));
    setProblem(null);
  };
  const setAll = (reason: number | null) => {
    setReasons(Object.fromEntries(targets.map((target) => [target.id, reason])));
    setProblem(null);
  };

  const submit = async () => {
    const missing = targets.filter((target) => reasons[target.id] == null).length;
    if (missing > 0) {
      setTried(true);
      if (bulk) setProblem(t('reason.bulkMissing', { count: missing }));
      return;
    }
    const text = comment.trim() || undefined;
    try {
      if (bulk) {
        const items = targets.map((target) => ({
          id: target.id,
          reason_id: reasons[target.id] as number,
          comment: text,
        }));
        onDone(await many.mutateAsync(items));
      } else {
        await single.mutateAsync({
          id: targets[0].id,
          reason_id: reasons[targets[0].id] as number,
          comment: text,
        });
        onDone();
      }
    } catch {
      // Shown below from the mutation's error.
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      zIndex={400}
      size={bulk ? 'lg' : 'md'}
      title={bulk ? t('reject.bulkTitle', { count: targets.length }) : t('reject.title')}
    >
      <Stack gap="sm">
        {bulk ? (
          <>
            <ReasonSelect label={t('reason.forAll')} value={null} onChange={setAll} required={false} />
            {targets.map((target) => (
              <ReasonSelect
                key={target.id}
                label={target.name}
                value={reasons[target.id] ?? null}
                error={reasonError(target.id)}
                onChange={(reason) => setReason(target.id, reason)}
              />
            ))}
          </>
        ) : (
          <ReasonSelect
            value={reasons[targets[0].id] ?? null}
            error={reasonError(targets[0].id)}
            onChange={(reason) => setReason(targets[0].id, reason)}
          />
        )}
        <Textarea
          label={t('comment')}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          autosize
          minRows={2}
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {actionErrorMessage(failure, t, 'applications:error.reject')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button color="red" loading={single.isPending || many.isPending} onClick={() => void submit()}>
            {t('action.reject')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
