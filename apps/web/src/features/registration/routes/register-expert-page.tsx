import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RegistrationWizardForm } from '../components/registration-wizard-form';

/** /register-expert: the expert application in three steps. */
export function RegisterExpertPage() {
  const { t } = useTranslation('registration');
  return (
    <Container size="md" px={0} py="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        <RegistrationWizardForm />
      </Stack>
    </Container>
  );
}
