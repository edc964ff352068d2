import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '@/shared/lib/routes';

/** The signed-in user's certificates (back-office spec, public certificate view). */
export function CertificatesPage() {
  const { t } = useTranslation('public');
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('certificates.title')}</Title>
        <Text>{t('certificates.text')}</Text>
        <Alert variant="light">{t('certificates.status')}</Alert>
        <Anchor component={Link} to={PATHS.home}>
          {t('common:nav.home')}
        </Anchor>
      </Stack>
    </Container>
  );
}
