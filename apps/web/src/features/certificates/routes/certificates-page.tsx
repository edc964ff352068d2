import { Alert, Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { readSession } from '@/shared/api/session';
import { PATHS } from '@/shared/lib/routes';
import { MyCertificates } from '../components/my-certificates';

/** /certificates: the signed-in user's certificates on the public layout; a visitor is asked to sign in. */
export function CertificatesPage() {
  const { t } = useTranslation('public');
  const session = readSession();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        {/* «Менің сертификаттарым»: one long Kazakh word wider than a phone at the h1 size. */}
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'break-word' }}>
          {t('certificates.title')}
        </Title>
        {session ? (
          <>
            <Text c="dimmed">{t('certificates.text')}</Text>
            <MyCertificates />
          </>
        ) : (
          <Alert variant="light" color="blue" title={t('certificates.signInTitle')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('certificates.signIn')}</Text>
              <Button component={Link} to={PATHS.login} size="compact-sm">
                {t('common:nav.login')}
              </Button>
            </Stack>
          </Alert>
        )}
        <Anchor component={Link} to={PATHS.home}>
          {t('common:nav.home')}
        </Anchor>
      </Stack>
    </Container>
  );
}
