import { Alert, Anchor, Container, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '@/shared/lib/routes';

const APPLICATION_STEPS = [1, 2, 3];

/** What the three-step application asks for; the form itself will be placed on this page. */
export function RegisterExpertPage() {
  const { t } = useTranslation('public');
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('register.title')}</Title>
        <Text>{t('register.intro')}</Text>
        <Timeline bulletSize={28} lineWidth={2}>
          {APPLICATION_STEPS.map((step) => (
            <Timeline.Item
              key={step}
              bullet={<span aria-hidden>{step}</span>}
              title={t(`register.step${step}.title`)}
            >
              <Text c="dimmed" size="sm">
                {t(`register.step${step}.text`)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
        <Text>{t('register.after')}</Text>
        <Alert variant="light">{t('register.status')}</Alert>
        <Anchor component={Link} to={PATHS.home}>
          {t('common:nav.home')}
        </Anchor>
      </Stack>
    </Container>
  );
}
