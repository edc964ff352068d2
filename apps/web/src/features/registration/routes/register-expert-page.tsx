import { Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePreloaded } from '@/shared/lib/preloadable';
import { wizardFormPart } from '../components/wizard-form-part';

/** /register-expert: the expert application in three steps. */
export function RegisterExpertPage() {
  const { t } = useTranslation('registration');
  // Fetched once the title and introduction are on the screen (see wizard-form-part.ts).
  const WizardForm = usePreloaded(wizardFormPart);
  return (
    <Container size="md" px={0} py="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        {WizardForm ? (
          <WizardForm />
        ) : (
          <Center mih={480} role="status" aria-label={t('common:page.loading')}>
            <Loader />
          </Center>
        )}
      </Stack>
    </Container>
  );
}
