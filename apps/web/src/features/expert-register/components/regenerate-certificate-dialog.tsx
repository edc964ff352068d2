import type { RegisterCertificateDto } from '@expert-portal/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { useRegenerateCertificate } from '../api/use-regenerate-certificate';

interface RegenerateCertificateDialogProps {
  certificate: RegisterCertificateDto;
  ownerName: string;
  onClose: () => void;
}

/** Regenerating asks first: the documents are made again, the old files' hashes kept as replaced versions. */
export function RegenerateCertificateDialog({
  certificate,
  ownerName,
  onClose,
}: RegenerateCertificateDialogProps) {
  const { t } = useTranslation('expert-register');
  const regenerate = useRegenerateCertificate();
  const confirm = () =>
    regenerate.mutate(certificate.id, {
      onSuccess: () => {
        notifySuccess(t('regenerate.done', { serial: certificate.serial_number }));
        onClose();
      },
      onError: (error) => notifyError(t('regenerate.failed'), errorMessage(error, t)),
    });
  return (
    <Modal opened onClose={onClose} title={t('regenerate.title')} centered>
      <Stack gap="md">
        <Text style={{ overflowWrap: 'anywhere' }}>
          {t('regenerate.text', { serial: certificate.serial_number, name: ownerName })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={regenerate.isPending}>
            {t('cancel')}
          </Button>
          <Button onClick={confirm} loading={regenerate.isPending}>
            {t('regenerate.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
