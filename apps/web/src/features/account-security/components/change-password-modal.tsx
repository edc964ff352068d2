import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from './change-password-form';

/** «Сменить пароль» of the account menu and of a candidate's cabinet. */
export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('security');
  return (
    <Modal opened onClose={onClose} title={t('change.title')} centered size="md">
      <ChangePasswordForm onDone={onClose} onCancel={onClose} />
    </Modal>
  );
}
