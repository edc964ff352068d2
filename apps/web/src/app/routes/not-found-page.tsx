import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { AREA_DEFINITIONS, areaOfPath, PATHS } from '@/shared/lib/routes';

/** An unknown path; inside a signed-in area (its shell around this page) "home" is the area's start. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  const area = areaOfPath(useLocation().pathname);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text>{t('notFound.text')}</Text>
        <Anchor component={Link} to={area ? AREA_DEFINITIONS[area].path : PATHS.home}>
          {t('nav.home')}
        </Anchor>
      </Stack>
    </Container>
  );
}
