import type { RegisterCertificateDto } from '@expert-portal/contracts';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { useRevokeCertificate } from '../api/use-revoke-certificate';

/** Contracts' revokeCertificateSchema: a reason of at least 3 characters. */
const MIN_REASON = 3;

interface RevokeCertificateDialogProps {
  certificate: RegisterCertificateDto;
  ownerName: string;
  onClose: () => void;
}

/** Revoking asks for the reason (shown on the public page), then for a confirmation: it cannot be undone. */
export function RevokeCertificateDialog({ certificate, ownerName, onClose }: RevokeCertificateDialogProps) {
  const { t } = useTranslation('expert-register');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [touched, setTouched] = useState(false);
  const revoke = useRevokeCertificate();
  const tooShort = reason.trim().length < MIN_REASON;

  const submit = () => {
    revoke.mutate(
      { certificateId: certificate.id, reason: reason.trim() },
      {
        onSuccess: () => {
          notifySuccess(t('revoke.done', { serial: certificate.serial_number }));
          onClose();
        },
        onError: (error) => notifyError(t('revoke.failed'), errorMessage(error, t)),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('revoke.title')} centered>
      <Stack gap="md">
        <Text style={{ overflowWrap: 'anywhere' }}>
          {t('revoke.subject', { serial: certificate.serial_number, name: ownerName })}
        </Text>
        {confirming ? (
          <>
            <Alert color="red" role="alert" title={t('revoke.confirmTitle')}>
              <Stack gap={4}>
                <Text size="sm">{t('revoke.confirmText')}</Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {t('revoke.reasonShown', { reason: reason.trim() })}
                </Text>
              </Stack>
            </Alert>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setConfirming(false)} disabled={revoke.isPending}>
                {t('back')}
              </Button>
              <Button color="red" onClick={submit} loading={revoke.isPending}>
                {t('revoke.confirm')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Textarea
              label={t('revoke.reason')}
              description={t('revoke.reasonHint')}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              onBlur={() => setTouched(true)}
              error={touched && tooShort ? t('revoke.reasonRequired') : undefined}
              autosize
              minRows={3}
              maxLength={1000}
              required
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('cancel')}
              </Button>
              <Button
                color="red"
                onClick={() => {
                  setTouched(true);
                  if (!tooShort) setConfirming(true);
                }}
              >
                {t('revoke.next')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
