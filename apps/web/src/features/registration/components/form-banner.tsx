import type { RegistrationBanner } from '@expert-portal/machines';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from './field-support';

const GENERAL_MESSAGES = {
  'registration.error.too_large': 'error.tooLarge',
  'registration.error.status': 'error.status',
  'registration.error.network': 'error.network',
} as const;

interface FormBannerProps {
  banner: RegistrationBanner;
  onClose: () => void;
}

/**
 * The red banner of a refused submission (role=alert, so it is announced); the wizard hides it after 4 s. A
 * client check shows its message; a server field error shows the field's label and the server's message.
 */
export function FormBanner({ banner, onClose }: FormBannerProps) {
  const { t } = useTranslation('registration');
  const message = useFieldMessage();
  const text = (() => {
    switch (banner.kind) {
      case 'field':
        return banner.source === 'client'
          ? message(banner.message)
          : `${t(`field.${banner.field}`)}: ${banner.message}`;
      case 'detail':
        return banner.text;
      case 'message':
        return t(GENERAL_MESSAGES[banner.key], banner.params);
    }
  })();

  return (
    <Alert
      color="red"
      variant="filled"
      icon={<IconAlertCircle aria-hidden />}
      withCloseButton
      closeButtonLabel={t('banner.close')}
      onClose={onClose}
      data-testid="registration-banner"
    >
      {text}
    </Alert>
  );
}
