import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MyCertificates } from '../components/my-certificates';

/** /user/certificate: the user's certificates, each opened in a new tab. */
export function MyCertificatesPage() {
  const { t } = useTranslation('public');
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1}>{t('areas:user.certificate.title')}</Title>
      <Text c="dimmed">{t('certificates.text')}</Text>
      <MyCertificates />
    </Stack>
  );
}
