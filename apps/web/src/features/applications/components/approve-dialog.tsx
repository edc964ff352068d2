import type { ApplicationBulkResult, ApplicationDto } from '@expert-portal/contracts';
import { Alert, Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApproveApplication, type ApprovedRole } from '../api/use-approve-application';
import { useBulkApprove } from '../api/use-bulk-approve';
import { actionErrorMessage } from './format';

interface ApproveDialogProps {
  targets: Pick<ApplicationDto, 'id' | 'name'>[];
  bulk: boolean;
  onClose: () => void;
  onDone: (result?: ApplicationBulkResult) => void;
}

/** Deputy: the final approval with the resulting role, Кандидат or Прямое зачисление. */
export function ApproveDialog({ targets, bulk, onClose, onDone }: ApproveDialogProps) {
  const { t } = useTranslation('applications');
  const single = useApproveApplication();
  const many = useBulkApprove();
  const [role, setRole] = useState<ApprovedRole>('user');
  const failure = single.error ?? many.error;

  const submit = async () => {
    try {
      if (bulk) onDone(await many.mutateAsync({ ids: targets.map((target) => target.id), role }));
      else {
        await single.mutateAsync({ id: targets[0].id, role });
        onDone();
      }
    } catch {
      // The alert shows the server's answer.
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      zIndex={400}
      title={bulk ? t('approve.bulkTitle', { count: targets.length }) : t('approve.title')}
    >
      <Stack gap="sm">
        <Radio.Group label={t('role')} value={role} onChange={(next) => setRole(next as ApprovedRole)}>
          <Stack gap="xs" mt="xs">
            <Radio value="user" label={t('role.user')} />
            <Radio value="direct_enroll" label={t('role.direct_enroll')} />
          </Stack>
        </Radio.Group>
        {failure && (
          <Alert color="red" role="alert">
            {actionErrorMessage(failure, t, 'applications:error.sign')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button color="green" loading={single.isPending || many.isPending} onClick={() => void submit()}>
            {t('action.approve')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
