import { Alert, Anchor, Code, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PATHS } from '@/shared/lib/routes';

/** The public check of one certificate, reached by the QR code or link printed on it. */
export function CertificatePage() {
  const { t } = useTranslation('public');
  const { uuid = '' } = useParams();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('certificate.title')}</Title>
        <Text>{t('certificate.text')}</Text>
        <Text>
          {t('certificate.id')} <Code>{uuid}</Code>
        </Text>
        <Alert variant="light">{t('certificate.status')}</Alert>
        <Anchor component={Link} to={PATHS.home}>
          {t('common:nav.home')}
        </Anchor>
      </Stack>
    </Container>
  );
}
