import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '@/shared/lib/routes';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text>{t('notFound.text')}</Text>
        <Anchor component={Link} to={PATHS.home}>
          {t('nav.home')}
        </Anchor>
      </Stack>
    </Container>
  );
}
