import { homePathForRole } from '@expert-portal/contracts';
import { Container, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { readSession } from '@/shared/api/session';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const session = readSession();
  // Someone already signed in has nothing to do here: straight to their own area.
  if (session) return <Navigate to={homePathForRole(session.role)} replace />;
  return (
    <Container size={440} py="xl">
      <Title order={1} ta="center">
        {t('login.title')}
      </Title>
      <Text c="dimmed" ta="center" mt="xs">
        {t('login.subtitle')}
      </Text>
      <Paper withBorder shadow="sm" p="lg" mt="lg" radius="md">
        <LoginForm />
      </Paper>
    </Container>
  );
}
