import type { ErasureRequestDto } from '@expert-portal/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';
import { notifySuccess } from '@/shared/ui/notify';
import { useDecideErasure } from '../api/use-erasure-requests';
import { ErasureDataLists } from './erasure-data-lists';
import { ReasonField } from './reason-field';

export type ErasureDecisionKind = 'granted' | 'refused';

interface DecisionDialogProps {
  request: ErasureRequestDto;
  decision: ErasureDecisionKind;
  onClose: () => void;
}

/**
 * An admin grants (the data are erased at once, for good) or refuses a pending request, with the reason the
 * person is mailed; the server's refusal (decided meanwhile, a certificate order being signed) stays in view.
 */
export function DecisionDialog({ request, decision, onClose }: DecisionDialogProps) {
  const { t } = useTranslation(['personal-data', 'errors']);
  const deciding = useDecideErasure();
  const [reason, setReason] = useState('');
  const granting = decision === 'granted';
  const action = granting ? 'grant' : 'refuse';
  const fieldError = deciding.error instanceof ApiError ? deciding.error.fieldErrors?.reason?.[0] : undefined;

  const change = (value: string) => {
    setReason(value);
    if (deciding.isError) deciding.reset();
  };
  const confirm = () =>
    deciding.mutate(
      { id: request.id, decision, reason: reason.trim() },
      {
        onSuccess: () => {
          notifySuccess(t(`admin.${action}.done`));
          onClose();
        },
      },
    );

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(`admin.${action}.title`, { name: request.user.name })}
      centered
      closeButtonProps={{ 'aria-label': t('common:control.close') }}
    >
      <Stack gap="md">
        {granting ? (
          <>
            <Alert color="red" variant="light" role="note" icon={<IconAlertTriangle size={20} aria-hidden />}>
              <Text size="sm">{t('admin.grant.warning')}</Text>
            </Alert>
            <ErasureDataLists request={request} />
          </>
        ) : (
          <Text size="sm">{t('admin.refuse.text')}</Text>
        )}
        <ReasonField
          label={t('admin.decision.reason')}
          description={t('admin.decision.reasonHint')}
          value={reason}
          onChange={change}
          required
          error={fieldError}
        />
        {deciding.isError && !fieldError && (
          <Alert color="red" role="alert" title={t('admin.decision.failed')}>
            {errorMessage(deciding.error, t)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={deciding.isPending}>
            {t('cancel')}
          </Button>
          <Button
            color={granting ? 'red' : undefined}
            onClick={confirm}
            disabled={!reason.trim()}
            loading={deciding.isPending}
          >
            {t(`admin.${action}.confirm`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
