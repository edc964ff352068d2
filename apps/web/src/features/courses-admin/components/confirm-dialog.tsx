import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A delete asks first. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation('courses-admin');
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text style={{ overflowWrap: 'anywhere' }}>{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
