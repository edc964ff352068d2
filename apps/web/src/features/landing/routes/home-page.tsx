import { Button, Container, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '@/shared/lib/routes';

// The selection stages as the spec presents them to visitors (public-and-candidate §1).
const SELECTION_STEPS = [1, 2, 3, 4, 5, 6, 7, 8];

export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Text c="dimmed" fw={500}>
          {t('common:app.name')} · {t('common:app.tagline')}
        </Text>
        <Title order={1}>{t('hero.title')}</Title>
        <Text size="lg">{t('hero.text')}</Text>
        <Group>
          <Button component={Link} to={PATHS.registerExpert} size="md">
            {t('hero.apply')}
          </Button>
          <Button component={Link} to={PATHS.login} size="md" variant="default">
            {t('hero.login')}
          </Button>
        </Group>
      </Stack>

      <Stack gap="md" mt={48} component="section" aria-labelledby="selection-steps">
        <Title order={2} id="selection-steps">
          {t('steps.title')}
        </Title>
        <List type="ordered" spacing="md" listStyleType="none" center>
          {SELECTION_STEPS.map((step) => (
            <List.Item
              key={step}
              icon={
                <ThemeIcon radius="xl" size={32} aria-hidden>
                  {step}
                </ThemeIcon>
              }
            >
              <Text fw={600}>{t(`steps.${step}.title`)}</Text>
              <Text c="dimmed" size="sm">
                {t(`steps.${step}.text`)}
              </Text>
            </List.Item>
          ))}
        </List>
        <Text>{t('steps.intro')}</Text>
      </Stack>
    </Container>
  );
}
