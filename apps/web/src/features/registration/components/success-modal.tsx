import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface SuccessModalProps {
  opened: boolean;
  onOk: () => void;
}

/** "Заявка принята": closing it in any way leaves the form for the home page. */
export function SuccessModal({ opened, onOk }: SuccessModalProps) {
  const { t } = useTranslation('registration');
  return (
    <Modal opened={opened} onClose={onOk} title={t('success.title')} centered>
      <Text>{t('success.text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onOk} data-autofocus>
          {t('success.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
