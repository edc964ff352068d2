import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';
import { notifySuccess } from '@/shared/ui/notify';
import { useRequestErasure } from '../api/use-my-erasure-request';
import { ReasonField } from './reason-field';

/**
 * The person asks for their data to be erased: what would happen, an optional reason, send or cancel. The
 * server's refusal (a request waiting already) stays in view, in the dialog.
 */
export function ErasureRequestDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['personal-data', 'errors']);
  const sending = useRequestErasure();
  const [reason, setReason] = useState('');
  const fieldError = sending.error instanceof ApiError ? sending.error.fieldErrors?.reason?.[0] : undefined;

  const change = (value: string) => {
    setReason(value);
    if (sending.isError) sending.reset();
  };
  const send = () =>
    sending.mutate(reason.trim(), {
      onSuccess: () => {
        notifySuccess(t('mine.dialog.sent'));
        onClose();
      },
    });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('mine.dialog.title')}
      centered
      zIndex={400}
      closeButtonProps={{ 'aria-label': t('common:control.close') }}
    >
      <Stack gap="md">
        <Alert color="orange" variant="light" role="note" icon={<IconAlertTriangle size={20} aria-hidden />}>
          <Stack gap={6}>
            <Text size="sm">{t('mine.dialog.warning')}</Text>
            <Text size="sm">{t('mine.dialog.mail')}</Text>
          </Stack>
        </Alert>
        <ReasonField label={t('mine.dialog.reason')} value={reason} onChange={change} error={fieldError} />
        {sending.isError && !fieldError && (
          <Alert color="red" role="alert" title={t('mine.dialog.failed')}>
            {errorMessage(sending.error, t)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={sending.isPending}>
            {t('cancel')}
          </Button>
          <Button color="red" onClick={send} loading={sending.isPending}>
            {t('mine.dialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
